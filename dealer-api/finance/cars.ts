import { keptQuotes } from "../cache";
import type { FinanceQuotes } from "../contract/finance";
import { offerTags } from "../contract/vehicle";
import type { DealerDb } from "../db/database";
import { ageInMonths, type FinanceCar } from "./offer";
import { carFinanceOffers, type FinancePricing } from "./promotions";
import { financeQuotesFor } from "./quotes";
import type { RequestedChoice } from "./rules";

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

/**
 * A car's quotes depend only on the car as the lender sees it (price, age, mileage, offer, the promotions that apply)
 * and the choice: lists ask for the same cars again and again (search cards, similar cars, the saved bars), so they
 * are kept (cache.ts, `financeQuotes`).
 */
export const quotesFor = (car: StockFinanceCar, choice: RequestedChoice) =>
  keptQuotes(JSON.stringify([car, choice]), () => financeQuotesFor(car, choice));

export function quotesByKey(
  cars: Map<string, StockFinanceCar>,
  choice: RequestedChoice,
): Record<string, FinanceQuotes> {
  return Object.fromEntries([...cars].map(([key, car]) => [key, quotesFor(car, choice)]));
}
