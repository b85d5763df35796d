import { Hono } from "hono";
import type { DealerDb } from "../db/database";
import { answerRefusal } from "./validate";
import { submitEnquiry } from "./submit";
import { clientKey } from "./client";
import { rateLimitFromEnv, type RateLimit } from "./rate-limit";

export interface FormSubmitDeps {
  db: DealerDb;
  /** The clock (tests move it). */
  now?: () => Date;
  limit?: RateLimit;
}

/** POST /api/form/submit. Every refusal is a 4xx with a message that says what to change; nothing a client sends is a 500. */
export function formSubmitRoutes({
  db,
  now = () => new Date(),
  limit = rateLimitFromEnv(),
}: FormSubmitDeps): Hono {
  const app = new Hono();
  app.post("/api/form/submit", async (c) => {
    const outcome = await submitEnquiry(db, c.req.raw, {
      now: now(),
      limit,
      clientKey: clientKey(c.req.raw.headers),
    });
    if (!outcome.ok) return answerRefusal(c, outcome.refusal);
    return c.json({ data: outcome.value }, 201);
  });
  return app;
}
