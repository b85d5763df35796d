import type { VehicleListing } from "@contract/vehicle";

/** The credit-check link /can-i-get-credit/ and its query (docs/product/finance.md#credit-check). */

export const PLACEHOLDER_IMAGE = "/media/placeholder.svg";

export type CreditCheckVehicle = Pick<
  VehicleListing,
  | "make"
  | "model"
  | "derivative"
  | "slug"
  | "vrm"
  | "odometer_value"
  | "price"
  | "discount_price"
  | "colour"
  | "fuel_type"
  | "transmission"
  | "date_first_registered"
  | "year"
  | "cap_id"
  | "media_urls"
>;

/** The discount price when it is positive and below the price, otherwise the price. */
export function retailValue(price: number, discountPrice: number): number {
  return discountPrice > 0 && discountPrice < price ? discountPrice : price;
}

/** The first medium image, otherwise the placeholder. */
export function creditCheckImageUrl(media: readonly { medium: string }[]): string {
  return media[0]?.medium || PLACEHOLDER_IMAGE;
}

/** The chosen quote's term, otherwise the calculator slider's term. */
export function loanTerm(quoteTerm: number | undefined, sliderTerm: number): number {
  return quoteTerm && quoteTerm > 0 ? quoteTerm : sliderTerm;
}

export function creditCheckHref(
  vehicle: CreditCheckVehicle,
  terms: { quoteTerm?: number; sliderTerm: number },
): string {
  const query = new URLSearchParams({
    Make: vehicle.make.name,
    Model: vehicle.model,
    Derivative: vehicle.derivative,
    Slug: vehicle.slug,
    Registration: vehicle.vrm,
    Mileage: String(vehicle.odometer_value),
    RetailValue: String(retailValue(vehicle.price, vehicle.discount_price)),
    Colour: vehicle.colour,
    FuelType: vehicle.fuel_type.name,
    Transmission: vehicle.transmission,
    DateRegistered: vehicle.date_first_registered,
    ModelYear: String(vehicle.year),
    CapId: String(vehicle.cap_id),
    LoanTerm: String(loanTerm(terms.quoteTerm, terms.sliderTerm)),
    ImageUrl: creditCheckImageUrl(vehicle.media_urls),
  });
  return `/can-i-get-credit/?${query}`;
}
