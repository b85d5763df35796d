import { Hono, type Context } from "hono";
import type { DealerDb } from "../db/database";
import { answerRefusal, readJsonObject, type Outcome } from "../forms/validate";
import { clientKey } from "../forms/client";
import { rateLimitFromEnv, type RateLimit } from "../forms/rate-limit";
import { TestPaymentProvider, type PaymentProvider } from "../reservations/payment-provider";
import { requireCustomer, type SignedIn } from "../accounts/auth";
import {
  cancelOrder,
  createOrder,
  findOrder,
  listOrders,
  placeOrder,
  saveSection,
  type OrderContext,
} from "./service";

export interface ClickCollectDeps {
  db: DealerDb;
  now?: () => Date;
  /** The stock's day, for car ages in finance checks; `now` when not given. */
  today?: () => Date;
  /** The reservation limits placing an order is held to (unpaid holds per client, reservations per window). */
  limit?: RateLimit;
  /** The card provider of the reservation fee; the built-in test provider unless another is given. */
  provider?: PaymentProvider;
}

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * GET/POST /api/v2/click-collect/orders, GET …/orders/{id}, PUT …/orders/{id}/{section}, POST …/orders/{id}/place,
 * POST …/orders/{id}/cancel (contract/click-collect.ts). Every call needs a customer's bearer token; another
 * customer's order, or no such order, answers 404.
 */
export function clickCollectRoutes({
  db,
  now = () => new Date(),
  today = now,
  limit = rateLimitFromEnv(),
  provider = new TestPaymentProvider(db),
}: ClickCollectDeps): Hono<SignedIn> {
  const app = new Hono<SignedIn>();
  app.use("/api/v2/click-collect/*", requireCustomer({ db, now }));
  const context = (c: Context<SignedIn>): OrderContext => ({
    db,
    customer: c.get("customer"),
    now: now(),
    today: today(),
    clientKey: clientKey(c.req.raw.headers),
    provider,
    limit,
  });
  const answer = <T>(c: Context<SignedIn>, outcome: Outcome<T>) =>
    outcome.ok ? c.json({ data: outcome.value }) : answerRefusal(c, outcome.refusal);
  const notFound = (c: Context<SignedIn>) =>
    answerRefusal(c, { status: 404, message: "We could not find that order" });

  app.get("/api/v2/click-collect/orders", async (c) => c.json({ data: await listOrders(context(c)) }));
  app.post("/api/v2/click-collect/orders", async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body.ok) return answerRefusal(c, body.refusal);
    const outcome = await createOrder(context(c), body.value);
    if (!outcome.ok) return answerRefusal(c, outcome.refusal);
    return c.json({ data: outcome.value.order }, outcome.value.created ? 201 : 200);
  });
  app.get("/api/v2/click-collect/orders/:id", async (c) => {
    const id = c.req.param("id");
    return ORDER_ID.test(id) ? answer(c, await findOrder(context(c), id)) : notFound(c);
  });
  for (const action of ["place", "cancel"] as const) {
    app.post(`/api/v2/click-collect/orders/:id/${action}`, async (c) => {
      const id = c.req.param("id");
      if (!ORDER_ID.test(id)) return notFound(c);
      const run = action === "place" ? placeOrder : cancelOrder;
      return answer(c, await run(context(c), id));
    });
  }
  app.put("/api/v2/click-collect/orders/:id/:section", async (c) => {
    const id = c.req.param("id");
    if (!ORDER_ID.test(id)) return notFound(c);
    const body = await readJsonObject(c.req.raw);
    if (!body.ok) return answerRefusal(c, body.refusal);
    return answer(c, await saveSection(context(c), id, c.req.param("section"), body.value));
  });
  return app;
}
