/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // The HTTP server (Express in front of Remix), compiled with the app into build/index.js: `node build/index.js`.
  server: "./app/server.ts",
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [/^remix-utils/],
  tailwind: true,
  postcss: true,
  watchPaths: ["./dealer-api/**/*.ts"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Off: the site has a few dozen routes, so the whole route manifest is one small cached file, where lazy discovery
    // matched the URL's every parent path against all routes on each request and inlined its part in every page (ADR 071).
    v3_lazyRouteDiscovery: false,
  },
};
