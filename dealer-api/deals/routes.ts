import { Hono, type Context } from "hono";
import { customerForBearer, SIGN_IN_AGAIN } from "../accounts/auth";
import { DEAL_ID } from "../contract/deals";
import type { DealerDb } from "../db/database";
import { clientKey } from "../forms/client";
import { rateLimitFromEnv, type RateLimit } from "../forms/rate-limit";
import { answerRefusal, readJsonObject, type Outcome } from "../forms/validate";
import type { PlaceFinder } from "../places/place-finder";
import { priceDealRequest } from "./price";
import {
  NO_SUCH_DEAL,
  claimDeal,
  createDeal,
  deleteDeal,
  listDeals,
  openDeal,
  updateDeal,
  type DealContext,
} from "./store";

/**
 * The deal endpoints (contract/deals.ts, dealer-api/README.md "Deals"):
 * - POST /api/deals/price: a shopper's deal on one car priced as a whole, stored nowhere.
 * - POST /api/deals, GET/PUT/DELETE /api/deals/{id}: a stored deal (a guest's, or the signed-in customer's when the
 *   request carries their bearer token), priced again whenever it is opened.
 * - POST /api/deals/{id}/claim and GET /api/deals: need a customer's bearer token.
 */
export function dealRoutes({
  db,
  places,
  now = () => new Date(),
  today = now,
  limit = rateLimitFromEnv(),
}: {
  db: DealerDb;
  places: PlaceFinder;
  now?: () => Date;
  today?: () => Date;
  /** New deals per client within the window: the reservation limit's count (FORM_SUBMISSION_LIMIT). */
  limit?: RateLimit;
}): Hono {
  const app = new Hono();
  app.post("/api/deals/price", async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body.ok) return answerRefusal(c, body.refusal);
    const priced = await priceDealRequest({ db, places, now: now(), today: today() }, body.value);
    if (!priced.ok) return answerRefusal(c, priced.refusal);
    return c.json(priced.answer);
  });

  /**
   * The caller, when the request carries a bearer token. A token that names no working login is refused (401) rather
   * than taken for a guest: the deal would be saved where the customer cannot find it.
   */
  async function caller(c: Context): Promise<Outcome<DealContext>> {
    const authorization = c.req.header("Authorization");
    const at = now();
    const signedIn = authorization ? await customerForBearer(db, authorization, at) : undefined;
    if (authorization && !signedIn) return { ok: false, refusal: { status: 401, message: SIGN_IN_AGAIN } };
    return {
      ok: true,
      value: {
        db,
        places,
        now: at,
        today: today(),
        customer: signedIn?.customer,
        clientKey: clientKey(c.req.raw.headers),
        limit,
      },
    };
  }
  const refuse = (c: Context, refusal: Parameters<typeof answerRefusal>[1]) => {
    if (refusal.status === 401) c.header("WWW-Authenticate", 'Bearer realm="customer"');
    return answerRefusal(c, refusal);
  };
  const notFound = (c: Context) => answerRefusal(c, { status: 404, message: NO_SUCH_DEAL });

  app.post("/api/deals", async (c) => {
    const ctx = await caller(c);
    if (!ctx.ok) return refuse(c, ctx.refusal);
    const body = await readJsonObject(c.req.raw);
    if (!body.ok) return answerRefusal(c, body.refusal);
    const saved = await createDeal(ctx.value, body.value);
    return saved.ok ? c.json({ data: saved.value }, 201) : answerRefusal(c, saved.refusal);
  });
  app.get("/api/deals", async (c) => {
    const ctx = await caller(c);
    if (!ctx.ok) return refuse(c, ctx.refusal);
    const customer = ctx.value.customer;
    if (!customer) return refuse(c, { status: 401, message: SIGN_IN_AGAIN });
    return c.json({ data: await listDeals(db, customer) });
  });
  // Ids are checked by shape before any query: anything else is no deal.
  app.get("/api/deals/:id", async (c) => {
    const id = c.req.param("id");
    if (!DEAL_ID.test(id)) return notFound(c);
    const ctx = await caller(c);
    if (!ctx.ok) return refuse(c, ctx.refusal);
    const deal = await openDeal(ctx.value, id);
    return deal.ok ? c.json({ data: deal.value }) : answerRefusal(c, deal.refusal);
  });
  app.put("/api/deals/:id", async (c) => {
    const id = c.req.param("id");
    if (!DEAL_ID.test(id)) return notFound(c);
    const ctx = await caller(c);
    if (!ctx.ok) return refuse(c, ctx.refusal);
    const body = await readJsonObject(c.req.raw);
    if (!body.ok) return answerRefusal(c, body.refusal);
    const deal = await updateDeal(ctx.value, id, body.value);
    return deal.ok ? c.json({ data: deal.value }) : answerRefusal(c, deal.refusal);
  });
  app.delete("/api/deals/:id", async (c) => {
    const id = c.req.param("id");
    if (!DEAL_ID.test(id)) return notFound(c);
    const ctx = await caller(c);
    if (!ctx.ok) return refuse(c, ctx.refusal);
    if (!(await deleteDeal(db, id, ctx.value.customer))) return notFound(c);
    return c.json({ data: { id, deleted: true } });
  });
  app.post("/api/deals/:id/claim", async (c) => {
    const id = c.req.param("id");
    if (!DEAL_ID.test(id)) return notFound(c);
    const ctx = await caller(c);
    if (!ctx.ok) return refuse(c, ctx.refusal);
    const customer = ctx.value.customer;
    if (!customer) return refuse(c, { status: 401, message: SIGN_IN_AGAIN });
    const claimed = await claimDeal(db, id, customer, ctx.value.now);
    if (!claimed.ok) return answerRefusal(c, claimed.refusal);
    const deal = await openDeal(ctx.value, id);
    return deal.ok ? c.json({ data: deal.value }) : answerRefusal(c, deal.refusal);
  });
  return app;
}
