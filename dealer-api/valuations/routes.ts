import { Hono, type Context } from "hono";
import type { DealerDb } from "../db/database";
import { answerRefusal, refused } from "../forms/validate";
import { clientKey } from "../forms/client";
import {
  rateLimitFromEnv,
  takeAllowance,
  TOO_MANY_LOOKUPS,
  tryAgainLater,
  type RateLimit,
} from "../forms/rate-limit";
import { findValuation, lookUpValuationVehicle, processValuation } from "./service";

export interface ValuationDeps {
  db: DealerDb;
  /** The day plates are judged on (the stock's day); today's date when not given. */
  today?: () => Date;
  /** The clock of valued_at and expiry (tests move it). */
  now?: () => Date;
  limit?: RateLimit;
}

/**
 * POST /valuations/lookup, POST /valuations/process, POST (or GET) /valuations/fetch/{id}. Refusals answer
 * `{ error: { status, message, fields? } }`: 404 no such vehicle or valuation, 422 bad answers, 429 too many (lookups
 * per client, `limit.lookups` in the window, or valuations).
 */
export function valuationRoutes({
  db,
  now = () => new Date(),
  today = now,
  limit = rateLimitFromEnv(),
}: ValuationDeps): Hono {
  const app = new Hono();
  app.post("/valuations/lookup", async (c) => {
    // Every lookup counts, found or not: a registration answers with its car and any valuation that still holds.
    const at = now();
    const allowance = await db.transaction().execute((trx) =>
      takeAllowance(trx, {
        clientKey: clientKey(c.req.raw.headers),
        kind: "valuation-lookup",
        now: at,
        limit: { ...limit, max: limit.lookups },
      }),
    );
    if (!allowance.ok)
      return answerRefusal(c, tryAgainLater(TOO_MANY_LOOKUPS, allowance.retryAt, at).refusal);
    const outcome = await lookUpValuationVehicle(db, c.req.raw, { today: today(), now: at });
    return outcome.ok ? c.json(outcome.value) : answerRefusal(c, outcome.refusal);
  });
  app.post("/valuations/process", async (c) => {
    const outcome = await processValuation(db, c.req.raw, {
      today: today(),
      now: now(),
      limit,
      clientKey: clientKey(c.req.raw.headers),
    });
    return outcome.ok ? c.json({ data: outcome.value }, 201) : answerRefusal(c, outcome.refusal);
  });
  const fetchValuation = async (c: Context) => {
    const valuation = await findValuation(db, c.req.param("id") ?? "");
    if (!valuation) return answerRefusal(c, refused(404, "We could not find that valuation").refusal);
    return c.json({ data: valuation });
  };
  app.post("/valuations/fetch/:id", fetchValuation);
  app.get("/valuations/fetch/:id", fetchValuation);
  return app;
}
