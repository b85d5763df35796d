import type { EmbeddedDealerApi } from "./contract/embedded";
import { createDealerApi, dealerApiOptionsFromEnv } from "./setup";

/** The dealer API in the site's process (dealer-api/contract/embedded.ts): the entry of build/dealer-api.js. */
export async function openEmbeddedDealerApi(env: NodeJS.ProcessEnv): Promise<EmbeddedDealerApi> {
  const api = await createDealerApi(dealerApiOptionsFromEnv(env));
  return { fetch: async (request) => api.app.fetch(request), close: () => api.close() };
}
