import type { Promo, PromoFinance } from "../contract/content";
import type { DealerDb } from "../db/database";
import { fromJson } from "./http";

/**
 * The vehicle promotions as the content service answers them (GET /api/offers/template/vehicle-promotion), in id
 * order. The finance service reads the same list to price the finance offers among them.
 */
export async function readPromotions(db: DealerDb): Promise<Promo[]> {
  return promotionsFrom(await promotionsQuery(db).execute());
}

/** The vehicle promotions' rows, in id order. */
export const promotionsQuery = (db: DealerDb) =>
  db
    .selectFrom("promotions")
    .select(["id", "name", "rules_json", "heading", "text", "terms", "link", "ends_on", "finance_json"])
    .where("template", "=", "vehicle-promotion")
    .orderBy("id");

type PromotionRow = Awaited<ReturnType<ReturnType<typeof promotionsQuery>["execute"]>>[number];

export function promotionsFrom(rows: readonly PromotionRow[]): Promo[] {
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
