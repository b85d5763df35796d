import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../db/database";
import {
  CHECKOUT_HOLD_MINUTES,
  RESERVATION_DEPOSIT_PENCE,
  RESERVATION_HOLD_DAYS,
  type Reservation,
} from "../contract/reservations";
import { refused, type Outcome } from "../forms/validate";
import { takeAllowance, tryAgainLater, TOO_MANY_SUBMISSIONS, type RateLimit } from "../forms/rate-limit";
import type { PaymentProvider } from "./payment-provider";
import { findReservation, ukTime, type DealPricing } from "./read";
import { isUniqueViolation, lockForTransaction } from "../db/engine";

export interface HoldRequest {
  vehicleId: number;
  /** The checked answers, the opt-ins and the branch: stored as the reservation's customer record. */
  customer: Record<string, unknown>;
  clientKey: string;
  description: string;
  /** The shopper's stored deal on the car, checked by the caller (it is the car's, and the shopper's to give). */
  dealId?: string | null;
}

/** Unpaid holds past their time stop holding the car. */
export async function lapseExpiredHolds(db: Kysely<DB>, vehicleId: number, now: Date): Promise<void> {
  await db
    .updateTable("reservations")
    .set({ status: "lapsed" })
    .where("vehicle_id", "=", vehicleId)
    .where("status", "=", "pending")
    .where("expires_at", "<=", now.toISOString())
    .execute();
}

/** Why the car cannot be held: sold, being reserved (until when), or reserved. */
export async function whyUnavailable(db: Kysely<DB>, vehicleId: number, status: string): Promise<string> {
  if (status === "SOLD") return "Sorry, this car has been sold.";
  const hold = await db
    .selectFrom("reservations")
    .select(["status", "expires_at"])
    .where("vehicle_id", "=", vehicleId)
    .where("status", "in", ["pending", "paid"])
    .executeTakeFirst();
  if (hold?.status === "pending") {
    return (
      "Sorry, another customer is reserving this car right now. If they do not complete their payment, it will " +
      `be available again after ${ukTime(new Date(hold.expires_at))}.`
    );
  }
  return "Sorry, this car has already been reserved by another customer.";
}

/**
 * Why a car cannot be bought now (sold, reserved, or being reserved), or undefined when it can: holds whose checkout
 * time has run out are lapsed first, so they never keep a car from anyone. Click-and-collect and the deals ask this.
 */
export async function whyNotForSale(
  db: Kysely<DB>,
  vehicle: { id: number; status: string },
  now: Date,
  /** A reservation whose own hold does not count: the deal it carries is priced as if the car were free for it. */
  ownHold?: string,
): Promise<string | undefined> {
  await lapseExpiredHolds(db, vehicle.id, now);
  const held = await db
    .selectFrom("reservations")
    .select(["id", "status"])
    .where("vehicle_id", "=", vehicle.id)
    .where("status", "in", ["pending", "paid"])
    .executeTakeFirst();
  // Paid, the car shows as RESERVED: for that reservation's own deal, it is still the car it holds.
  const heldForIt = ownHold !== undefined && held?.id === ownHold;
  const shown = heldForIt && held?.status === "paid" && vehicle.status === "RESERVED";
  return (vehicle.status !== "FOR_SALE_RETAIL" && !shown) || (held && !heldForIt)
    ? whyUnavailable(db, vehicle.id, vehicle.status)
    : undefined;
}

/**
 * Unpaid holds keep cars from everyone until their checkout time runs out (CHECKOUT_HOLD_MINUTES, kept short), so each
 * client may have only a few at once, and may start only a few on the same car in a day. Nothing counts other
 * clients' holds: a shopper is never refused because of what others hold, only told when their own first hold runs
 * out (docs/decisions/246-unpaid-holds-without-a-global-cap.md).
 */
async function unpaidHoldsRefusal(
  db: Kysely<DB>,
  { clientKey, vehicleId }: { clientKey: string; vehicleId: number },
  now: Date,
  limit: RateLimit,
) {
  const mine = await db
    .selectFrom("reservations")
    .select("expires_at")
    .where("client_key", "=", clientKey)
    .where("status", "=", "pending")
    .where("expires_at", ">", now.toISOString())
    .orderBy("expires_at", "desc")
    .limit(limit.holdsPerClient)
    .execute();
  if (mine.length >= limit.holdsPerClient) {
    const held = `You already have ${mine.length} cars on hold waiting for the deposit.`;
    const firstToLapse = new Date(mine[mine.length - 1]!.expires_at);
    return tryAgainLater(`${held} Pay for or cancel one of them first.`, firstToLapse, now);
  }
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const thisCar = await db
    .selectFrom("reservations")
    .select("created_at")
    .where("client_key", "=", clientKey)
    .where("vehicle_id", "=", vehicleId)
    .where("status", "in", ["pending", "lapsed", "cancelled"])
    .where("created_at", ">", dayAgo)
    .orderBy("created_at", "desc")
    .limit(limit.holdsPerCarPerDay)
    .execute();
  if (thisCar.length >= limit.holdsPerCarPerDay) {
    const oldest = Date.parse(thisCar[thisCar.length - 1]!.created_at);
    return tryAgainLater(
      `You have started reserving this car ${thisCar.length} times today without paying the deposit.`,
      new Date(oldest + DAY_MS),
      now,
    );
  }
  return undefined;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The hold this shopper already has on the car, unpaid and in time: the same visitor with the same details sending the
 * reservation again (a double click, a post sent again). Someone else on the same address has other details.
 */
async function ownHold(
  trx: Kysely<DB>,
  vehicleId: number,
  clientKey: string,
  customerJson: string,
  now: Date,
) {
  const own = await trx
    .selectFrom("reservations")
    .select("id")
    .where("vehicle_id", "=", vehicleId)
    .where("status", "=", "pending")
    .where("client_key", "=", clientKey)
    .where("customer_json", "=", customerJson)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return own?.id;
}

/** How long a repeat waits for the first copy's payment session, which is opened just after its hold. */
const REPEAT_WAIT_MS = 5000;

/** The first copy's reservation, once its checkout is open: the shopper is taken to that one checkout. */
async function checkoutOf(
  db: Kysely<DB>,
  id: string,
  now: Date,
  pricing?: DealPricing,
): Promise<Outcome<Reservation>> {
  const deadline = Date.now() + REPEAT_WAIT_MS;
  for (;;) {
    const reservation = await findReservation(db, id, now, pricing);
    if (reservation?.checkout) return { ok: true, value: reservation };
    // The first copy could not open a payment session, and was cancelled: so is this one.
    if (!reservation || reservation.status !== "pending" || Date.now() > deadline)
      return refused(502, PAYMENT_SERVICE_DOWN);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const PAYMENT_SERVICE_DOWN = "The payment service is not available at the moment. You have not been charged.";

/**
 * Holds the car for the shopper and opens a payment session for the deposit. The hold is one insert guarded by the
 * unique index "one pending or paid reservation per car": of two shoppers at once, exactly one insert succeeds.
 */
export async function holdVehicle(
  db: Kysely<DB>,
  provider: PaymentProvider,
  request: HoldRequest,
  { now, limit, pricing }: { now: Date; limit: RateLimit; pricing?: DealPricing },
): Promise<Outcome<Reservation>> {
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000);
  const customerJson = JSON.stringify(request.customer);
  let refusal: Outcome<never> | undefined;
  let repeatOf: string | undefined;
  try {
    refusal = await db.transaction().execute(async (trx) => {
      // The client's unpaid holds are counted before this one is added: one hold at a time per client does both,
      // whichever engine (see lockForTransaction). The car itself is guarded by the unique index anyway.
      await lockForTransaction(trx, `reservations:unpaid-holds:${request.clientKey}`);
      await lapseExpiredHolds(trx, request.vehicleId, now);
      repeatOf = await ownHold(trx, request.vehicleId, request.clientKey, customerJson, now);
      if (repeatOf) return undefined;
      const vehicle = await trx
        .selectFrom("vehicles")
        .select("status")
        .where("id", "=", request.vehicleId)
        .executeTakeFirstOrThrow();
      if (vehicle.status !== "FOR_SALE_RETAIL") {
        return refused(409, await whyUnavailable(trx, request.vehicleId, vehicle.status));
      }
      const holdsRefusal = await unpaidHoldsRefusal(trx, request, now, limit);
      if (holdsRefusal) return holdsRefusal;
      const allowance = await takeAllowance(trx, {
        clientKey: request.clientKey,
        kind: "reservation",
        now,
        limit,
      });
      if (!allowance.ok) return tryAgainLater(TOO_MANY_SUBMISSIONS, allowance.retryAt, now);
      await trx
        .insertInto("reservations")
        .values({
          id,
          vehicle_id: request.vehicleId,
          status: "pending",
          amount_pence: RESERVATION_DEPOSIT_PENCE,
          currency: "GBP",
          customer_json: customerJson,
          client_key: request.clientKey,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          paid_at: null,
          hold_until: null,
          cancelled_at: null,
          payment_provider: null,
          payment_session_id: null,
          checkout_url: null,
          deal_id: request.dealId ?? null,
        })
        .execute();
      return undefined;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return refused(409, await whyUnavailable(db, request.vehicleId, "FOR_SALE_RETAIL"));
  }
  if (refusal) return refusal;
  if (repeatOf) return checkoutOf(db, repeatOf, now, pricing);

  // Outside the transaction: a real provider is a network call, and the database must not wait on it.
  try {
    const session = await provider.createSession({
      reservationId: id,
      amountPence: RESERVATION_DEPOSIT_PENCE,
      currency: "GBP",
      description: request.description,
      expiresAt,
    });
    await db
      .updateTable("reservations")
      .set({
        payment_provider: session.provider,
        payment_session_id: session.sessionId,
        checkout_url: session.url,
      })
      .where("id", "=", id)
      .execute();
  } catch (error) {
    console.error("[dealer-api] payment session failed", error);
    await db
      .updateTable("reservations")
      .set({ status: "cancelled", cancelled_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    return refused(502, PAYMENT_SERVICE_DOWN);
  }
  const reservation = await findReservation(db, id, now, pricing);
  return reservation ? { ok: true, value: reservation } : refused(404, "Reservation not found");
}

export type PaymentOutcome = "paid" | "cancelled";

/**
 * Applies what the payment provider reports for a session, in one transaction: paid marks the reservation paid, holds
 * the car for 7 days and shows it as RESERVED everywhere; cancelled frees the car. A reservation that is no longer
 * pending (already paid, cancelled or lapsed) is refused with the reason.
 */
export async function recordPaymentOutcome(
  trx: Kysely<DB>,
  {
    provider,
    sessionId,
    outcome,
    now,
  }: { provider: string; sessionId: string; outcome: PaymentOutcome; now: Date },
): Promise<Outcome<string>> {
  const row = await trx
    .selectFrom("reservations")
    .select(["id", "status", "vehicle_id", "expires_at"])
    .where("payment_provider", "=", provider)
    .where("payment_session_id", "=", sessionId)
    .executeTakeFirst();
  if (!row) return refused(404, "Reservation not found");
  if (row.status === "pending" && row.expires_at <= now.toISOString()) {
    await trx.updateTable("reservations").set({ status: "lapsed" }).where("id", "=", row.id).execute();
    return refused(
      409,
      `This reservation lapsed because it was not paid within ${CHECKOUT_HOLD_MINUTES} minutes. You have not been charged.`,
    );
  }
  if (row.status !== "pending") {
    const why = {
      paid: "This reservation has already been paid.",
      cancelled: "This reservation was cancelled. You have not been charged.",
      lapsed: `This reservation lapsed because it was not paid within ${CHECKOUT_HOLD_MINUTES} minutes. You have not been charged.`,
    }[row.status];
    return refused(409, why);
  }
  if (outcome === "cancelled") {
    await trx
      .updateTable("reservations")
      .set({ status: "cancelled", cancelled_at: now.toISOString() })
      .where("id", "=", row.id)
      .execute();
    return { ok: true, value: row.id };
  }
  const shownReserved = await trx
    .updateTable("vehicles")
    .set({ status: "RESERVED" })
    .where("id", "=", row.vehicle_id)
    .where("status", "=", "FOR_SALE_RETAIL")
    .executeTakeFirst();
  if (Number(shownReserved.numUpdatedRows) !== 1) {
    return refused(409, "Sorry, this car is no longer for sale. You have not been charged.");
  }
  const holdUntil = new Date(now.getTime() + RESERVATION_HOLD_DAYS * 24 * 60 * 60_000);
  await trx
    .updateTable("reservations")
    .set({ status: "paid", paid_at: now.toISOString(), hold_until: holdUntil.toISOString() })
    .where("id", "=", row.id)
    .execute();
  return { ok: true, value: row.id };
}
