import { serve } from "@hono/node-server";
import { createDealerApi, dealerApiOptionsFromEnv } from "./setup";

const port = Number(process.env.DEALER_API_PORT ?? 4000);
const { app } = await createDealerApi(dealerApiOptionsFromEnv());
serve({ fetch: app.fetch, port }, (info) =>
  console.info(`[dealer-api] listening on http://localhost:${info.port}`),
);
