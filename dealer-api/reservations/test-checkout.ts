import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { DB, DealerDb } from "../db/database";
import type { CheckoutSession } from "../contract/reservations";
import { answerRefusal, refused, type Outcome } from "../forms/validate";
import { recordPaymentOutcome, type PaymentOutcome } from "./service";
import { findReservation, type DealPricing } from "./read";

const SESSION_ID = /^cs_test_[A-Za-z0-9_-]{10,60}$/;

async function findSession(db: Kysely<DB>, id: string, now: Date): Promise<CheckoutSession | undefined> {
  const row = await db
    .selectFrom("test_payment_sessions")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const expired = row.status === "open" && row.expires_at <= now.toISOString();
  return {
    id: row.id,
    provider: "test",
    reservation_id: row.reservation_id,
    amount_pence: row.amount_pence,
    currency: "GBP",
    description: row.description,
    status: expired ? "expired" : row.status,
    expires_at: row.expires_at,
  };
}

/** The test provider's "payment": marks its session, then reports the outcome as a real provider's webhook would. */
async function complete(
  db: DealerDb,
  id: string,
  outcome: PaymentOutcome,
  now: Date,
): Promise<Outcome<string>> {
  return db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom("test_payment_sessions")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!session) return refused(404, "Checkout session not found");
    const recorded = await recordPaymentOutcome(trx, { provider: "test", sessionId: id, outcome, now });
    if (!recorded.ok) return recorded;
    await trx
      .updateTable("test_payment_sessions")
      .set({ status: outcome, completed_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    return recorded;
  });
}

/**
 * The built-in test-mode checkout's endpoints: read a session, pay it, cancel it. Paying and cancelling answer the
 * reservation as it now stands; a session that can no longer be paid answers 409 with the reason.
 */
export function testCheckoutRoutes({
  db,
  now,
  pricing,
}: {
  db: DealerDb;
  now: () => Date;
  /** How the deal a reservation carries is priced (its places and day). */
  pricing: () => DealPricing;
}): Hono {
  const app = new Hono();
  app.get("/api/test-checkout/:id", async (c) => {
    const id = c.req.param("id");
    if (!SESSION_ID.test(id)) return answerRefusal(c, { status: 404, message: "Checkout session not found" });
    const session = await findSession(db, id, now());
    if (!session) return answerRefusal(c, { status: 404, message: "Checkout session not found" });
    return c.json({ data: session });
  });
  for (const outcome of ["paid", "cancelled"] as const) {
    app.post(`/api/test-checkout/:id/${outcome === "paid" ? "pay" : "cancel"}`, async (c) => {
      const id = c.req.param("id");
      if (!SESSION_ID.test(id))
        return answerRefusal(c, { status: 404, message: "Checkout session not found" });
      const at = now();
      const completed = await complete(db, id, outcome, at);
      if (!completed.ok) return answerRefusal(c, completed.refusal);
      return c.json({ data: await findReservation(db, completed.value, at, pricing()) });
    });
  }
  return app;
}
