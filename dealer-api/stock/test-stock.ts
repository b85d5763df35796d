import { migrateToLatest } from "../db/migrate";
import { openTestDatabase, rawSqlite } from "../test-postgres";
import { stockRoutes } from "./routes";
import { seedStock, seedStockInBatches } from "./seed";

/**
 * A fresh database (SQLite in memory, or PostgreSQL under `vitest.postgres.config.ts`) seeded with a small stock, and
 * the stock routes over it, for route tests.
 */
export async function stockForTests(count = 600) {
  const opened = await openTestDatabase();
  const { db } = opened;
  const sqlite = rawSqlite(opened);
  await migrateToLatest(db);
  const today = new Date("2026-11-23T12:00:00Z");
  if (opened.sqlite) seedStock(opened.sqlite, { count, seed: 20261101, today });
  else await seedStockInBatches(db, { count, seed: 20261101, today });
  const app = stockRoutes({ db, today: () => today });
  const get = async (path: string) => {
    const response = await app.request(path);
    return { status: response.status, body: await response.json() };
  };
  const post = async (path: string, body: unknown) => {
    const response = await app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  return { sqlite, db, app, get, post };
}
