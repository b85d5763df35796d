import {
  CHECKOUT_HOLD_MINUTES,
  RESERVATION_DEPOSIT_PENCE,
  RESERVATION_HOLD_DAYS,
} from "@contract/reservations-vocabulary";
import { formatPrice } from "~/lib/format";
import { formatOrdinalDate } from "~/lib/vehicle/dates";
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

const ukDayAndTime = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "Monday 30th November 2026 at 10:05", in UK time: the site's day format (formatOrdinalDate) and the time. */
export function formatInstant(iso: string): string {
  const parts = Object.fromEntries(
    ukDayAndTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return `${formatOrdinalDate(day, { weekday: true })} at ${parts.hour}:${parts.minute}`;
}

/** The visit the shopper asked for: "Saturday 7th November 2026 at 10:30" (date YYYY-MM-DD, time HH:MM). */
export function formatVisit(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return time;
  const text = formatOrdinalDate(date, { weekday: true });
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
