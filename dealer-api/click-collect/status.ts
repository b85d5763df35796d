import type { OrderStatus } from "../contract/click-collect";
import type { ReservationStatus } from "../contract/reservations";
import { currentStatus } from "../reservations/read";

/** The reservation that holds a placed order's car, as stored. */
export interface OrderHold {
  status: ReservationStatus;
  expires_at: string;
  hold_until: string | null;
}

/**
 * An order's status, read from what the customer did and, once placed, from its reservation: the reservation is the
 * one record of the payment, so the order never has to be kept in step with it. Pending → awaiting_payment; paid →
 * placed; cancelled at the checkout, or lapsed unpaid → cancelled.
 */
export function orderStatus(
  state: "draft" | "submitted" | "cancelled",
  hold: OrderHold | null,
  now: Date,
): OrderStatus {
  if (state !== "submitted") return state;
  if (!hold) return "cancelled";
  const status = currentStatus(hold.status, hold.expires_at, now);
  if (status === "pending") return "awaiting_payment";
  return status === "paid" ? "placed" : "cancelled";
}

/**
 * Whether the order counts towards the customer's MAX_ORDERS at once: drafts and orders awaiting payment do, and a
 * placed order while the reservation holds the car for the customer (its hold_until).
 */
export function countsTowardsLimit(status: OrderStatus, hold: OrderHold | null, now: Date): boolean {
  if (status === "draft" || status === "awaiting_payment") return true;
  if (status === "placed") return hold?.hold_until ? hold.hold_until > now.toISOString() : true;
  return false;
}
