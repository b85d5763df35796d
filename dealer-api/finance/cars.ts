import { offerTags } from "../contract/vehicle";
import type { DealerDb } from "../db/database";
import { ageInMonths, type FinanceCar } from "./offer";
import { carFinanceOffers, type FinancePricing } from "./promotions";

/** What the finance service reads about a car: a few columns of the narrow `vehicles` row, never the details. */

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
    .select([
      "vrm",
      "stock_id",
      "final_price",
      "admin_fee",
      "date_first_registered",
      "odometer",
      "tag_mask",
      "make_slug",
      "range_slug",
      "fuel_type",
      "body_type",
      "site_id",
    ])
    .where(by, "in", [...values])
    .where("status", "!=", "SOLD")
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
