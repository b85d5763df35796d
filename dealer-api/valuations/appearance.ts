import { colourLabels } from "../contract/vehicle";
import type { DealerDb } from "../db/database";
import type { VehicleAppearance } from "../stock/appearance";
import { resolveVehicle } from "./service";
import { derivativeByCapId } from "./vehicles";

const valuationSlug = /^valuation-([a-z0-9]{2,7})$/;

/**
 * The picture of a car the valuation lookup answers (`/media/vehicles/valuation-{vrm}/…`): drawn like a stock car's,
 * from its body, its paint and its year. Only cars of the catalogue have one.
 */
export async function findValuationAppearance(
  db: DealerDb,
  slug: string,
  today: Date,
): Promise<VehicleAppearance | undefined> {
  const vrm = valuationSlug.exec(slug)?.[1]?.toUpperCase();
  const vehicle = vrm ? await resolveVehicle(db, vrm, today) : undefined;
  const derivative = derivativeByCapId(vehicle?.cap_id ?? null);
  if (!vehicle || !derivative) return undefined;
  const paint = derivative.make.paints.find(([name]) => name === vehicle.colour);
  if (!paint) return undefined;
  return {
    bodyType: derivative.range.body,
    colourName: colourLabels[paint[1]],
    colourHex: paint[2],
    make: derivative.make.name,
    range: derivative.range.name,
    year: Number(vehicle.registration_date.slice(0, 4)),
  };
}
