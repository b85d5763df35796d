import { randomUUID } from "node:crypto";
import type { Customer } from "../contract/accounts";
import {
  MAX_DEALS_PER_CUSTOMER,
  dealInputs,
  dealPriceRequest,
  type DealInputs,
  type DealPriced,
  type SavedDeal,
} from "../contract/deals";
import type { DB, DealerDb } from "../db/database";
import { sql } from "kysely";
import { engineOf, lockForTransaction } from "../db/engine";
import { vehicleTitle } from "../stock/catalogue";
import { refused, type Outcome } from "../forms/validate";
import { TOO_MANY_DEALS, takeAllowance, tryAgainLater, type RateLimit } from "../forms/rate-limit";
import type { PlaceFinder } from "../places/place-finder";
import { formatVrm } from "../stock/plates";
import { findValuation } from "../valuations/service";
import { dealChanges } from "./changes";
import { priceDealRequest, stockVrm } from "./price";

/**
 * Stored deals (issue 35; contract/deals.ts): a shopper's deal on one car, its inputs and the answer they saved. A
 * guest's deal answers to whoever holds its id (the site keeps the ids in the visitor's cookie session, as it keeps
 * their valuations'); a customer's deal only to that customer's bearer token. Anyone else is told there is no such
 * deal (404), never that it exists.
 */
export interface DealContext {
  db: DealerDb;
  places: PlaceFinder;
  now: Date;
  today: Date;
  /** The signed-in customer the request's bearer token names, if any. */
  customer: Customer | undefined;
  clientKey: string;
  limit: RateLimit;
}

export const NO_SUCH_DEAL = "We could not find that deal";
type DealRow = DB["deals"];

/** The deal when the caller may see it: a guest deal to anyone with its id, a customer's only to that customer. */
export async function dealFor(
  db: DealerDb,
  id: string,
  customer: Customer | undefined,
): Promise<DealRow | undefined> {
  const row = await db.selectFrom("deals").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return row.customer_id === null || row.customer_id === customer?.id ? row : undefined;
}

function view(row: DealRow, answer: DealPriced, changes: SavedDeal["changes"]): SavedDeal {
  return {
    id: row.id,
    vrm: row.vrm,
    request: dealInputs.parse(JSON.parse(row.request_json)),
    answer,
    changes,
    owned: row.customer_id !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * The reservation holding the deal's car that carries the deal (reservations.deal_id), pending or paid: its own hold
 * does not make the car unavailable to the deal, so the deal page and the reservation's show the same figures.
 */
async function reservationCarrying(db: DealerDb, row: DealRow): Promise<string | undefined> {
  const held = await db
    .selectFrom("reservations")
    .select("id")
    .where("deal_id", "=", row.id)
    .where("vehicle_id", "=", row.vehicle_id)
    .where("status", "in", ["pending", "paid"])
    .executeTakeFirst();
  return held?.id;
}

/** Prices the body as POST /api/deals/price does; with it the inputs to store and the car. */
async function priceBody(
  ctx: DealContext,
  body: unknown,
  ownHold?: string,
): Promise<Outcome<{ vrm: string; vehicleId: number; inputs: DealInputs; answer: DealPriced }>> {
  const priced = await priceDealRequest({ ...ctx, ownHold }, body);
  if (!priced.ok) return { ok: false, refusal: priced.refusal };
  // Priced, so the body reads and the car exists.
  const { vrm: asked, ...inputs } = dealPriceRequest.parse(body);
  const vrm = stockVrm(asked);
  const car = await ctx.db
    .selectFrom("vehicles")
    .select("id")
    .where("vrm", "=", vrm)
    .executeTakeFirstOrThrow();
  return { ok: true, value: { vrm, vehicleId: car.id, inputs, answer: priced.answer.data } };
}

/** A customer keeps at most MAX_DEALS_PER_CUSTOMER deals: one more is refused, never an old one dropped unasked. */
const tooManyDeals = () =>
  refused(
    422,
    `You can keep up to ${MAX_DEALS_PER_CUSTOMER} saved deals. Delete one you no longer need to save another.`,
  );

/**
 * POST /api/deals: prices the deal and stores its inputs and the answer, for the signed-in customer or as a guest's.
 * 400/404 as POST /api/deals/price (nothing stored); 422 the customer's deals are at the cap; 429 too many new deals
 * from one client (the reservation limit's window and count).
 */
export async function createDeal(ctx: DealContext, body: unknown): Promise<Outcome<SavedDeal>> {
  const priced = await priceBody(ctx, body);
  if (!priced.ok) return priced;
  const { vrm, vehicleId, inputs, answer } = priced.value;
  const at = ctx.now.toISOString();
  const row: DealRow = {
    id: randomUUID(),
    vehicle_id: vehicleId,
    vrm,
    customer_id: ctx.customer?.id ?? null,
    request_json: JSON.stringify(inputs),
    priced_json: JSON.stringify(answer),
    created_at: at,
    updated_at: at,
  };
  const stored = await ctx.db.transaction().execute(async (trx): Promise<Outcome<null>> => {
    const allowance = await takeAllowance(trx, {
      clientKey: ctx.clientKey,
      kind: "deal",
      now: ctx.now,
      limit: ctx.limit,
    });
    if (!allowance.ok) return tryAgainLater(TOO_MANY_DEALS, allowance.retryAt, ctx.now);
    if (ctx.customer && (await customerDealCount(trx, ctx.customer.id)) >= MAX_DEALS_PER_CUSTOMER)
      return tooManyDeals();
    await trx.insertInto("deals").values(row).execute();
    return { ok: true, value: null };
  });
  if (!stored.ok) return stored;
  return { ok: true, value: view(row, answer, []) };
}

/** Counted under the customer's lock, so two saves at once cannot both pass the cap. */
async function customerDealCount(trx: DealerDb, customerId: number): Promise<number> {
  await lockForTransaction(trx, `deals:${customerId}`);
  const { count } = await trx
    .selectFrom("deals")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** PUT /api/deals/{id}: new inputs for the same car, priced and stored. 400 another car; 404 not the caller's. */
export async function updateDeal(ctx: DealContext, id: string, body: unknown): Promise<Outcome<SavedDeal>> {
  const row = await dealFor(ctx.db, id, ctx.customer);
  if (!row) return refused(404, NO_SUCH_DEAL);
  const asked = dealPriceRequest.shape.vrm.safeParse((body as { vrm?: unknown }).vrm);
  // A deal is one car's: another car is another deal (POST /api/deals).
  if (asked.success && stockVrm(asked.data) !== row.vrm)
    return refused(400, `vrm: This deal is for ${formatVrm(row.vrm)}: save a new deal for another car`);
  const priced = await priceBody(ctx, body, await reservationCarrying(ctx.db, row));
  if (!priced.ok) return priced;
  const updated: DealRow = {
    ...row,
    request_json: JSON.stringify(priced.value.inputs),
    priced_json: JSON.stringify(priced.value.answer),
    updated_at: ctx.now.toISOString(),
  };
  await ctx.db
    .updateTable("deals")
    .set({
      request_json: updated.request_json,
      priced_json: updated.priced_json,
      updated_at: updated.updated_at,
    })
    .where("id", "=", id)
    .execute();
  return { ok: true, value: view(updated, priced.value.answer, []) };
}

/**
 * GET /api/deals/{id}: the stored inputs priced now — the valuation may have expired, the price changed, the car been
 * reserved or sold — and what changed since the saved answer, which is kept as it was (only saving replaces it).
 */
export async function openDeal(ctx: DealContext, id: string): Promise<Outcome<SavedDeal>> {
  const row = await dealFor(ctx.db, id, ctx.customer);
  if (!row) return refused(404, NO_SUCH_DEAL);
  const inputs = dealInputs.parse(JSON.parse(row.request_json));
  const saved = JSON.parse(row.priced_json) as DealPriced;
  const priced = await dealAnswerNow(ctx, row);
  if (!priced.ok) return priced;
  const now = priced.value;
  const valuation = inputs.valuation_id ? await findValuation(ctx.db, inputs.valuation_id) : undefined;
  const changes = dealChanges(saved, now, { valuedVrm: valuation ? formatVrm(valuation.vehicle.vrm) : null });
  return { ok: true, value: view(row, now, changes) };
}

/**
 * The stored deal's inputs priced now, as GET /api/deals/{id} answers them (and a reservation carrying the deal): the
 * reservation carrying it does not count against it.
 */
export async function dealAnswerNow(
  ctx: { db: DealerDb; places: PlaceFinder; now: Date; today: Date },
  row: DealRow,
): Promise<Outcome<DealPriced>> {
  const inputs = dealInputs.parse(JSON.parse(row.request_json));
  const ownHold = await reservationCarrying(ctx.db, row);
  const priced = await priceDealRequest({ ...ctx, ownHold }, { ...inputs, vrm: row.vrm });
  if (priced.ok) return { ok: true, value: priced.answer.data };
  // The car gone from the stock since (the only 404 stored inputs can meet, besides a valuation removed): it is no
  // longer for sale, which is an answer for the shopper, not an error.
  if (priced.refusal.status === 404)
    return {
      ok: true,
      value: {
        ok: false,
        problem: { problem: "car-unavailable", message: "Sorry, this car is no longer for sale." },
      },
    };
  return { ok: false, refusal: priced.refusal };
}

/**
 * POST /api/deals/{id}/claim (Bearer): the signed-in customer takes a guest deal onto their account (after signing
 * in, or when it goes into their click-and-collect order). Their own deal again: answered as it is. Another
 * customer's: 404. 422 at the cap.
 */
export async function claimDeal(
  db: DealerDb,
  id: string,
  customer: Customer,
  now: Date,
): Promise<Outcome<DealRow>> {
  return db.transaction().execute(async (trx): Promise<Outcome<DealRow>> => {
    const row = await dealFor(trx, id, customer);
    if (!row) return refused(404, NO_SUCH_DEAL);
    if (row.customer_id === customer.id) return { ok: true, value: row };
    if ((await customerDealCount(trx, customer.id)) >= MAX_DEALS_PER_CUSTOMER) return tooManyDeals();
    const claimed = await trx
      .updateTable("deals")
      .set({ customer_id: customer.id, updated_at: now.toISOString() })
      .where("id", "=", id)
      // Only while still a guest's: of two customers claiming at once, one wins and the other finds no deal.
      .where("customer_id", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return refused(404, NO_SUCH_DEAL);
    return { ok: true, value: { ...row, customer_id: customer.id, updated_at: now.toISOString() } };
  });
}

/** DELETE /api/deals/{id}: the caller's deal (a guest's to whoever holds its id) is removed. */
export async function deleteDeal(db: DealerDb, id: string, customer: Customer | undefined): Promise<boolean> {
  const row = await dealFor(db, id, customer);
  if (!row) return false;
  await db.deleteFrom("deals").where("id", "=", id).execute();
  return true;
}

/** GET /api/deals (Bearer): the customer's deals, the latest saved first. */
export async function listDeals(db: DealerDb, customer: Customer) {
  const rows = await db
    .selectFrom("deals")
    .innerJoin("vehicles", "vehicles.id", "deals.vehicle_id")
    .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "deals.vehicle_id")
    .select([
      "deals.id",
      "deals.vrm",
      "deals.updated_at",
      "vehicles.slug",
      "vehicle_details.make_name",
      "vehicle_details.range_name",
      "vehicle_details.derivative",
    ])
    .where("deals.customer_id", "=", customer.id)
    .orderBy("deals.updated_at", "desc")
    // Saved in the same millisecond: the later made first (insertionOrder's column, named: the query joins).
    .orderBy(engineOf(db) === "postgres" ? sql.ref("deals.insertion_order") : sql`deals.rowid`, "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    vrm: row.vrm,
    vehicle: { slug: row.slug, name: `${vehicleTitle(row.make_name, row.range_name)} ${row.derivative}` },
    updated_at: row.updated_at,
  }));
}
