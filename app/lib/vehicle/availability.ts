import type { VehicleListing } from "../../../dealer-api/contract/vehicle";

type StatusOf = Pick<VehicleListing, "status" | "reserved">;

/** Spec 2 §3: a SOLD car is marked sold; reserved cars are marked too. Undefined for a car that is for sale. */
export function availabilityLabel(vehicle: StatusOf): "Sold" | "Reserved" | undefined {
  if (vehicle.status === "SOLD") return "Sold";
  if (vehicle.status === "RESERVED" || vehicle.reserved) return "Reserved";
  return undefined;
}

/** Only a car for sale, and not already reserved, can be reserved online. */
export function isReservable(vehicle: StatusOf): boolean {
  return availabilityLabel(vehicle) === undefined;
}

/** The page's `?modal=` values (spec 2 §2); the forms issue renders them. */
export const vehicleModals = ["enquire", "reserve", "testdrivesearch"] as const;
export type VehicleModal = (typeof vehicleModals)[number];

/** The modal to open on load, if any: `enquire=1` means the request-more-images enquiry; no reserving a sold car. */
export function modalToOpen(
  requested: { modal?: string | null; enquire?: string | null },
  vehicle: StatusOf,
): VehicleModal | undefined {
  const modal = vehicleModals.find((name) => name === requested.modal);
  if (modal === "reserve" && !isReservable(vehicle)) return undefined;
  if (modal) return modal;
  return requested.enquire === "1" ? "enquire" : undefined;
}
