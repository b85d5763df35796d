import { Hono } from "hono";
import type { DealerDb } from "../db/database";
import { answerRefusal, readJsonObject } from "../forms/validate";
import type { PlaceFinder } from "../places/place-finder";
import { priceDealRequest } from "./price";

/**
 * POST /api/deals/price (contract/deals.ts): a shopper's deal on one car — part-exchange, finance or paying in full,
 * collection or delivery — priced as a whole. 200 with the deal, or with why it cannot be priced as asked; 400 bad
 * input, 404 no such car or valuation.
 */
export function dealRoutes({
  db,
  places,
  now = () => new Date(),
  today = now,
}: {
  db: DealerDb;
  places: PlaceFinder;
  now?: () => Date;
  today?: () => Date;
}): Hono {
  const app = new Hono();
  app.post("/api/deals/price", async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body.ok) return answerRefusal(c, body.refusal);
    const priced = await priceDealRequest({ db, places, now: now(), today: today() }, body.value);
    if (!priced.ok) return answerRefusal(c, priced.refusal);
    return c.json(priced.answer);
  });
  return app;
}
