import type { DeliveryTariff } from "@contract/delivery";
import { formatPrice } from "../format";

/**
 * Delivery of a car to the shopper's postcode, by the dealer's tariff (content service; free within 40 miles of the
 * car's branch: docs/decisions/140-distance-and-delivery.md), and the words the cards and the vehicle page use.
 * Miles are whole miles as the crow flies, from the dealer API's place answer.
 */

export type DeliveryQuote = { kind: "free" } | { kind: "priced"; price: number } | { kind: "by-arrangement" };

/** The band the miles fall in; an area over the water (or beyond a last band with a limit) is by arrangement. */
export function deliveryQuote(tariff: DeliveryTariff, miles: number, outward: string): DeliveryQuote {
  const area = outward.match(/^[A-Z]+/)?.[0] ?? "";
  if (tariff.by_arrangement_areas.includes(area)) return { kind: "by-arrangement" };
  const band = tariff.bands.find((each) => each.up_to_miles === null || miles <= each.up_to_miles);
  if (!band) return { kind: "by-arrangement" };
  return band.price === 0 ? { kind: "free" } : { kind: "priced", price: band.price };
}

export const milesText = (miles: number) =>
  miles < 1 ? "under a mile" : miles === 1 ? "1 mile" : `${miles} miles`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A card's "12 miles away, at Leeds". */
export const awayLine = (miles: number, town: string) => `${capitalised(milesText(miles))} away, at ${town}`;

/** "Collect from Leeds (12 miles)" */
export const collectLine = (town: string, miles: number) => `Collect from ${town} (${milesText(miles)})`;

/** "Free delivery to LS11 (12 miles)", "Delivery £149 to LS11 (64 miles)". */
export function deliveryLine(quote: DeliveryQuote, outward: string, miles: number): string {
  const distance = milesText(miles);
  if (quote.kind === "free") return `Free delivery to ${outward} (${distance})`;
  if (quote.kind === "priced") return `Delivery ${formatPrice(quote.price)} to ${outward} (${distance})`;
  return `Delivery to ${outward} (${distance}) by arrangement: call us for a price`;
}
