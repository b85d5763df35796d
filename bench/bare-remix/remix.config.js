/**
 * A bare Remix app for the benchmark (bench/README.md): Remix's own defaults (its entry.server and entry.client,
 * which stream the document), the classic compiler, and the Remix Express template's server compiled into the build,
 * as the site's is. Built by bench/page-throughput.ts with the repository's `remix` CLI.
 *
 * `BARE_REMIX_VARIANT` names a folder whose `app/` is built instead, into its `build/` and `public/build/`:
 * page-throughput.ts writes one with a route at each of the site's route paths, every one this app's page, so Remix
 * matches each request against a route table of the site's size.
 * @type {import('@remix-run/dev').AppConfig}
 */
const variant = process.env.BARE_REMIX_VARIANT;

export default {
  server: "./server.ts",
  serverModuleFormat: "esm",
  tailwind: false,
  postcss: false,
  ...(variant
    ? {
        appDirectory: `${variant}/app`,
        serverBuildPath: `${variant}/build/index.js`,
        assetsBuildDirectory: `${variant}/public/build`,
      }
    : {}),
  // The site's future flags (remix.config.js at the root of the repository), so both run the same code paths.
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
  },
};
