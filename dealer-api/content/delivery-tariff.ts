import type { DeliveryTariff } from "../contract/delivery";
import type { DealerDb } from "../db/database";

/** The dealer's delivery tariff as stored (content migrations): GET /api/delivery-tariff, and the deals' delivery. */
export async function readDeliveryTariff(db: DealerDb): Promise<DeliveryTariff> {
  const [bands, areas, note] = await Promise.all([
    db.selectFrom("delivery_bands").select(["up_to_miles", "price"]).orderBy("position").execute(),
    db.selectFrom("delivery_by_arrangement").select("area").orderBy("area").execute(),
    db.selectFrom("snippets").select("content").where("slug", "=", "delivery-tariff").executeTakeFirst(),
  ]);
  return { bands, by_arrangement_areas: areas.map((row) => row.area), note: note?.content ?? "" };
}
