import {
  CHECKOUT_HOLD_MINUTES,
  RESERVATION_DEPOSIT_PENCE,
  RESERVATION_HOLD_DAYS,
} from "../../../dealer-api/contract/reservations-vocabulary";
import { formatPrice } from "~/lib/format";
import { safeRedirect } from "~/lib/safe-redirect";

/** The deposit: £99 (9,900 pence; docs/product/accounts-and-reservations.md#reserving-a-car). */
export const depositText = formatPrice(RESERVATION_DEPOSIT_PENCE / 100);

/** docs/product/accounts-and-reservations.md#reserving-a-car: what a reservation gives the shopper (free delivery: docs/decisions/005). */
export const RESERVATION_FACTS = [
  `A ${depositText} deposit holds the car for you for ${RESERVATION_HOLD_DAYS} days`,
  "The deposit is fully refundable, and comes off the price when you buy",
  "7 day money-back guarantee",
  "90 day warranty included",
  "Free delivery within 40 miles of your branch",
] as const;

export const CHECKOUT_HOLD_TEXT = `${CHECKOUT_HOLD_MINUTES} minutes`;

const dayAndTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const day = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "Monday 30 November 2026 at 10:05", in UK time. */
export function formatInstant(iso: string): string {
  const parts = Object.fromEntries(
    dayAndTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute}`;
}

/** The visit the shopper asked for: "Saturday 7 November 2026 at 10:30" (date YYYY-MM-DD, time HH:MM). */
export function formatVisit(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return time;
  const text = day.format(new Date(`${date}T00:00:00Z`)).replace(",", "");
  return time ? `${text} at ${time}` : text;
}

/**
 * Where to send the shopper to pay: the built-in test checkout is a path on this site; a real card provider's page is
 * an https address. Anything else is refused (undefined).
 */
export function checkoutLocation(url: string): string | undefined {
  if (url.startsWith("/")) {
    const path = safeRedirect(url, "");
    return path.startsWith("/checkout/") ? path : undefined;
  }
  try {
    return new URL(url).protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}
