import type { Kysely } from "kysely";
import type { DB } from "../db/database";
import {
  ORDER_FINANCE_DEFAULTS,
  RESERVATION_FEE,
  orderSection,
  type FinanceOptions,
  type Order,
} from "../contract/click-collect";
import { listingDetailColumns, toListing, type ListingRow } from "../stock/serialise";
import { orderStatus, type OrderHold } from "./status";
import { orderFinanceDefaults } from "./sections";
import { financeCars } from "../finance/cars";
import { financePricing } from "../finance/promotions";

export type OrderRow = DB["click_collect_orders"];

const parse = <T>(json: string | null): T | null => (json === null ? null : (JSON.parse(json) as T));

/** What is left to pay at collection: cash, the price less the fee; finance, the deposit less the fee. */
export function amountDue(price: number, payment: FinanceOptions): number {
  return Math.max(0, (payment.type === "cash" ? price : payment.deposit) - RESERVATION_FEE);
}

export async function orderHold(db: Kysely<DB>, reservationId: string | null): Promise<OrderHold | null> {
  if (!reservationId) return null;
  const hold = await db
    .selectFrom("reservations")
    .select(["status", "expires_at", "hold_until"])
    .where("id", "=", reservationId)
    .executeTakeFirst();
  return hold ?? null;
}

/** The payment an unanswered order starts from: one the lender offers on this car (sections.ts). */
async function financeDefaults(db: Kysely<DB>, stockId: string, today: Date): Promise<FinanceOptions> {
  const car = (await financeCars(db, "stock_id", [stockId], await financePricing(db, today))).get(stockId);
  return car ? orderFinanceDefaults(car) : { ...ORDER_FINANCE_DEFAULTS };
}

/** The order as the contract answers it: its invoice from the car, its status from its reservation. */
export async function orderView(db: Kysely<DB>, row: OrderRow, now: Date, today = now): Promise<Order> {
  const car = await db
    .selectFrom("vehicles")
    .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
    .selectAll("vehicles")
    .select(listingDetailColumns.map((column) => `vehicle_details.${column}` as const))
    .where("vehicles.id", "=", row.vehicle_id)
    .executeTakeFirstOrThrow();
  const listing = toListing(car as ListingRow);
  const reservation = await db
    .selectFrom("reservations")
    .select(["status", "expires_at", "hold_until", "payment_provider", "payment_session_id", "checkout_url"])
    .where("id", "=", row.reservation_id ?? "")
    .executeTakeFirst();
  const status = orderStatus(row.state, reservation ?? null, now);
  const paymentMethod = parse<FinanceOptions>(row.payment_json);
  const financeOptions = paymentMethod ?? (await financeDefaults(db, listing.stock_id, today));
  const collection = parse<{ department_code: string; date: string; time: string }>(row.collection_json);
  const department = collection
    ? await db
        .selectFrom("departments")
        .select("name")
        .where("code", "=", collection.department_code)
        .executeTakeFirst()
    : undefined;
  const answered = {
    compliance: row.compliance_json !== null,
    partex: row.partex_json !== null,
    paymentMethod: row.payment_json !== null,
    collection: row.collection_json !== null,
  };
  return {
    id: row.id,
    status,
    created_at: row.created_at,
    invoice: {
      vehicle: {
        id: listing.id,
        slug: listing.slug,
        stock_id: listing.stock_id,
        name: listing.name,
        vrm: listing.formatted_plate,
        price: row.price,
        image: listing.media_urls[0]?.thumb ?? null,
      },
      reservation_fee: RESERVATION_FEE,
      amount_due: amountDue(row.price, financeOptions),
    },
    finance_options: financeOptions,
    compliance: parse(row.compliance_json),
    partex: parse(row.partex_json),
    paymentMethod,
    collection: collection
      ? { ...collection, department_name: department?.name ?? collection.department_code }
      : null,
    sections: Object.fromEntries(orderSection.options.map((name) => [name, answered[name]])),
    reservation_id: row.reservation_id,
    checkout:
      status === "awaiting_payment" &&
      reservation?.payment_provider &&
      reservation.payment_session_id &&
      reservation.checkout_url
        ? {
            provider: reservation.payment_provider,
            session_id: reservation.payment_session_id,
            url: reservation.checkout_url,
          }
        : null,
  };
}
