/**
 * A bare Remix app for the benchmark (bench/README.md): Remix's own defaults (its entry.server and entry.client,
 * which stream the document), the classic compiler, and the Remix Express template's server compiled into the build,
 * as the site's is. Built by bench/page-throughput.ts with the repository's `remix` CLI.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  server: "./server.ts",
  serverModuleFormat: "esm",
  tailwind: false,
  postcss: false,
  // The site's future flags (remix.config.js at the root of the repository), so both run the same code paths.
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
  },
};
