import { serve } from "@hono/node-server";
import { createDealerApi, dealerApiOptionsFromEnv } from "./setup";
import { entrySettings, guarded } from "./http-entry";

// Settings first: a dealer API open to a network without its token does not start (dealer-api/http-entry.ts).
const { host, port, token } = entrySettings(process.env);
const { app } = await createDealerApi(dealerApiOptionsFromEnv());
serve({ fetch: guarded(app.fetch, token), port, hostname: host }, (info) =>
  console.info(
    `[dealer-api] listening on http://${host.includes(":") ? `[${host}]` : host}:${info.port}` +
      (token ? " (calls need DEALER_API_TOKEN)" : ""),
  ),
);
