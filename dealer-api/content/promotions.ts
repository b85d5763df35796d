import type { Promo, PromoFinance } from "../contract/content";
import type { DealerDb } from "../db/database";
import { fromJson } from "./http";

/**
 * The vehicle promotions as the content service answers them (GET /api/offers/template/vehicle-promotion), in id
 * order. The finance service reads the same list to price the finance offers among them.
 */
export async function readPromotions(db: DealerDb): Promise<Promo[]> {
  const rows = await db
    .selectFrom("promotions")
    .selectAll()
    .where("template", "=", "vehicle-promotion")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    template: "vehicle-promotion",
    contents: {
      rules: fromJson<Promo["contents"]["rules"]>(row.rules_json),
      heading: row.heading,
      text: row.text,
      terms: row.terms,
      link: row.link,
      ends_on: row.ends_on,
      finance: row.finance_json === null ? null : fromJson<PromoFinance>(row.finance_json),
    },
  }));
}
