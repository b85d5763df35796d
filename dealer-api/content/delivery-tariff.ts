import type { DeliveryTariff } from "../contract/delivery";
import type { DealerDb } from "../db/database";
import { contentQueries, deliveryTariffFrom } from "./page-content";

/** The dealer's delivery tariff as stored (content migrations): GET /api/delivery-tariff, and the deals' delivery. */
export async function readDeliveryTariff(db: DealerDb): Promise<DeliveryTariff> {
  const [bands, areas, notes] = await Promise.all([
    contentQueries.deliveryBands(db).execute(),
    contentQueries.deliveryAreas(db).execute(),
    contentQueries.notes(db).execute(),
  ]);
  return deliveryTariffFrom(bands, areas, notes);
}
