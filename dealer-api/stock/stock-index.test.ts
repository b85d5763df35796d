import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { buildFilterOptions } from "./facet-options";
import { countFacets } from "./facets";
import { createPrng } from "./prng";
import { searchStock } from "./search";
import type { StockFilters } from "./search-params";
import { seedStock } from "./seed";
import {
  buildStockIndex,
  carColumns,
  marketColumns,
  dimensionOf,
  packedDimensions,
  type StockColumns,
  type StockIndex,
} from "./stock-index";
import { countPassing, failedGroups } from "./stock-match";
import { vehicleStatuses } from "../contract/vehicle";
import { seedTestContent } from "../content/test-support";
import { financePricing, type FinancePricing } from "../finance/promotions";
import { monthlyPayments } from "./monthly";
import { stockIndex } from "./stock-index-store";
import { facetCountsBySql, randomFilters, randomSort, searchBySql, stockValues } from "./stock-index-oracle";
import { stockForTests } from "./test-stock";

const today = new Date("2026-11-23T12:00:00Z");
let stock: Awaited<ReturnType<typeof stockForTests>>;
let combinations: StockFilters[];
let pricing: FinancePricing;
beforeAll(async () => {
  // The index works out the market estimates for the day (marketDayOf). The SQL oracle once worked them out for the
  // moment it ran, and at 15:56 UTC that put two cars with close scores in the other order; the tests run then.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-26T15:56:00Z") });
  stock = await stockForTests(1200);
  // The content brings the dealer's finance offers, which the monthly budget prices.
  await seedTestContent(stock, { seed: 20261101, today });
  pricing = await financePricing(stock.db, today);
  combinations = randomFilters(20261101, await stockValues(stock.db), 120);
});
/** The counts as the filter-options call works them out. */
const counted = (index: StockIndex, filters: StockFilters) =>
  countFacets(index, filters, monthlyPayments(index, filters.finance, pricing));
afterAll(() => {
  vi.useRealTimers();
  return stock.db.destroy();
});

// Each test asks the SQL oracle about 120 searches one after another: on PostgreSQL, on a busy machine, that takes more
// than the default 20 s, and a test cut short leaves its queries running into the next test's tables.
describe("the stock index", { timeout: 180_000 }, () => {
  it("draws combinations that find something and combinations that find nothing", async () => {
    // One at a time: each fills the oracle's table of quotes for its own basis.
    const totals: number[] = [];
    for (const filters of combinations)
      totals.push((await facetCountsBySql(stock.db, filters, pricing)).total);
    expect(totals.filter((total) => total > 0).length).toBeGreaterThan(30);
    expect(totals.filter((total) => total === 0).length).toBeGreaterThan(5);
  });

  it("counts every filter option as one SQL count per group would, for random combinations", async () => {
    const index = await stockIndex(stock.db, { searchText: true });
    for (const filters of combinations) {
      const expected = await facetCountsBySql(stock.db, filters, pricing);
      const counts = counted(index, filters);
      expect(counts.total, JSON.stringify(filters)).toBe(expected.total);
      expect(buildFilterOptions(counts, filters), JSON.stringify(filters)).toEqual(
        buildFilterOptions(expected, filters),
      );
    }
  });

  it("finds the same cars in the same order as the SQL search, page by page", async () => {
    const prng = createPrng(7);
    for (const filters of combinations) {
      const sort = randomSort(prng);
      const page = prng.chance(0.7) ? 1 : prng.int(2, 4);
      const perPage = prng.pick([1, 9, 24]);
      const expected = await searchBySql(stock.db, filters, sort, page, perPage, pricing);
      const found = await searchStock(stock.db, { filters, sort, page, perPage }, pricing);
      const context = `${sort} page ${page} of ${perPage}: ${JSON.stringify(filters)}`;
      expect(found.meta.total, context).toBe(expected.total);
      expect(
        found.vehicles.map((car) => car.id),
        context,
      ).toEqual(expected.ids);
    }
  });

  it("counts broad searches, where most cars match, as SQL does", async () => {
    // When most of the stock matches, the counts are taken as the stock's totals less the cars that do not match.
    const index = await stockIndex(stock.db);
    const broad: StockFilters[] = [
      noFilters(),
      { ...noFilters(), min_images: 1 },
      { ...noFilters(), price: { max: 40_000 } },
      { ...noFilters(), monthly: { max: 600 }, odometer: { max: 100_000 } },
      { ...noFilters(), status: [...vehicleStatuses] },
    ];
    for (const filters of broad) {
      const expected = await facetCountsBySql(stock.db, filters, pricing);
      expect(expected.total, JSON.stringify(filters)).toBeGreaterThan(index.size / 2);
      const counts = counted(index, filters);
      expect(counts.total, JSON.stringify(filters)).toBe(expected.total);
      expect(buildFilterOptions(counts, filters), JSON.stringify(filters)).toEqual(
        buildFilterOptions(expected, filters),
      );
    }
  });

  it("filters prices up to a step by the cars' price bands, and other prices car by car, as SQL does", async () => {
    const index = await stockIndex(stock.db);
    for (const price of [
      { max: 4000 },
      { max: 10_000 },
      { max: 22_500 },
      { min: 10_000 },
      { min: 9999, max: 12_001 },
    ]) {
      const filters = { ...noFilters(), price };
      const expected = await facetCountsBySql(stock.db, filters, pricing);
      const counts = counted(index, filters);
      expect(counts.total, JSON.stringify(price)).toBe(expected.total);
      expect(buildFilterOptions(counts, filters), JSON.stringify(price)).toEqual(
        buildFilterOptions(expected, filters),
      );
      const found = await searchStock(
        stock.db,
        { filters, sort: "price|desc", page: 1, perPage: 24 },
        pricing,
      );
      expect(found.vehicles.map((car) => car.id)).toEqual(
        (await searchBySql(stock.db, filters, "price|desc", 1, 24, pricing)).ids,
      );
    }
  });

  it("packs each car's values so that its cell gives them back", async () => {
    const index = await stockIndex(stock.db);
    expect(index.countPacks.flatMap((pack) => pack.parts.map((part) => part.dimension)).sort()).toEqual(
      packedDimensions.map((name) => dimensionOf[name]).sort(),
    );
    for (const { cells, cellCount, parts } of index.countPacks) {
      expect(cellCount).toBeLessThanOrEqual(0x10000);
      for (let row = 0; row < index.size; row++)
        for (const { dimension, stride, values } of parts)
          expect(index.offsets[dimension] + (Math.floor(cells[row] / stride) % values)).toBe(
            index.slots[dimension * index.size + row],
          );
    }
  });

  it("reuses the failed groups of the same question only, budget and payments included", async () => {
    const index = await stockIndex(stock.db);
    const budget = { ...noFilters(), status: [...vehicleStatuses], monthly: { max: 100 } };
    const cheap = new Float64Array(index.size).fill(50);
    const dear = new Float64Array(index.size).fill(500);
    expect(countPassing(failedGroups(index, budget, cheap))).toBe(index.size);
    expect(countPassing(failedGroups(index, budget, dear))).toBe(0);
    expect(countPassing(failedGroups(index, { ...budget, monthly: { max: 1000 } }, dear))).toBe(index.size);
    expect(countPassing(failedGroups(index, budget, cheap))).toBe(index.size);
    // Between a search and its counts another question may come: each is answered for its own filters.
    const ford = { ...noFilters(), make: ["ford"] };
    const forSale = countPassing(failedGroups(index, noFilters()));
    expect(counted(index, ford).total).toBe((await facetCountsBySql(stock.db, ford, pricing)).total);
    expect(countPassing(failedGroups(index, noFilters()))).toBe(forSale);
  });

  it("needs the cars in id order", async () => {
    const index = await stockIndex(stock.db);
    const cars = {
      ...columnsOf(
        await stock.db
          .selectFrom("vehicles")
          .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
          .selectAll()
          .where("vehicles.id", "<=", 3)
          .orderBy("vehicles.id")
          .execute(),
      ),
    };
    const profiles = new Map(
      index.profiles.map((profile, at) => [index.slotValues[index.offsets[0] + at] as number, profile]),
    );
    expect(buildStockIndex(cars, profiles).size).toBe(3);
    for (const column of carColumns) cars[column] = [...cars[column]].reverse() as never;
    expect(() => buildStockIndex(cars, profiles)).toThrow(/id order/);
  });
});

describe("keeping the index up to date", () => {
  it("rebuilds after the cars change on this connection, not after other writes", async () => {
    const filters = noFilters();
    const before = await stockIndex(stock.db);
    const total = counted(before, filters).total;

    await sql`create table if not exists scratch (note text)`.execute(stock.db);
    await sql`insert into scratch (note) values (${"not a car"})`.execute(stock.db);
    expect(await stockIndex(stock.db)).toBe(before);

    const { id } = await stock.db
      .selectFrom("vehicles")
      .select("id")
      .where("status", "=", "FOR_SALE_RETAIL")
      .orderBy("id")
      .limit(1)
      .executeTakeFirstOrThrow();
    const setStatus = (status: "SOLD" | "FOR_SALE_RETAIL") =>
      stock.db.updateTable("vehicles").set({ status }).where("id", "=", id).execute();
    await setStatus("SOLD");
    const after = await stockIndex(stock.db);
    expect(after).not.toBe(before);
    expect(counted(after, filters).total).toBe(total - 1);
    await setStatus("FOR_SALE_RETAIL");
    expect(counted(await stockIndex(stock.db), filters).total).toBe(total);
  });

  it("reads the free text only once a search asks for words, and keeps it", async () => {
    const { sqlite, db } = openDatabase(":memory:");
    try {
      await migrateToLatest(db);
      seedStock(sqlite, { count: 30, seed: 20261101, today: new Date("2026-11-23T12:00:00Z") });
      const withoutText = await stockIndex(db);
      expect(withoutText.text).toBeUndefined();
      const words = { ...noFilters(), search: "ford" };
      const found = await searchStock(
        db,
        { filters: words, sort: "price|asc", page: 1, perPage: 30 },
        pricing,
      );
      expect(found.meta.total).toBe((await searchBySql(db, words, "price|asc", 1, 30, pricing)).total);
      // The text is read into the index already built, not into a second one.
      expect(await stockIndex(db)).toBe(withoutText);
      expect(withoutText.text?.size).toBe(30);
    } finally {
      await db.destroy();
    }
  });

  it("rebuilds after another connection changes the cars", async () => {
    const folder = mkdtempSync(join(tmpdir(), "stock-index-"));
    const file = join(folder, "dealer.sqlite");
    const site = openDatabase(file);
    const other = openDatabase(file);
    try {
      await migrateToLatest(site.db);
      seedStock(site.sqlite, { count: 50, seed: 20261101, today: new Date("2026-11-23T12:00:00Z") });
      const filters = noFilters();
      const before = counted(await stockIndex(site.db), filters).total;
      other.sqlite.exec(
        "delete from vehicle_details where vehicle_id in (select id from vehicles where status = 'FOR_SALE_RETAIL' limit 2)",
      );
      other.sqlite.exec("delete from vehicles where id not in (select vehicle_id from vehicle_details)");
      expect(counted(await stockIndex(site.db), filters).total).toBe(before - 2);
    } finally {
      await other.db.destroy();
      await site.db.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

/** A search that filters on nothing but status. */
function noFilters(): StockFilters {
  return {
    make: [],
    range: [],
    derivative: [],
    cap_id: [],
    body_type: [],
    fuel_type: [],
    transmission: [],
    colour: [],
    doors: [],
    seats: [],
    engine_size: [],
    drivetrain: [],
    features: [],
    tags: [],
    price_position: [],
    site_id: [],
    price: {},
    monthly: {},
    finance: { product: "HP", choice: {} },
    insurance: {},
    co2: {},
    mpg: {},
    tax: {},
    year: {},
    plate: {},
    odometer: {},
    status: ["FOR_SALE_RETAIL"],
    min_images: 0,
    search: "",
  };
}

function columnsOf(rows: unknown[]): StockColumns {
  const records = rows as Record<string, never>[];
  return Object.fromEntries(
    [...carColumns, ...marketColumns].map((column) => [column, records.map((row) => row[column])]),
  ) as unknown as StockColumns;
}
