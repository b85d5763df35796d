import type { VehicleListing } from "@contract/vehicle";
import { formatMileage, formatPrice } from "../format";
import { availabilityLabel } from "./availability";
import { cashPriceWithFees } from "./pricing";

type TitledVehicle = Pick<
  VehicleListing,
  | "year"
  | "make"
  | "range"
  | "derivative"
  | "final_price"
  | "admin_fee"
  | "status"
  | "reserved"
  | "colour"
  | "plate"
  | "odometer_value"
  | "fuel_type"
  | "transmission"
  | "location"
>;

const SITE = "Northway Cars";

/** "Used 2019 Ford Fiesta 1.0 EcoBoost 125 Titanium 5dr | £9,495 | Northway Cars"; sold cars say so first. */
export function vehiclePageTitle(vehicle: TitledVehicle): string {
  const status = availabilityLabel(vehicle);
  const name = `${vehicle.year} ${vehicle.make.name} ${vehicle.range.name} ${vehicle.derivative}`;
  // The cash price a buyer pays, admin fee included (docs/decisions/300-fee-inclusive-prices.md).
  return `${status ? `${status}: ` : "Used "}${name} | ${formatPrice(cashPriceWithFees(vehicle))} | ${SITE}`;
}

/** A description a search result can show: what the car is, its price and where it is. */
export function vehiclePageDescription(vehicle: TitledVehicle): string {
  const facts = [
    `${vehicle.colour} ${vehicle.year} (${vehicle.plate}) ${vehicle.make.name} ${vehicle.range.name} ${vehicle.derivative}`,
    formatMileage(vehicle.odometer_value),
    vehicle.fuel_type.name.toLowerCase(),
    vehicle.transmission.toLowerCase(),
  ].join(", ");
  const where = `${vehicle.location.site.name}`;
  if (vehicle.status === "SOLD") return `${facts}. Sold at ${where}; see similar used cars for sale.`;
  return `${facts}. ${formatPrice(cashPriceWithFees(vehicle))} at ${where}. Reserve online with a fully refundable £99 deposit.`;
}
