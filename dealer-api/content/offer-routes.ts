import { Hono } from "hono";
import type { DealerDb } from "../db/database";
import type { Offer, Promo, Review } from "../contract/content";
import { readDeliveryTariff } from "./delivery-tariff";
import { errorAnswer } from "./http";
import { readPromotions } from "./promotions";
import { adminFeesFrom, carePackagesFrom, contentQueries } from "./page-content";

/** The offer cards, in display order: GET /api/offers (and the home page's answer, GET /api/home-page). */
export function readOffers(db: DealerDb): Promise<Offer[]> {
  return db
    .selectFrom("offers")
    .select([
      "id",
      "slug",
      "icon",
      "icon_text",
      "heading",
      "text",
      "link",
      "btn_text",
      "image",
      "vehicle_tag",
    ])
    .orderBy("position")
    .execute();
}

/**
 * The customer reviews, newest first, with their average rating and how many: GET /api/reviews (and the home page's
 * answer, GET /api/home-page).
 */
export async function readReviews(
  db: DealerDb,
): Promise<{ data: Review[]; meta: { average: number; count: number } }> {
  const rows: Review[] = await db
    .selectFrom("reviews")
    .selectAll()
    .orderBy("reviewed_on", "desc")
    .orderBy("id")
    .execute();
  const total = rows.reduce((sum, row) => sum + row.rating, 0);
  // One decimal place, as review badges show it ("4.6 out of 5").
  const average = rows.length === 0 ? 0 : Math.round((total / rows.length) * 10) / 10;
  return { data: rows, meta: { average, count: rows.length } };
}

/** Offer cards, vehicle promotions, packages with the admin fee table, and customer reviews. */
export function offerRoutes({ db }: { db: DealerDb }): Hono {
  const app = new Hono();

  app.get("/api/offers", async (c) => c.json({ data: { data: await readOffers(db) } }));

  app.get("/api/offers/template/:template", async (c) => {
    if (c.req.param("template") !== "vehicle-promotion") return errorAnswer(c, 404, "Unknown offer template");
    const promos: Promo[] = await readPromotions(db);
    return c.json({ data: promos });
  });

  app.get("/api/packages", async (c) => {
    const packages = carePackagesFrom(await contentQueries.packages(db).execute());
    return c.json({ data: { data: packages } });
  });

  app.get("/api/admin-fees", async (c) => {
    const [fees, notes] = await Promise.all([
      contentQueries.adminFees(db).execute(),
      contentQueries.notes(db).execute(),
    ]);
    const { fees: data, note, delivery_note } = adminFeesFrom(fees, notes);
    return c.json({ data: { data, meta: { note, delivery_note } } });
  });

  app.get("/api/delivery-tariff", async (c) => c.json({ data: await readDeliveryTariff(db) }));

  app.get("/api/reviews", async (c) => c.json({ data: await readReviews(db) }));

  return app;
}
