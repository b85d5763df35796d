import type { VehicleListing } from "@contract/vehicle";
import { formatMileage } from "~/lib/format";

/** What the facts line reads from a car: a listing (a search card) has all of it, as a whole car does. */
export type KeyFactsVehicle = Pick<
  VehicleListing,
  "year" | "plate" | "odometer_value" | "transmission" | "fuel_type" | "engine_size" | "body_type"
>;

const capitalised = (word: string) => (word ? word[0].toUpperCase() + word.slice(1) : word);

/** Cubic centimetres as a buyer reads an engine: 998 → "1.0L"; an electric car (0 cc) has none. */
function engineLitres(cc: number): string | null {
  return cc > 0 ? `${(cc / 1000).toFixed(1)}L` : null;
}

/**
 * The one line of facts a buyer scans first, under a car's name (docs/product/vehicle-page.md#the-first-screen):
 * year and plate, mileage, gearbox, fuel, engine size, body, as "2021 (21 reg) · 48,785 miles · Manual · Petrol · 1.0L ·
 * Hatchback". An electric car has no engine size, so the line leaves it out rather than saying "0.0L".
 */
export function keyFactsLine(vehicle: KeyFactsVehicle): string {
  return [
    `${vehicle.year} (${vehicle.plate} reg)`,
    formatMileage(vehicle.odometer_value),
    capitalised(vehicle.transmission),
    vehicle.fuel_type.name,
    engineLitres(vehicle.engine_size),
    vehicle.body_type.name,
  ]
    .filter((fact): fact is string => Boolean(fact))
    .join(" · ");
}
