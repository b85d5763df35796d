/* eslint-disable @typescript-eslint/no-explicit-any -- a migration works on the schema of its own time, not today's types */
import { sql, type Kysely, type Migration } from "kysely";
import { deliveryTariffData } from "./data/delivery";
import { autoIncrementKey, floatType } from "../db/engine";

/*
 * Content tables. Names start at 100_ so they sort after the stock service's 001_… migrations.
 * Migrations take Kysely<any>: they describe the schema as it was at that point, not as ContentTables says today.
 */

const site: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("content_pages")
      .addColumn("slug", "text", (col) => col.primaryKey())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("template", "text", (col) => col.notNull())
      .addColumn("meta_description", "text", (col) => col.notNull())
      .addColumn("fields_json", "text", (col) => col.notNull())
      .addColumn("in_sitemap", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("menus")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("menu", "text", (col) => col.notNull())
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("url", "text", (col) => col.notNull())
      .addColumn("parent_id", "integer", (col) => col.references("menus.id").onDelete("cascade"))
      .execute();
    await db.schema.createIndex("menus_menu_position").on("menus").columns(["menu", "position"]).execute();
    await db.schema
      .createTable("snippets")
      .addColumn("slug", "text", (col) => col.primaryKey())
      .addColumn("content", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("socials")
      .addColumn("site_name", "text", (col) => col.primaryKey())
      .addColumn("url", "text", (col) => col.notNull())
      .addColumn("position", "integer", (col) => col.notNull())
      .execute();
    let departments = db.schema
      .createTable("departments")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("code", "text", (col) => col.notNull().unique())
      .addColumn("slug", "text", (col) => col.notNull().unique())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("line1", "text", (col) => col.notNull())
      .addColumn("city_town", "text", (col) => col.notNull())
      .addColumn("postcode", "text", (col) => col.notNull())
      .addColumn("telephone", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("latitude", floatType(db), (col) => col.notNull())
      .addColumn("longitude", floatType(db), (col) => col.notNull());
    for (const day of ["monday", "saturday", "sunday"]) {
      departments = departments
        .addColumn(`${day}_time_open`, "text", (col) => col.notNull())
        .addColumn(`${day}_time_closed`, "text", (col) => col.notNull());
    }
    await departments.execute();
    await db.schema
      .createTable("redirects")
      .addColumn("from_path", "text", (col) => col.primaryKey())
      .addColumn("to_url", "text", (col) => col.notNull())
      .addColumn("status", "integer", (col) => col.notNull().check(sql`status in (301, 302, 307, 308)`))
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ["redirects", "departments", "socials", "snippets", "menus", "content_pages"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};

const forms: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("forms")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("terms_html", "text", (col) => col.notNull())
      .addColumn("terms_label", "text", (col) => col.notNull())
      .addColumn("opt_in_json", "text", (col) => col.notNull())
      .addColumn("opt_in_description", "text", (col) => col.notNull())
      .addColumn("force_terms", "integer", (col) => col.notNull())
      .addColumn("submit_text", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("form_fields")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("form_id", "integer", (col) => col.notNull().references("forms.id").onDelete("cascade"))
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("type", "text", (col) => col.notNull())
      .addColumn("label", "text", (col) => col.notNull())
      .addColumn("placeholder", "text", (col) => col.notNull())
      .addColumn("required", "integer", (col) => col.notNull())
      .addColumn("options_json", "text", (col) => col.notNull())
      .addColumn("hint", "text")
      .addColumn("autocomplete", "text")
      .addUniqueConstraint("form_fields_form_name", ["form_id", "name"])
      .execute();
    await db.schema
      .createTable("form_submissions")
      .addColumn("id", "integer", autoIncrementKey(db))
      .addColumn("form_id", "integer", (col) => col.notNull().references("forms.id"))
      .addColumn("payload_json", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("form_submissions_form").on("form_submissions").column("form_id").execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ["form_submissions", "form_fields", "forms"])
      await db.schema.dropTable(table).execute();
  },
};

const blog: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("blog_categories")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("slug", "text", (col) => col.notNull().unique())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("position", "integer", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("blog_tags")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("slug", "text", (col) => col.notNull().unique())
      .addColumn("name", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("blog_posts")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("slug", "text", (col) => col.notNull().unique())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("category_id", "integer", (col) => col.notNull().references("blog_categories.id"))
      .addColumn("author_first_name", "text", (col) => col.notNull())
      .addColumn("author_last_name", "text", (col) => col.notNull())
      .addColumn("introduction", "text", (col) => col.notNull())
      .addColumn("main_image", "text", (col) => col.notNull())
      .addColumn("main_image_alt", "text", (col) => col.notNull())
      .addColumn("article", "text", (col) => col.notNull())
      .addColumn("sticky", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("published_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("blog_posts_published").on("blog_posts").column("published_at").execute();
    await db.schema.createIndex("blog_posts_category").on("blog_posts").column("category_id").execute();
    await db.schema
      .createTable("blog_post_tags")
      .addColumn("post_id", "integer", (col) => col.notNull().references("blog_posts.id").onDelete("cascade"))
      .addColumn("tag_id", "integer", (col) => col.notNull().references("blog_tags.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("blog_post_tags_pk", ["post_id", "tag_id"])
      .execute();
    await db.schema.createIndex("blog_post_tags_tag").on("blog_post_tags").column("tag_id").execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ["blog_post_tags", "blog_posts", "blog_tags", "blog_categories"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};

const offers: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("offers")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("slug", "text", (col) => col.notNull().unique())
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("icon", "text", (col) => col.notNull())
      .addColumn("icon_text", "text", (col) => col.notNull())
      .addColumn("heading", "text", (col) => col.notNull())
      .addColumn("text", "text", (col) => col.notNull())
      .addColumn("link", "text", (col) => col.notNull())
      .addColumn("btn_text", "text", (col) => col.notNull())
      .addColumn("image", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("promotions")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("template", "text", (col) => col.notNull())
      .addColumn("rules_json", "text", (col) => col.notNull())
      .addColumn("heading", "text", (col) => col.notNull())
      .addColumn("text", "text", (col) => col.notNull())
      .addColumn("terms", "text", (col) => col.notNull())
      .addColumn("link", "text", (col) => col.notNull())
      .addColumn("ends_on", "text")
      .execute();
    await db.schema
      .createTable("packages")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("slug", "text", (col) => col.notNull().unique())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("price", "integer", (col) => col.notNull())
      .addColumn("summary", "text", (col) => col.notNull())
      .addColumn("items_json", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("admin_fees")
      .addColumn("customer_type", "text", (col) => col.primaryKey())
      .addColumn("label", "text", (col) => col.notNull())
      .addColumn("amount", "integer", (col) => col.notNull())
      .addColumn("position", "integer", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("reviews")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("town", "text", (col) => col.notNull())
      .addColumn("rating", "integer", (col) => col.notNull().check(sql`rating between 1 and 5`))
      .addColumn("text", "text", (col) => col.notNull())
      .addColumn("reviewed_on", "text", (col) => col.notNull())
      .addColumn("department_id", "integer", (col) => col.references("departments.id"))
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ["reviews", "admin_fees", "packages", "promotions", "offers"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};

/**
 * Promotions that are finance offers carry their finance terms (contract/content.ts promoFinance) beside their text, so
 * the finance service can price them. A database seeded before this gets the terms of the promotions it was seeded
 * with (written out here as they were then; the seed writes them from content/data/offers.ts).
 */
const seededFinanceTerms = [
  {
    id: 2,
    name: "Kia and Hyundai 0% APR",
    finance: { products: ["HP"], terms: [36], min_deposit_percent: 20, apr: 0 },
  },
  {
    id: 4,
    name: "Fiesta and Focus deposit contribution",
    finance: { products: ["HP", "PCP"], min_term: 24, deposit_contribution: 500 },
  },
];
const promotionFinance: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("promotions").addColumn("finance_json", "text").execute();
    for (const { id, name, finance } of seededFinanceTerms) {
      await db
        .updateTable("promotions")
        .set({ finance_json: JSON.stringify(finance) })
        .where("id", "=", id)
        .where("name", "=", name)
        .execute();
    }
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("promotions").dropColumn("finance_json").execute();
  },
};

/**
 * The delivery tariff (contract/delivery.ts): its bands and the areas delivered to by arrangement, with the tariff's
 * words as a snippet. Written by the migration, so a database seeded before it has the tariff too.
 */
const deliveryTariff: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("delivery_bands")
      .addColumn("position", "integer", (col) => col.primaryKey())
      .addColumn("up_to_miles", "integer")
      .addColumn("price", "integer", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("delivery_by_arrangement")
      .addColumn("area", "text", (col) => col.primaryKey())
      .execute();
    const { bands, by_arrangement_areas, note } = deliveryTariffData;
    await db
      .insertInto("delivery_bands")
      .values(bands.map((band, position) => ({ position, ...band })))
      .execute();
    await db
      .insertInto("delivery_by_arrangement")
      .values(by_arrangement_areas.map((area) => ({ area })))
      .execute();
    await db
      .insertInto("snippets")
      .values({ slug: "delivery-tariff", content: note })
      .onConflict((conflict) => conflict.column("slug").doNothing())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.deleteFrom("snippets").where("slug", "=", "delivery-tariff").execute();
    await db.schema.dropTable("delivery_by_arrangement").execute();
    await db.schema.dropTable("delivery_bands").execute();
  },
};

/**
 * Offer cards name the stock tag of the cars they apply to (contract/content.ts offer), so an offer's page can list
 * them. A database seeded before this gets the tags of the cards it was seeded with (written out here as they were
 * then; the seed writes them from content/data/offers.ts). Free delivery applies to every car: null.
 */
const seededOfferTags: Record<string, string> = {
  "0-apr": "0-apr",
  "0-deposit": "0-deposit",
  warranty: "warranty",
  "service-plan": "service",
  "0-payments": "0-payments",
};
const offerVehicleTags: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("offers").addColumn("vehicle_tag", "text").execute();
    for (const [slug, tag] of Object.entries(seededOfferTags)) {
      await db.updateTable("offers").set({ vehicle_tag: tag }).where("slug", "=", slug).execute();
    }
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("offers").dropColumn("vehicle_tag").execute();
  },
};

export const contentMigrations: Record<string, Migration> = {
  "100_content_site": site,
  "101_content_forms": forms,
  "102_content_blog": blog,
  "103_content_offers_reviews": offers,
  "104_content_promotion_finance": promotionFinance,
  "105_content_delivery_tariff": deliveryTariff,
  "106_content_offer_vehicle_tags": offerVehicleTags,
};
