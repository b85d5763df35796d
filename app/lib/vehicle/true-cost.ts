import type { Vehicle } from "@contract/vehicle";
import { formatPrice } from "../format";
import { cashPriceWithFees } from "./pricing";
import { isUlezCompliant, ULEZ_DAILY_CHARGE } from "./ulez";
import { formatOrdinalDate } from "./dates";

/** One row of the "true cost" table; the finance issue appends its own rows in the same shape. */
export interface CostRow {
  key: string;
  label: string;
  value: string;
  /** A short explanation under the value. */
  note?: string;
}

type CostedVehicle = Pick<
  Vehicle,
  "final_price" | "admin_fee" | "tax_rate_value" | "fuel_type" | "technical_data" | "insurance_group" | "mot"
>;

/** What this car costs to buy and keep on the road, beyond the sticker price (what buyers ask before they visit). */
export function trueCostRows(vehicle: CostedVehicle): CostRow[] {
  const ulez = isUlezCompliant(vehicle.fuel_type.name, vehicle.technical_data["standard-euro-emissions"]);
  return [
    {
      key: "cash-price",
      label: "Cash price including compulsory fees",
      value: formatPrice(cashPriceWithFees(vehicle)),
      note:
        vehicle.admin_fee > 0
          ? `${formatPrice(vehicle.final_price)} plus the ${formatPrice(vehicle.admin_fee)} admin fee`
          : "No admin fee applies",
    },
    {
      key: "road-tax",
      label: "Road tax (VED)",
      value: vehicle.tax_rate_value > 0 ? `${formatPrice(vehicle.tax_rate_value)} a year` : "£0 a year",
    },
    {
      key: "ulez",
      label: "London ULEZ",
      value: ulez ? "Compliant" : "Not compliant",
      note: ulez
        ? "No daily charge in the Ultra Low Emission Zone"
        : `${formatPrice(ULEZ_DAILY_CHARGE)} a day to drive in the Ultra Low Emission Zone`,
    },
    { key: "insurance", label: "Insurance group", value: `${vehicle.insurance_group} of 50` },
    { key: "mot", label: "MOT valid until", value: formatOrdinalDate(vehicle.mot.date) },
  ];
}
