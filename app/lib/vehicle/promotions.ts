import type { Promo } from "../../../dealer-api/contract/content";
import type { VehicleListing } from "../../../dealer-api/contract/vehicle";

type PromotedVehicle = Pick<VehicleListing, "make" | "range" | "fuel_type" | "body_type" | "location">;

const named = (value: { name: string; slug: string }) => [value.name.toLowerCase(), value.slug.toLowerCase()];

/**
 * Spec 2 §5: a promotion applies when at least one of its rules matches the car's make, range, fuel type or body
 * type (lower-cased names; slugs accepted too) or its branch id.
 */
export function promotionApplies(promo: Promo, vehicle: PromotedVehicle): boolean {
  const { rules } = promo.contents;
  const matches = (values: string[] | undefined, candidates: string[]) =>
    (values ?? []).some((value) => candidates.includes(value.trim().toLowerCase()));
  return (
    matches(rules.make, named(vehicle.make)) ||
    matches(rules.range, named(vehicle.range)) ||
    matches(rules.fuel_type, named(vehicle.fuel_type)) ||
    matches(rules.body_type, named(vehicle.body_type)) ||
    (rules.location_id ?? []).includes(vehicle.location.site_id)
  );
}

/** The promotions to show on a car's page: those that apply and have not ended (`today` is "YYYY-MM-DD"). */
export function promotionsFor(promos: Promo[], vehicle: PromotedVehicle, today: string): Promo[] {
  return promos.filter(
    (promo) =>
      promotionApplies(promo, vehicle) &&
      (promo.contents.ends_on === null || promo.contents.ends_on >= today),
  );
}
