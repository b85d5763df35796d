import type { DeliveryTariff } from "./delivery";

/**
 * Delivering a car by the dealer's tariff (delivery.ts), one rule for the site's cards and car page and the dealer
 * API's deals. Plain code with no zod, so the car page's browser code can price delivery without the schemas.
 */

/** A delivery priced by the tariff: free, a price in whole pounds, or by arrangement only. */
export type DeliveryQuote = { kind: "free" } | { kind: "priced"; price: number } | { kind: "by-arrangement" };

/** The band the miles fall in; an area over the water (or beyond a last band with a limit) is by arrangement. */
export function deliveryQuote(tariff: DeliveryTariff, miles: number, outward: string): DeliveryQuote {
  const area = outward.match(/^[A-Z]+/)?.[0] ?? "";
  if (tariff.by_arrangement_areas.includes(area)) return { kind: "by-arrangement" };
  const band = tariff.bands.find((each) => each.up_to_miles === null || miles <= each.up_to_miles);
  if (!band) return { kind: "by-arrangement" };
  return band.price === 0 ? { kind: "free" } : { kind: "priced", price: band.price };
}
