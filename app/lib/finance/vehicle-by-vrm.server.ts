import type { Vehicle } from "@contract/vehicle";
import { findVehicleSlug, getVehicle } from "~/dealer/stock.server";

/** The car a registration belongs to (for sale, reserved or sold), or undefined when the dealer has none. */
export async function findVehicleByVrm(vrm: string): Promise<Vehicle | undefined> {
  const slug = await findVehicleSlug({ vrm: vrm.replace(/\s+/g, "").toUpperCase() });
  return slug ? getVehicle(slug) : undefined;
}
