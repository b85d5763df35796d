/**
 * The dealer API run inside the site's own process, used when DEALER_API_URL is unset: what dealer-api/embedded.ts
 * exports. The build makes it its own file beside the site's server (build/dealer-api.js, scripts/build-dealer-api.mjs),
 * which the site loads only when it needs it (docs/decisions/200-dealer-api-boundary.md).
 */
export interface EmbeddedDealerApi {
  /** Answers one request, as the dealer API over HTTP would. */
  fetch(request: Request): Promise<Response>;
  close(): Promise<void>;
}

export interface EmbeddedDealerApiModule {
  /** Opens (creating, migrating and seeding on first start) the database the environment names. */
  openEmbeddedDealerApi(env: NodeJS.ProcessEnv): Promise<EmbeddedDealerApi>;
}

/** The built module's file name, beside the site's build/index.js. */
export const EMBEDDED_DEALER_API_FILE = "dealer-api.js";
