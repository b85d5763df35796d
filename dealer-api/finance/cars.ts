import { offerTags } from "../contract/vehicle";
import type { DealerDb } from "../db/database";
import { ageInMonths, type FinanceCar } from "./offer";
import { carFinanceOffers, type FinancePricing } from "./promotions";

/** What the finance service reads about a car: a few columns of the narrow `vehicles` row and its admin fee. */

export interface StockFinanceCar extends FinanceCar {
  vrm: string;
  stockId: string;
}

const zeroAprBit = 1 << offerTags.indexOf("0-apr");

/**
 * Cars for sale (or reserved) by VRM or stock id, keyed by the value asked for, as the lender prices them: the cash
 * price with the compulsory admin fee, the age on the pricing day, and the finance offers that apply. Sold and unknown
 * cars are left out: nobody can take finance on them.
 */
export async function financeCars(
  db: DealerDb,
  by: "vrm" | "stock_id",
  values: readonly string[],
  pricing: FinancePricing,
): Promise<Map<string, StockFinanceCar>> {
  if (values.length === 0) return new Map();
  const rows = await db
    .selectFrom("vehicles")
    .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
    .select([
      "vehicles.vrm",
      "vehicles.stock_id",
      "vehicles.final_price",
      "vehicle_details.admin_fee",
      "vehicles.date_first_registered",
      "vehicles.odometer",
      "vehicles.tag_mask",
      "vehicles.make_slug",
      "vehicles.range_slug",
      "vehicles.fuel_type",
      "vehicles.body_type",
      "vehicles.site_id",
    ])
    .where(`vehicles.${by}`, "in", [...values])
    .where("vehicles.status", "!=", "SOLD")
    .execute();
  return new Map(
    rows.map((row) => [
      by === "vrm" ? row.vrm : row.stock_id,
      {
        vrm: row.vrm,
        stockId: row.stock_id,
        cashPrice: row.final_price + row.admin_fee,
        vehiclePrice: row.final_price,
        ageMonths: ageInMonths(row.date_first_registered, pricing.today),
        odometer: row.odometer,
        zeroAprOffer: (row.tag_mask & zeroAprBit) !== 0,
        promotions: carFinanceOffers(pricing, row),
      },
    ]),
  );
}
