import { Hono } from "hono";
import type { DealerDb } from "../db/database";
import type { AdminFee, CarePackage, Offer, Promo, Review } from "../contract/content";
import { readDeliveryTariff } from "./delivery-tariff";
import { errorAnswer, fromJson } from "./http";
import { readPromotions } from "./promotions";

/** Offer cards, vehicle promotions, packages with the admin fee table, and customer reviews. */
export function offerRoutes({ db }: { db: DealerDb }): Hono {
  const app = new Hono();

  app.get("/api/offers", async (c) => {
    const rows: Offer[] = await db
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
    return c.json({ data: { data: rows } });
  });

  app.get("/api/offers/template/:template", async (c) => {
    if (c.req.param("template") !== "vehicle-promotion") return errorAnswer(c, 404, "Unknown offer template");
    const promos: Promo[] = await readPromotions(db);
    return c.json({ data: promos });
  });

  app.get("/api/packages", async (c) => {
    const rows = await db.selectFrom("packages").selectAll().orderBy("position").execute();
    const packages: CarePackage[] = rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      price: row.price,
      summary: row.summary,
      items: fromJson<CarePackage["items"]>(row.items_json),
    }));
    return c.json({ data: { data: packages } });
  });

  app.get("/api/admin-fees", async (c) => {
    const [fees, notes] = await Promise.all([
      db.selectFrom("admin_fees").select(["customer_type", "label", "amount"]).orderBy("position").execute(),
      db
        .selectFrom("snippets")
        .select(["slug", "content"])
        .where("slug", "in", ["admin-fee-note", "delivery-note"])
        .execute(),
    ]);
    const note = (slug: string) => notes.find((row) => row.slug === slug)?.content ?? "";
    const data: AdminFee[] = fees;
    return c.json({
      data: { data, meta: { note: note("admin-fee-note"), delivery_note: note("delivery-note") } },
    });
  });

  app.get("/api/delivery-tariff", async (c) => c.json({ data: await readDeliveryTariff(db) }));

  app.get("/api/reviews", async (c) => {
    const rows: Review[] = await db
      .selectFrom("reviews")
      .selectAll()
      .orderBy("reviewed_on", "desc")
      .orderBy("id")
      .execute();
    const total = rows.reduce((sum, row) => sum + row.rating, 0);
    // One decimal place, as review badges show it ("4.6 out of 5").
    const average = rows.length === 0 ? 0 : Math.round((total / rows.length) * 10) / 10;
    return c.json({ data: { data: rows, meta: { average, count: rows.length } } });
  });

  return app;
}
