import { colourLabels, type BodyType, type Colour } from "../contract/vehicle";
import type { DealerDb } from "../db/database";

export type { BodyType } from "../contract/vehicle";

/** What the generated pictures of a car need: its shape, its paint and what to call it in alt text. */
export interface VehicleAppearance {
  bodyType: BodyType;
  /** The colour buyers know it by ("Grey"), for alt text such as "Grey 2019 Ford Fiesta, side view". */
  colourName: string;
  colourHex: string;
  make: string;
  range: string;
  year: number;
}

export async function findVehicleAppearance(
  db: DealerDb,
  slug: string,
): Promise<VehicleAppearance | undefined> {
  const car = await db
    .selectFrom("vehicles")
    .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
    .select(["body_type", "colour", "colour_hex", "make_name", "range_name", "year"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!car) return undefined;
  return {
    bodyType: car.body_type as BodyType,
    colourName: colourLabels[car.colour as Colour],
    colourHex: car.colour_hex,
    make: car.make_name,
    range: car.range_name,
    year: car.year,
  };
}
