import { exampleSentence, figuresFromQuote } from "../contract/finance-example";
import type { DealerDb } from "../db/database";
import { financeCars } from "../finance/cars";
import { productOffer } from "../finance/offer";
import type { FinancePricing } from "../finance/promotions";
import { toFinanceQuote } from "../finance/quotes";
import { representativeChoice } from "../finance/representative";
import { resolveChoice } from "../finance/rules";
import { vehicleTitle } from "../stock/catalogue";

/** A car as an alert e-mail shows it. */
export interface AlertCar {
  id: number;
  /** "Ford Focus 1.0 EcoBoost Titanium 5dr", as the listings name it. */
  name: string;
  /** The site's address of the car: `/used/{category}/{slug}`. */
  path: string;
  /** What the buyer pays: final_price plus the admin fee (docs/decisions/300-fee-inclusive-prices.md). */
  cashPrice: number;
  adminFee: number;
  status: string;
  /** HP on the representative terms (finance/representative.ts); null when the lender declines the car (or it is sold). */
  monthly: number | null;
  /** "Representative example: …", worded as the site words it (contract/finance-example.ts); null with no monthly. */
  example: string | null;
}

/** The listings' one category (stock/serialise.ts): every car's address is under /used/cars/. */
const CATEGORY = "cars";

/**
 * The cars of `ids`, in the order of `ids` (ids of cars gone from the stock left out), each with its HP quote on the
 * representative terms from the one quote engine (finance/offer.ts, as the bulk finance answer prices a card) and its
 * representative example.
 */
export async function alertCars(
  db: DealerDb,
  ids: readonly number[],
  pricing: FinancePricing,
): Promise<AlertCar[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("vehicles")
    .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
    .select([
      "vehicles.id",
      "vehicles.slug",
      "vehicles.vrm",
      "vehicles.status",
      "vehicles.final_price",
      "vehicles.admin_fee",
      "vehicle_details.make_name",
      "vehicle_details.range_name",
      "vehicle_details.derivative",
    ])
    .where("vehicles.id", "in", [...ids])
    .execute();
  const finance = await financeCars(
    db,
    "vrm",
    rows.map((row) => row.vrm),
    pricing,
  );
  const byId = new Map(
    rows.map((row): [number, AlertCar] => {
      const car = finance.get(row.vrm);
      const cashPrice = row.final_price + row.admin_fee;
      let monthly: number | null = null;
      let example: string | null = null;
      if (car) {
        const offer = productOffer("HP", car, resolveChoice(representativeChoice, car.cashPrice));
        if (offer.ok) {
          monthly = offer.quote.regularPayment;
          example = exampleSentence(figuresFromQuote(toFinanceQuote(offer, row.vrm)), row.admin_fee);
        }
      }
      return [
        row.id,
        {
          id: row.id,
          name: `${vehicleTitle(row.make_name, row.range_name)} ${row.derivative}`,
          path: `/used/${CATEGORY}/${row.slug}`,
          cashPrice,
          adminFee: row.admin_fee,
          status: row.status,
          monthly,
          example,
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
