import { Hono, type Context } from "hono";
import type { DealerDb } from "../db/database";
import { answerRefusal, refused } from "../forms/validate";
import { clientKey } from "../forms/client";
import { rateLimitFromEnv, type RateLimit } from "../forms/rate-limit";
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
 * `{ error: { status, message, fields? } }`: 404 no such vehicle or valuation, 422 bad answers, 429 too many.
 */
export function valuationRoutes({
  db,
  now = () => new Date(),
  today = now,
  limit = rateLimitFromEnv(),
}: ValuationDeps): Hono {
  const app = new Hono();
  app.post("/valuations/lookup", async (c) => {
    const outcome = await lookUpValuationVehicle(db, c.req.raw, { today: today(), now: now() });
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
