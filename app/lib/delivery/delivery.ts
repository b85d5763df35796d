import type { DeliveryQuote } from "@contract/delivery-quote";
import { formatPrice } from "../format";

/**
 * The words the cards and the vehicle page use for delivering a car to the shopper's postcode, priced by the
 * contract's `deliveryQuote` (the dealer's tariff; free within 40 miles of the car's branch:
 * docs/decisions/140-distance-and-delivery.md).
 * Miles are whole miles as the crow flies, from the dealer API's place answer.
 */

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
