// Builds the embedded dealer API (dealer-api/embedded.ts) into its own file beside the site's server, build/dealer-api.js:
// the site loads it only when DEALER_API_URL is unset, so a site pointed at another dealer API never loads it
// (docs/decisions/200-dealer-api-boundary.md). Packages stay in node_modules, as in the site's own server build.
import { build } from "esbuild";

await build({
  entryPoints: ["dealer-api/embedded.ts"],
  outfile: "build/dealer-api.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
