import { afterAll, beforeAll, expect, it } from "vitest";
import {
  adminFeesAnswer,
  offersAnswer,
  packagesAnswer,
  promosAnswer,
  reviewsAnswer,
} from "../contract/content";
import { apiError } from "../contract/envelope";
import { Migrator } from "kysely";
import { openDatabase } from "../db/database";
import { offerCards, promotions } from "./data/offers";
import { contentMigrations } from "./migrations";
import { contentRoutes } from "./routes";
import { call, seededContentApp } from "./test-support";

let ctx: Awaited<ReturnType<typeof seededContentApp>>;
beforeAll(async () => {
  ctx = await seededContentApp();
});
afterAll(() => ctx.db.destroy());

it("answers the four default Popular Offers first, with the end month filled in", async () => {
  const { body } = await call(ctx.app, "/api/offers", offersAnswer);
  expect(body.data.data.slice(0, 4).map((o) => [o.link, o.heading])).toEqual([
    ["/used/cars/search?tags=0-apr", "0% Finance Deals"],
    ["/finance/zero-deposit-finance", "£0 Deposit Finance"],
    ["/extras/used-car-warranties", "Three Year Warranty"],
    ["/extras/service-plans", "Service Plan Offer"],
  ]);
  expect(body.data.data[0].btn_text).toBe("View Cars");
  // Seeded on 23 November 2026: offers end two months later.
  expect(body.data.data[1].text).toBe("On selected cars, offer ends January 2027");
});

it("answers vehicle promotions with their rules", async () => {
  const { body } = await call(ctx.app, "/api/offers/template/vehicle-promotion", promosAnswer);
  const electric = body.data.find((p) => p.contents.rules.fuel_type?.includes("electric"));
  expect(electric?.contents.heading).toBe("Free 3-year warranty on all electric cars");
  expect(electric?.contents.ends_on).toBe("2027-01-31");
  expect((await call(ctx.app, "/api/offers/template/banner", apiError)).status).toBe(404);
});

it("answers the finance terms the finance offers price into quotes", async () => {
  const { body } = await call(ctx.app, "/api/offers/template/vehicle-promotion", promosAnswer);
  const finance = Object.fromEntries(body.data.map((p) => [p.contents.heading, p.contents.finance]));
  expect(finance).toEqual({
    "Free 3-year warranty on all electric cars": null,
    "0% APR on Kia and Hyundai": { products: ["HP"], terms: [36], min_deposit_percent: 20, apr: 0 },
    "First service free on every SUV": null,
    "£500 towards your deposit": { products: ["HP", "PCP"], min_term: 24, deposit_contribution: 500 },
    "A full tank on us in York": null,
  });
});

it("gives a database seeded before promotions had finance terms the seeded terms", async () => {
  const opened = openDatabase(":memory:");
  try {
    // The migrations as they were before 104 (later ones would otherwise run first).
    const before = Object.fromEntries(
      Object.entries(contentMigrations).filter(([name]) => name < "104_content_promotion_finance"),
    );
    const migrate = (migrations: typeof contentMigrations) =>
      new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
    await migrate(before);
    const rows = promotions.map((p) => [
      p.id,
      p.name,
      JSON.stringify(p.rules),
      p.heading,
      p.text,
      p.terms,
      p.link,
    ]);
    const insert = opened.sqlite.prepare(
      "insert into promotions (id, name, template, rules_json, heading, text, terms, link) values (?, ?, 'vehicle-promotion', ?, ?, ?, ?, ?)",
    );
    for (const row of rows) insert.run(...row);
    expect((await migrate(contentMigrations)).error).toBeUndefined();
    const { body } = await call(
      contentRoutes({ db: opened.db }),
      "/api/offers/template/vehicle-promotion",
      promosAnswer,
    );
    expect(body.data.map((p) => p.contents.finance ?? null)).toEqual(promotions.map((p) => p.finance));
  } finally {
    await opened.db.destroy();
  }
});

it("names the stock tag of the cars each offer applies to (none for an offer on every car)", async () => {
  const { body } = await call(ctx.app, "/api/offers", offersAnswer);
  expect(Object.fromEntries(body.data.data.map((o) => [o.slug, o.vehicle_tag]))).toEqual({
    "0-apr": "0-apr",
    "0-deposit": "0-deposit",
    warranty: "warranty",
    "service-plan": "service",
    "free-delivery": null,
    "0-payments": "0-payments",
  });
});

it("gives a database seeded before offers named their cars the seeded offers' tags", async () => {
  const opened = openDatabase(":memory:");
  try {
    const before = Object.fromEntries(
      Object.entries(contentMigrations).filter(([name]) => name < "106_content_offer_vehicle_tags"),
    );
    const migrate = (migrations: typeof contentMigrations) =>
      new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
    await migrate(before);
    const insert = opened.sqlite.prepare(
      `insert into offers (id, slug, position, icon, icon_text, heading, text, link, btn_text, image)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    offerCards.forEach((card, position) =>
      insert.run(
        position + 1,
        card.slug,
        position,
        card.icon,
        card.icon_text,
        card.heading,
        card.text,
        card.link,
        card.btn_text,
        `/images/offers/${card.slug}.svg`,
      ),
    );
    expect((await migrate(contentMigrations)).error).toBeUndefined();
    const { body } = await call(contentRoutes({ db: opened.db }), "/api/offers", offersAnswer);
    expect(body.data.data.map((o) => o.vehicle_tag)).toEqual(offerCards.map((card) => card.vehicle_tag));
  } finally {
    await opened.db.destroy();
  }
});

it("answers Bronze, Silver and Gold with their years", async () => {
  const { body } = await call(ctx.app, "/api/packages", packagesAnswer);
  expect(body.data.data.map((p) => [p.name, p.items.map((item) => item.years)])).toEqual([
    ["Bronze", [1, 1, 1, 1]],
    ["Silver", [2, 2, 2, 1]],
    ["Gold", [3, 3, 3, 2]],
  ]);
});

it("answers the admin fee table with its note", async () => {
  const { body } = await call(ctx.app, "/api/admin-fees", adminFeesAnswer);
  expect(body.data.data.map((fee) => fee.amount)).toEqual([179, 0, 100, 299]);
  // One plain sentence of what the fee pays for (docs/decisions/300-fee-inclusive-prices.md).
  expect(body.data.meta.note).toMatch(/^The £179 admin fee is charged on every car we sell/);
});

it("answers reviews newest first with their average", async () => {
  const { body } = await call(ctx.app, "/api/reviews", reviewsAnswer);
  expect(body.data.meta.count).toBe(20);
  const ratings = body.data.data.map((r) => r.rating);
  expect(body.data.meta.average).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 1);
  const dates = body.data.data.map((r) => r.reviewed_on);
  expect(dates).toEqual([...dates].sort().reverse());
});
