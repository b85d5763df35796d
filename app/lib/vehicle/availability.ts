import type { VehicleListing } from "@contract/vehicle";

type StatusOf = Pick<VehicleListing, "status" | "reserved">;

/**
 * docs/product/vehicle-page.md#the-page: a SOLD car is marked sold; reserved cars are marked too. Undefined
 * for a car that is for sale.
 */
export function availabilityLabel(vehicle: StatusOf): "Sold" | "Reserved" | undefined {
  if (vehicle.status === "SOLD") return "Sold";
  if (vehicle.status === "RESERVED" || vehicle.reserved) return "Reserved";
  return undefined;
}
