import {
  CAR_ALERT_LIMIT,
  MAX_CAR_ALERTS_PER_CUSTOMER,
  carAlertRequest,
  type CarAlert,
} from "../contract/saved-searches";
import type { Customer } from "../contract/accounts";
import type { ExpressionBuilder } from "kysely";
import type { DB, DealerDb } from "../db/database";
import { lockForTransaction } from "../db/engine";
import { refused, type Outcome } from "../forms/validate";
import { vehicleTitle } from "../stock/catalogue";
import { parseBody } from "./store";

/**
 * Saved-car alerts (issue 36; contract/saved-searches.ts): a customer follows a car to hear when its price drops, or
 * it is reserved or sold. Each subscription keeps the car's cash price and status when it was made (or last alerted),
 * which the alert job compares the car with now.
 */

export const NO_SUCH_CAR = "We could not find that car";
export const NO_SUCH_ALERT = "You are not following that car";
type AlertRow = DB["car_alerts"];

/** The car's cash price, as the search and the listings compare it: final_price plus the admin fee. */
const cashPriceOf = (car: { final_price: number; admin_fee: number }) => car.final_price + car.admin_fee;

const alertsWithCars = (db: DealerDb) =>
  db
    .selectFrom("car_alerts")
    .innerJoin("vehicles", "vehicles.id", "car_alerts.vehicle_id")
    .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "car_alerts.vehicle_id")
    .selectAll("car_alerts")
    .select([
      "vehicles.slug",
      "vehicles.status",
      "vehicles.final_price",
      "vehicles.admin_fee",
      "vehicle_details.make_name",
      "vehicle_details.range_name",
      "vehicle_details.derivative",
    ]);
type AlertWithCar = Awaited<ReturnType<ReturnType<typeof alertsWithCars>["executeTakeFirstOrThrow"]>>;

function view(row: AlertWithCar): CarAlert {
  return {
    vehicle_id: row.vehicle_id,
    vehicle: {
      slug: row.slug,
      name: `${vehicleTitle(row.make_name, row.range_name)} ${row.derivative}`,
      price: cashPriceOf(row),
      status: row.status,
    },
    price_drop: row.price_drop === 1,
    reserved: row.reserved === 1,
    sold: row.sold === 1,
    last_price: row.last_price,
    last_status: row.last_status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** GET /api/car-alerts: the cars the customer follows, the newest subscription first. */
export async function listCarAlerts(db: DealerDb, customer: Customer): Promise<CarAlert[]> {
  const rows = await alertsWithCars(db)
    .where("car_alerts.customer_id", "=", customer.id)
    .orderBy("car_alerts.created_at", "desc")
    .orderBy("car_alerts.vehicle_id", "desc")
    .execute();
  return rows.map(view);
}

/**
 * PUT /api/car-alerts/{vehicle_id}: which alerts the customer wants for the car. A new subscription keeps the car's
 * price and status now; a changed one keeps those it had (what the customer was last told). 404 no such car; 422 at
 * MAX_CAR_ALERTS_PER_CUSTOMER cars (`car_alert_limit`).
 */
export async function putCarAlert(
  db: DealerDb,
  customer: Customer,
  vehicleId: number,
  body: unknown,
  now: Date,
): Promise<Outcome<{ alert: CarAlert; created: boolean }>> {
  const sent = parseBody(carAlertRequest, body);
  if (!sent.ok) return sent;
  const car = await db
    .selectFrom("vehicles")
    .select(["final_price", "admin_fee", "status"])
    .where("id", "=", vehicleId)
    .executeTakeFirst();
  if (!car) return refused(404, NO_SUCH_CAR);
  const at = now.toISOString();
  const flags = {
    price_drop: sent.value.price_drop ? 1 : 0,
    reserved: sent.value.reserved ? 1 : 0,
    sold: sent.value.sold ? 1 : 0,
  };
  const stored = await db.transaction().execute(async (trx): Promise<Outcome<boolean>> => {
    // Counted under the customer's lock, so two new subscriptions at once cannot both pass the cap.
    await lockForTransaction(trx, `car_alerts:${customer.id}`);
    const changed = await trx
      .updateTable("car_alerts")
      .set({ ...flags, updated_at: at })
      .where("customer_id", "=", customer.id)
      .where("vehicle_id", "=", vehicleId)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 1) return { ok: true, value: false };
    const { count } = await trx
      .selectFrom("car_alerts")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("customer_id", "=", customer.id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_CAR_ALERTS_PER_CUSTOMER)
      return {
        ok: false,
        refusal: {
          status: 422,
          code: CAR_ALERT_LIMIT,
          message: `You can follow up to ${MAX_CAR_ALERTS_PER_CUSTOMER} cars. Stop following one to follow another.`,
        },
      };
    const row: AlertRow = {
      customer_id: customer.id,
      vehicle_id: vehicleId,
      ...flags,
      last_price: cashPriceOf(car),
      last_status: car.status,
      created_at: at,
      updated_at: at,
    };
    await trx.insertInto("car_alerts").values(row).execute();
    return { ok: true, value: true };
  });
  if (!stored.ok) return stored;
  const alert = await alertsWithCars(db)
    .where("car_alerts.customer_id", "=", customer.id)
    .where("car_alerts.vehicle_id", "=", vehicleId)
    .executeTakeFirstOrThrow();
  return { ok: true, value: { alert: view(alert), created: stored.value } };
}

/** DELETE /api/car-alerts/{vehicle_id}: false when the customer does not follow the car. */
export async function deleteCarAlert(db: DealerDb, customer: Customer, vehicleId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom("car_alerts")
    .where("customer_id", "=", customer.id)
    .where("vehicle_id", "=", vehicleId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

// ---- For the alert job (dealer-api/alerts/) ----

export type CarAlertKind = "price_drop" | "reserved" | "sold";

export interface CarAlertDue {
  customer_id: number;
  vehicle_id: number;
  /** What happened since the subscription's last price and status, of what the customer asked to hear. */
  kinds: CarAlertKind[];
  price: number;
  status: string;
  last_price: number;
  last_status: string;
}

/** A subscription with something to tell: the car cheaper than last time, or newly reserved or sold, as asked. */
const isDue = (eb: ExpressionBuilder<DueTables, "car_alerts" | "vehicles">) =>
  eb.or([
    eb.and([
      eb("car_alerts.price_drop", "=", 1),
      eb(eb("vehicles.final_price", "+", eb.ref("vehicles.admin_fee")), "<", eb.ref("car_alerts.last_price")),
    ]),
    eb.and([
      eb("car_alerts.reserved", "=", 1),
      eb("vehicles.status", "=", "RESERVED"),
      eb("car_alerts.last_status", "<>", "RESERVED"),
    ]),
    eb.and([
      eb("car_alerts.sold", "=", 1),
      eb("vehicles.status", "=", "SOLD"),
      eb("car_alerts.last_status", "<>", "SOLD"),
    ]),
  ]);
type DueTables = Pick<DB, "car_alerts" | "vehicles">;

/**
 * Subscriptions with something to tell, at most `limit`: the car's cash price below the last one (price_drop), or the
 * car newly reserved or sold (its status now differs from the last one, and is what the customer asked about).
 */
export async function carAlertsDue(db: DealerDb, limit: number): Promise<CarAlertDue[]> {
  const rows = await db
    .selectFrom("car_alerts")
    .innerJoin("vehicles", "vehicles.id", "car_alerts.vehicle_id")
    .selectAll("car_alerts")
    .select(["vehicles.final_price", "vehicles.admin_fee", "vehicles.status"])
    .where(isDue)
    .orderBy("car_alerts.vehicle_id")
    .orderBy("car_alerts.customer_id")
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const price = cashPriceOf(row);
    const kinds: CarAlertKind[] = [];
    if (row.price_drop === 1 && price < row.last_price) kinds.push("price_drop");
    if (row.reserved === 1 && row.status === "RESERVED" && row.last_status !== "RESERVED")
      kinds.push("reserved");
    if (row.sold === 1 && row.status === "SOLD" && row.last_status !== "SOLD") kinds.push("sold");
    return {
      customer_id: row.customer_id,
      vehicle_id: row.vehicle_id,
      kinds,
      price,
      status: row.status,
      last_price: row.last_price,
      last_status: row.last_status,
    };
  });
}

/**
 * The alert job told the customer about the car at this price and status (or re-bases a subscription whose car's price
 * rose, so that a later fall is measured from the new price): what the next alert compares with.
 */
export async function markCarAlerted(
  db: DealerDb,
  customerId: number,
  vehicleId: number,
  { price, status }: { price: number; status: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable("car_alerts")
    .set({ last_price: price, last_status: status, updated_at: now.toISOString() })
    .where("customer_id", "=", customerId)
    .where("vehicle_id", "=", vehicleId)
    .execute();
}

export interface CarAlertChange {
  customer_id: number;
  vehicle_id: number;
  price: number;
  status: string;
}

/**
 * Subscriptions whose car changed in a way not to be told (its price rose, fell unasked, or its status changed to one
 * not asked about, or back to for sale), at most `limit`: the alert job re-bases them (`markCarAlerted`) without an
 * e-mail, so that a later fall is measured from the new price and a car reserved again is news again. Never one that
 * is due (`carAlertsDue`): re-basing it would lose its alert.
 */
export async function carAlertsToRebase(db: DealerDb, limit: number): Promise<CarAlertChange[]> {
  const rows = await db
    .selectFrom("car_alerts")
    .innerJoin("vehicles", "vehicles.id", "car_alerts.vehicle_id")
    .select([
      "car_alerts.customer_id",
      "car_alerts.vehicle_id",
      "vehicles.final_price",
      "vehicles.admin_fee",
      "vehicles.status",
    ])
    .where((eb) =>
      eb.and([
        eb.or([
          eb(
            eb("vehicles.final_price", "+", eb.ref("vehicles.admin_fee")),
            "<>",
            eb.ref("car_alerts.last_price"),
          ),
          eb("vehicles.status", "<>", eb.ref("car_alerts.last_status")),
        ]),
        eb.not(isDue(eb)),
      ]),
    )
    .orderBy("car_alerts.vehicle_id")
    .orderBy("car_alerts.customer_id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    customer_id: row.customer_id,
    vehicle_id: row.vehicle_id,
    price: cashPriceOf(row),
    status: row.status,
  }));
}
