import type { VehicleListing } from "@contract/vehicle";
import { formatMileage, formatNumber, formatPrice } from "~/lib/format";
import { cashPriceWithFees } from "~/lib/vehicle/pricing";

/** The side-by-side comparison's rows (issue 6): one per fact, in this order. */
export const COMPARE_ROWS = [
  { key: "price", label: "Price" },
  { key: "monthly", label: "Monthly" },
  { key: "age", label: "Age" },
  { key: "mileage", label: "Mileage" },
  { key: "fuel", label: "Fuel" },
  { key: "gearbox", label: "Gearbox" },
  { key: "mpg", label: "Fuel economy" },
  { key: "co2", label: "CO2 emissions" },
  { key: "tax", label: "Road tax" },
  { key: "insurance", label: "Insurance group" },
  { key: "ulez", label: "ULEZ" },
] as const;

export type CompareRowKey = (typeof COMPARE_ROWS)[number]["key"];
/** Every row but the monthly figure, which carries its own APR and link. */
export type CompareFacts = Record<Exclude<CompareRowKey, "monthly">, string>;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** A car's age from its first registration, as a buyer says it: "3 years 2 months", "11 months". */
export function carAge(firstRegistered: string, today: Date): string {
  const registered = new Date(`${firstRegistered.slice(0, 10)}T00:00:00Z`);
  let months =
    (today.getUTCFullYear() - registered.getUTCFullYear()) * 12 +
    today.getUTCMonth() -
    registered.getUTCMonth();
  if (today.getUTCDate() < registered.getUTCDate()) months -= 1;
  if (months < 1) return "Under a month";
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return plural(rest, "month");
  return rest === 0 ? plural(years, "year") : `${plural(years, "year")} ${plural(rest, "month")}`;
}

export function compareFacts(vehicle: VehicleListing, today: Date): CompareFacts {
  const electric = vehicle.fuel_type.slug === "electric";
  return {
    // The cash price a buyer pays, admin fee included (docs/decisions/300-fee-inclusive-prices.md).
    price: formatPrice(cashPriceWithFees(vehicle)),
    age: `${carAge(vehicle.date_first_registered, today)} (${vehicle.plate} reg)`,
    mileage: formatMileage(vehicle.odometer_value),
    fuel: vehicle.fuel_type.name,
    gearbox: vehicle.transmission,
    mpg:
      vehicle.mpg > 0
        ? `${vehicle.mpg.toFixed(1)} mpg`
        : electric
          ? "Not applicable (electric)"
          : "Not known",
    co2: `${formatNumber(vehicle.co2_gkm)} g/km`,
    tax: `${formatPrice(vehicle.tax_rate_value)} a year`,
    insurance: `Group ${vehicle.insurance_group}`,
    ulez: vehicle.ulez_compliant ? "Compliant" : "Not compliant",
  };
}

/**
 * The best value of a comparison: the car (or cars, on a tie) with the lowest fee-inclusive cash price, among cars
 * still for sale; none with fewer than two such cars, as one car is the best of nothing.
 */
export function bestValue(cars: readonly { slug: string; cashPrice: number; forSale: boolean }[]): string[] {
  const priced = cars.filter((car) => car.forSale);
  if (priced.length < 2) return [];
  const lowest = Math.min(...priced.map((car) => car.cashPrice));
  if (priced.every((car) => car.cashPrice === lowest)) return [];
  return priced.filter((car) => car.cashPrice === lowest).map((car) => car.slug);
}
