import type { Vehicle, VehicleListing } from "@contract/vehicle";
import { formatPrice } from "../format";

type PricedVehicle = Pick<VehicleListing, "price" | "discount_price" | "final_price">;

/**
 * A discount is shown when the discount price is positive and below the price
 * (docs/product/vehicle-page.md#price-facts; RetailValue in docs/product/finance.md#credit-check).
 */
export function hasDiscount(vehicle: PricedVehicle): boolean {
  return vehicle.discount_price > 0 && vehicle.discount_price < vehicle.price;
}

export interface PriceWhenNew {
  /** List price plus VAT plus the optional extras fitted, whole pounds. */
  total: number;
  /** What the buyer saves against that total by buying this car; 0 or less means no saving. */
  saving: number;
}

/**
 * docs/product/vehicle-page.md#price-facts: price when new = new price + VAT + optional extras priced above
 * 0; saving = that total as a whole number minus the vehicle price. We take away the price the buyer pays
 * (the discounted one), see docs/decisions.
 */
export function priceWhenNew(
  vehicle: Pick<Vehicle, "price_when_new" | "vat_when_new" | "optional_extras" | "final_price">,
): PriceWhenNew {
  const extras = vehicle.optional_extras
    .filter((extra) => extra.price > 0)
    .reduce((sum, extra) => sum + extra.price, 0);
  const total = Math.trunc(vehicle.price_when_new + vehicle.vat_when_new + extras);
  return { total, saving: total - vehicle.final_price };
}

/**
 * What a retail buyer pays in cash: the car and the compulsory admin fee. The headline price of every surface that
 * shows a car's price (docs/decisions/300-fee-inclusive-prices.md).
 */
export function cashPriceWithFees(vehicle: Pick<VehicleListing, "final_price" | "admin_fee">): number {
  return vehicle.final_price + vehicle.admin_fee;
}

/** The line under a fee-inclusive price, "includes £179 admin fee"; none for a car without a fee. */
export function adminFeeNote(adminFee: number): string | undefined {
  return adminFee > 0 ? `includes ${formatPrice(adminFee)} admin fee` : undefined;
}
