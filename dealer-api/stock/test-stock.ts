import { openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { stockRoutes } from "./routes";
import { seedStock } from "./seed";

/** An in-memory database seeded with a small stock, and the stock routes over it, for route tests. */
export async function stockForTests(count = 600) {
  const { sqlite, db } = openDatabase(":memory:");
  await migrateToLatest(db);
  const today = new Date("2026-11-23T12:00:00Z");
  seedStock(sqlite, { count, seed: 20261101, today });
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
