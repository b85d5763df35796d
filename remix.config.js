/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [/^remix-utils/],
  tailwind: true,
  postcss: true,
  watchPaths: ["./dealer-api/**/*.ts"],
};
