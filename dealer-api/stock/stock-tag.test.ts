import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { seedStock } from "./seed";
import { stockRoutes } from "./routes";
import { financeRoutes } from "../finance/routes";
import { stockForTests } from "./test-stock";

let stock: Awaited<ReturnType<typeof stockForTests>>;
beforeAll(async () => {
  stock = await stockForTests(200);
});
afterAll(() => stock.db.destroy());

const SEARCH = "/api/used-vehicles/cars/search?make=ford&sort=price%7Casc";
const FILTERS = "/api/v2/vehicle-search-filter?make=ford";

async function ask(path: string, tag?: string) {
  const response = await stock.app.request(path, { headers: tag ? { "If-None-Match": tag } : {} });
  return { status: response.status, tag: response.headers.get("ETag"), body: await response.text() };
}

describe("conditional GETs of answers worked out from the cars (ETag / If-None-Match)", () => {
  it.each([SEARCH, "/api/v2/vehicle-search?make=ford", FILTERS])(
    "%s: tags its answer, then answers 304 with no body while the cars are unchanged",
    async (path) => {
      const first = await ask(path);
      expect(first.status).toBe(200);
      expect(first.tag).toMatch(/^"[^"]+"$/);
      const again = await ask(path, first.tag!);
      expect(again).toEqual({ status: 304, tag: first.tag, body: "" });
      // Weak comparison and a list of tags, as RFC 9110 allows.
      expect((await ask(path, `"other", W/${first.tag}`)).status).toBe(304);
      expect((await ask(path, '"not-it"')).status).toBe(200);
    },
  );

  it("answers afresh, with a new tag, once a car changes", async () => {
    const before = await ask(SEARCH);
    const cheapest = await stock.db
      .selectFrom("vehicles")
      .select("id")
      .where("make_slug", "=", "ford")
      .where("status", "=", "FOR_SALE_RETAIL")
      .orderBy("final_price")
      .orderBy("id")
      .limit(1)
      .executeTakeFirstOrThrow();
    await stock.db
      .updateTable("vehicles")
      .set({ status: "RESERVED" })
      .where("id", "=", cheapest.id)
      .execute();
    const after = await ask(SEARCH, before.tag!);
    expect(after.status).toBe(200);
    expect(after.tag).not.toBe(before.tag);
    expect(after.body).not.toBe(before.body);
  });

  it("never tags a refused question", async () => {
    const refused = await ask("/api/used-vehicles/cars/search?sort=cheapest");
    expect(refused.status).toBe(400);
    expect(refused.tag).toBeNull();
  });

  it("gives another database (a restarted dealer API) other tags", async () => {
    const other = openDatabase(":memory:");
    await migrateToLatest(other.db);
    seedStock(other.sqlite, { count: 200, seed: 20261101, today: new Date("2026-11-23T12:00:00Z") });
    const theirs = await stockRoutes({ db: other.db }).request(FILTERS);
    expect(theirs.headers.get("ETag")).not.toBe((await ask(FILTERS)).tag);
    await other.db.destroy();
  });

  it("tags list quotes with the day too: a new day prices the cars' ages anew", async () => {
    let day = new Date("2026-11-23T12:00:00Z");
    const app = new Hono().route("/", financeRoutes({ db: stock.db, today: () => day }));
    const { vrm } = await stock.db
      .selectFrom("vehicles")
      .select("vrm")
      .where("status", "=", "FOR_SALE_RETAIL")
      .orderBy("id")
      .limit(1)
      .executeTakeFirstOrThrow();
    const path = `/used/cars/get-bulk-finance?vrms=${vrm}`;
    const first = await app.request(path);
    const tag = first.headers.get("ETag")!;
    expect((await app.request(path, { headers: { "If-None-Match": tag } })).status).toBe(304);
    day = new Date("2026-11-24T12:00:00Z");
    const nextDay = await app.request(path, { headers: { "If-None-Match": tag } });
    expect(nextDay.status).toBe(200);
    expect(nextDay.headers.get("ETag")).not.toBe(tag);
  });
});
