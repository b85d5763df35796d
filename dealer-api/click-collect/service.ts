import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { insertionOrder } from "../db/engine";
import type { DB, DealerDb } from "../db/database";
import type { z } from "zod";
import { DEAL_ID, dealInputs } from "../contract/deals";
import { acceptsPartExchange } from "../deals/branch-settings";
import { claimDeal, dealFor } from "../deals/store";
import {
  MAX_ORDERS,
  PART_EXCHANGE_NEEDS_DEAL,
  createOrderRequest,
  partexSection,
  orderSection,
  type FinanceOptions,
  type Order,
  type OrderSection,
} from "../contract/click-collect";
import type { Customer } from "../contract/accounts";
import { ukToday } from "../contract/form-rules";
import { refused, type Outcome } from "../forms/validate";
import type { RateLimit } from "../forms/rate-limit";
import { financeCars } from "../finance/cars";
import { financePricing } from "../finance/promotions";
import type { PaymentProvider } from "../reservations/payment-provider";
import { holdVehicle, whyNotForSale } from "../reservations/service";
import { orderHold, orderView, type OrderRow } from "./read";
import { countsTowardsLimit, orderStatus } from "./status";
import {
  collectionSectionProblems,
  complianceProblems,
  parseSection,
  partexProblems,
  paymentProblems,
  type Fields,
} from "./sections";

/**
 * Click-and-collect orders of a signed-in customer (contract/click-collect.ts,
 * docs/decisions/170-accounts-and-click-collect.md): a draft built in four sections, placed by holding the car through
 * the reservation service, whose checkout takes the £99 fee.
 */
export interface OrderContext {
  db: DealerDb;
  customer: Customer;
  now: Date;
  /** The stock's day: car ages in finance quotes count from it, as the finance endpoints' do. */
  today: Date;
  clientKey: string;
  provider: PaymentProvider;
  limit: RateLimit;
}

const NOT_FOUND = "We could not find that order";
const SECTION_NAMES: Record<OrderSection, string> = {
  compliance: "Confirm your details and accept the terms",
  partex: "Answer the part exchange question",
  paymentMethod: "Choose how you want to pay",
  collection: "Choose where and when to collect the car",
};

function problems(fields: Fields) {
  const count = Object.keys(fields).length;
  return refused(422, `There is a problem with ${count} ${count === 1 ? "answer" : "answers"}`, fields);
}

async function ownOrder(ctx: OrderContext, id: string): Promise<OrderRow | undefined> {
  return ctx.db
    .selectFrom("click_collect_orders")
    .selectAll()
    .where("id", "=", id)
    .where("customer_id", "=", ctx.customer.id)
    .executeTakeFirst();
}

/** The car's cash price (final price + compulsory admin fee, ADR 131) and whether it can be ordered now. */
async function carNow(db: Kysely<DB>, vehicleId: number, now: Date) {
  const car = await db
    .selectFrom("vehicles")
    .select(["id", "status", "final_price", "admin_fee", "stock_id"])
    .where("id", "=", vehicleId)
    .executeTakeFirstOrThrow();
  const why = await whyNotForSale(db, car, now);
  return { ...car, cashPrice: car.final_price + car.admin_fee, why };
}

export async function listOrders(ctx: OrderContext): Promise<Order[]> {
  const rows = await ctx.db
    .selectFrom("click_collect_orders")
    .selectAll()
    .where("customer_id", "=", ctx.customer.id)
    .orderBy("created_at", "desc")
    // Orders made in the same millisecond: the later insert first.
    .orderBy(insertionOrder(ctx.db), "desc")
    .execute();
  return Promise.all(rows.map((row) => orderView(ctx.db, row, ctx.now, ctx.today)));
}

export async function findOrder(ctx: OrderContext, id: string): Promise<Outcome<Order>> {
  const row = await ownOrder(ctx, id);
  if (!row) return refused(404, NOT_FOUND);
  return { ok: true, value: await orderView(ctx.db, row, ctx.now, ctx.today) };
}

/**
 * A draft for the car, with the finance defaults. The customer's own live order for the same car is answered as it
 * is (`created: false`) rather than a second one. Refused: 404 no such car, 409 the car cannot be ordered, 422 the
 * customer already has MAX_ORDERS orders.
 */
export async function createOrder(
  ctx: OrderContext,
  body: Record<string, unknown>,
): Promise<Outcome<{ order: Order; created: boolean }>> {
  const parsed = createOrderRequest.safeParse(body);
  if (!parsed.success) return problems({ vehicle_slug: "Choose a car to order" });
  const vehicle = await ctx.db
    .selectFrom("vehicles")
    .select("id")
    .where("slug", "=", parsed.data.vehicle_slug)
    .executeTakeFirst();
  if (!vehicle) return refused(404, "We could not find that car");
  const now = ctx.now;
  // One transaction: two requests at once cannot both slip under the limit.
  const outcome = await ctx.db
    .transaction()
    .execute(async (trx): Promise<Outcome<{ id: string; created: boolean }>> => {
      const mine = await trx
        .selectFrom("click_collect_orders")
        .select(["id", "vehicle_id", "state", "reservation_id"])
        .where("customer_id", "=", ctx.customer.id)
        .where("state", "!=", "cancelled")
        .orderBy("created_at", "desc")
        .execute();
      let live = 0;
      for (const order of mine) {
        const hold = await orderHold(trx, order.reservation_id);
        const status = orderStatus(order.state, hold, now);
        if (!countsTowardsLimit(status, hold, now)) continue;
        if (order.vehicle_id === vehicle.id) return { ok: true, value: { id: order.id, created: false } };
        live += 1;
      }
      const car = await carNow(trx, vehicle.id, now);
      if (car.why) return refused(409, car.why);
      if (live >= MAX_ORDERS)
        return refused(
          422,
          `You can have up to ${MAX_ORDERS} click-and-collect orders at a time. Cancel a draft order to start another.`,
        );
      const id = randomUUID();
      await trx
        .insertInto("click_collect_orders")
        .values({
          id,
          customer_id: ctx.customer.id,
          vehicle_id: vehicle.id,
          state: "draft",
          price: car.cashPrice,
          compliance_json: null,
          partex_json: null,
          payment_json: null,
          collection_json: null,
          reservation_id: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
      return { ok: true, value: { id, created: true } };
    });
  if (!outcome.ok) return outcome;
  const row = await ownOrder(ctx, outcome.value.id);
  return {
    ok: true,
    value: { order: await orderView(ctx.db, row!, now, ctx.today), created: outcome.value.created },
  };
}

function draftOnly(row: OrderRow, now: Date, hold: Awaited<ReturnType<typeof orderHold>>) {
  const status = orderStatus(row.state, hold, now);
  if (status === "draft") return undefined;
  return refused(
    409,
    status === "cancelled"
      ? "This order has been cancelled, so it can no longer be changed."
      : "This order has been placed, so it can no longer be changed.",
  );
}

/** The messages by field for the section's answer; the car and branches as they are now. */
async function sectionProblems(
  ctx: OrderContext,
  row: OrderRow,
  section: OrderSection,
  answer: unknown,
): Promise<Outcome<Fields>> {
  switch (section) {
    case "compliance":
      return { ok: true, value: complianceProblems(answer as never) };
    case "partex":
      return { ok: true, value: await partexSectionProblems(ctx, row, answer as PartexAnswer) };
    case "paymentMethod": {
      const car = await ctx.db
        .selectFrom("vehicles")
        .select("stock_id")
        .where("id", "=", row.vehicle_id)
        .executeTakeFirstOrThrow();
      const pricing = await financePricing(ctx.db, ctx.today);
      const financeCar = (await financeCars(ctx.db, "stock_id", [car.stock_id], pricing)).get(car.stock_id);
      if (!financeCar) return refused(409, "Sorry, this car has been sold.");
      return { ok: true, value: paymentProblems(answer as FinanceOptions, financeCar) };
    }
    case "collection": {
      const { department_code } = answer as { department_code: string };
      const branch = await ctx.db
        .selectFrom("departments")
        .selectAll()
        .where("code", "=", department_code)
        .executeTakeFirst();
      return {
        ok: true,
        value: collectionSectionProblems(answer as never, branch, ukToday(ctx.now)),
      };
    }
  }
}

type PartexAnswer = z.infer<typeof partexSection>;

/**
 * A part-exchange is the customer's deal on this car with their valued car in it, where the car's branch takes
 * part-exchanges now. The deal is the customer's own, or a guest's they hold the id of (claimed when saved); another
 * customer's deal is no deal, as everywhere.
 */
async function partexSectionProblems(
  ctx: OrderContext,
  row: OrderRow,
  answer: PartexAnswer,
): Promise<Fields> {
  const car = await ctx.db
    .selectFrom("vehicles")
    .select("site_id")
    .where("id", "=", row.vehicle_id)
    .executeTakeFirstOrThrow();
  const fields = partexProblems(answer, await acceptsPartExchange(ctx.db, car.site_id));
  if (Object.keys(fields).length > 0 || !answer.wanted) return fields;
  const id = answer.deal_id!;
  const deal = DEAL_ID.test(id) ? await dealFor(ctx.db, id, ctx.customer) : undefined;
  if (!deal) return { deal_id: `We could not find that deal. ${PART_EXCHANGE_NEEDS_DEAL}` };
  if (deal.vehicle_id !== row.vehicle_id)
    return { deal_id: "That deal is for another car: value your car in a deal on this one." };
  if (dealInputs.parse(JSON.parse(deal.request_json)).valuation_id === null)
    return { deal_id: "That deal has no part-exchange in it: add your valued car to the deal first." };
  return {};
}

const COLUMN = {
  compliance: "compliance_json",
  partex: "partex_json",
  paymentMethod: "payment_json",
  collection: "collection_json",
} as const satisfies Record<OrderSection, keyof OrderRow>;

/** PUT a section of a draft: checked, stored, and the price refreshed from the car. */
export async function saveSection(
  ctx: OrderContext,
  id: string,
  sectionName: string,
  body: Record<string, unknown>,
): Promise<Outcome<Order>> {
  const section = orderSection.safeParse(sectionName);
  const row = await ownOrder(ctx, id);
  if (!row || !section.success) return refused(404, NOT_FOUND);
  const notDraft = draftOnly(row, ctx.now, await orderHold(ctx.db, row.reservation_id));
  if (notDraft) return notDraft;
  const parsed = parseSection(section.data, body);
  if (!parsed.ok) return problems(parsed.fields);
  const checked = await sectionProblems(ctx, row, section.data, parsed.value);
  if (!checked.ok) return checked;
  if (Object.keys(checked.value).length > 0) {
    // Part exchange has one refusal at a time, in the shopper's words (the dealer's own sentence when it is off),
    // which is the message too.
    const fields = checked.value;
    return section.data === "partex" ? refused(422, Object.values(fields)[0]!, fields) : problems(fields);
  }
  let stored: unknown = parsed.value;
  if (section.data === "partex") {
    const partex = parsed.value as PartexAnswer;
    if (partex.wanted) {
      // The deal goes into the order, so onto the customer's account: a guest's deal is theirs from now on.
      const claimed = await claimDeal(ctx.db, partex.deal_id!, ctx.customer, ctx.now);
      if (!claimed.ok) return claimed;
      stored = { wanted: true, deal_id: partex.deal_id };
    } else stored = { wanted: false };
  }
  const car = await carNow(ctx.db, row.vehicle_id, ctx.now);
  await ctx.db
    .updateTable("click_collect_orders")
    .set({
      [COLUMN[section.data]]: JSON.stringify(stored),
      price: car.cashPrice,
      updated_at: ctx.now.toISOString(),
    })
    .where("id", "=", row.id)
    .where("state", "=", "draft")
    .execute();
  return findOrder(ctx, id);
}

/**
 * Places a draft whose sections are all answered: the answers are checked again (a collection day may have passed),
 * the car is held through the reservation service with the customer's details (its checkout takes the fee), and the
 * order then follows the reservation.
 */
export async function placeOrder(ctx: OrderContext, id: string): Promise<Outcome<Order>> {
  const row = await ownOrder(ctx, id);
  if (!row) return refused(404, NOT_FOUND);
  const notDraft = draftOnly(row, ctx.now, await orderHold(ctx.db, row.reservation_id));
  if (notDraft) return notDraft;
  const missing: Fields = {};
  for (const section of orderSection.options)
    if (row[COLUMN[section]] === null) missing[section] = SECTION_NAMES[section];
  if (Object.keys(missing).length > 0)
    return refused(422, "Answer every section before placing your order", missing);
  const stale: Fields = {};
  // The part-exchange too: the branch may have stopped taking them, or the deal been deleted, since it was answered.
  for (const section of ["partex", "paymentMethod", "collection"] as const) {
    const checked = await sectionProblems(ctx, row, section, JSON.parse(row[COLUMN[section]]!));
    if (!checked.ok) return checked;
    const first = Object.values(checked.value)[0];
    if (first) stale[section] = first;
  }
  if (Object.keys(stale).length > 0)
    return refused(422, "Some answers need changing before you place your order", stale);
  const car = await carNow(ctx.db, row.vehicle_id, ctx.now);
  if (car.why) return refused(409, car.why);
  const details = await ctx.db
    .selectFrom("vehicle_details")
    .select(["make_name", "range_name", "derivative"])
    .where("vehicle_id", "=", row.vehicle_id)
    .executeTakeFirstOrThrow();
  const collection = JSON.parse(row.collection_json!) as {
    department_code: string;
    date: string;
    time: string;
  };
  const { first_name, last_name, email, telephone } = ctx.customer;
  const held = await holdVehicle(
    ctx.db,
    ctx.provider,
    {
      vehicleId: row.vehicle_id,
      customer: {
        first_name,
        last_name,
        email,
        telephone,
        visit_date: collection.date,
        time: collection.time,
        branch: collection.department_code,
        click_collect_order: row.id,
      },
      clientKey: ctx.clientKey,
      description: `Click and collect reservation fee: ${details.make_name} ${details.range_name} ${details.derivative}`,
    },
    { now: ctx.now, limit: ctx.limit },
  );
  if (!held.ok) return held;
  const placed = await ctx.db
    .updateTable("click_collect_orders")
    .set({
      state: "submitted",
      reservation_id: held.value.id,
      price: car.cashPrice,
      updated_at: ctx.now.toISOString(),
    })
    .where("id", "=", row.id)
    .where("state", "=", "draft")
    .executeTakeFirst();
  if (Number(placed.numUpdatedRows) !== 1) {
    // Placed or cancelled by another request meanwhile: this hold is not wanted.
    await ctx.db
      .updateTable("reservations")
      .set({ status: "cancelled", cancelled_at: ctx.now.toISOString() })
      .where("id", "=", held.value.id)
      .where("status", "=", "pending")
      .execute();
    return refused(409, "This order has already been placed or cancelled.");
  }
  return findOrder(ctx, id);
}

/** Cancels a draft; a placed order is cancelled at its checkout, or by the branch. */
export async function cancelOrder(ctx: OrderContext, id: string): Promise<Outcome<Order>> {
  const row = await ownOrder(ctx, id);
  if (!row) return refused(404, NOT_FOUND);
  const status = orderStatus(row.state, await orderHold(ctx.db, row.reservation_id), ctx.now);
  if (status === "cancelled") return findOrder(ctx, id);
  if (status !== "draft")
    return refused(
      409,
      "This order has been placed, so it cannot be cancelled here. Cancel the payment at the checkout, or call us.",
    );
  await ctx.db
    .updateTable("click_collect_orders")
    .set({ state: "cancelled", updated_at: ctx.now.toISOString() })
    .where("id", "=", row.id)
    .where("state", "=", "draft")
    .execute();
  return findOrder(ctx, id);
}
