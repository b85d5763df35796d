/**
 * Seeds a large stock and times the stock endpoints over it.
 *   npx tsx dealer-api/stock/bench.ts [cars=100000] [file=<tmp>/dealer-stock-bench.sqlite]
 * Filter options are cached until the database changes, so each is timed on its first call (counted) and again
 * (cached); searches are never cached.
 */
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { stockRoutes } from "./routes";
import { seedStock } from "./seed";

const count = Number(process.argv[2] ?? 100_000);
const file = process.argv[3] ?? join(tmpdir(), "dealer-stock-bench.sqlite");
for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });

const { sqlite, db } = openDatabase(file);
await migrateToLatest(db);
let started = performance.now();
seedStock(sqlite, { count, seed: 20261101, today: new Date("2026-11-23T12:00:00Z") });
console.log(`seeded ${count} cars in ${Math.round(performance.now() - started)} ms`);

const app = stockRoutes({ db });
async function timed(path: string): Promise<number> {
  started = performance.now();
  const response = await app.request(path);
  await response.json();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(1)} ms`;

await timed("/api/v2/vehicle-search?resultsPerPage=1");

const searches = [
  "/api/v2/vehicle-search",
  "/api/v2/vehicle-search?sort=price%7Casc&min_images=1",
  "/api/v2/vehicle-search?make=ford&range=fiesta&sort=price%7Casc&min_images=1",
  "/api/v2/vehicle-search?body_type=suv&fuel_type=hybrid&max_price=20000&min_images=1&sort=mileage%7Casc",
  "/api/v2/vehicle-search?features=sat-nav,heated-seats&monthly_to=300&min_images=1&page=3",
  "/api/used-vehicles/all/search?search=golf%20gti&resultsPerPage=5",
];
console.log("\nsearch (median of 5)");
for (const path of searches) {
  const runs = [];
  for (let run = 0; run < 5; run++) runs.push(await timed(path));
  console.log(`  ${ms(median(runs)).padStart(9)}  ${path}`);
}

const filters = [
  "/api/v2/vehicle-search-filter?min_images=1",
  "/api/v2/vehicle-search-filter?make=ford&min_images=1",
  "/api/v2/vehicle-search-filter?make=ford&range=fiesta&body_type=hatchback&min_images=1",
  "/api/v2/vehicle-search-filter?body_type=suv&max_price=15000&monthly_to=300&min_images=1",
];
console.log("\nfilter options (first call counts, second is cached)");
for (const path of filters) {
  const counted = await timed(path);
  const cached = await timed(path);
  console.log(`  ${ms(counted).padStart(9)}  ${ms(cached).padStart(8)}  ${path}`);
}
await db.destroy();
