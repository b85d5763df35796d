import { migrateToLatest } from "../db/migrate";
import { openTestDatabase, rawSqlite, seedStockAndContent } from "../test-postgres";
import type { RateLimit } from "../forms/rate-limit";
import { seedValuationRegistry, seedValuationRegistryInBatches } from "./seed";
import { valuationRoutes } from "./routes";

export const TEST_TODAY = new Date("2026-11-23T12:00:00Z");
export const TEST_NOW = new Date("2026-11-23T10:00:00Z");

/**
 * A fresh dealer database (SQLite in memory, or PostgreSQL under `vitest.postgres.config.ts`; a small stock, the content with its branches, the register of customer vehicles)
 * with the valuation routes over it, and a clock the test can move.
 */
export async function valuationsForTests({
  limit = { max: 1000, windowMinutes: 10, holdsPerClient: 1000, holdsPerCarPerDay: 1000, lookups: 1000 },
}: { limit?: RateLimit } = {}) {
  const opened = await openTestDatabase();
  const { db } = opened;
  const sqlite = rawSqlite(opened);
  await migrateToLatest(db);
  await seedStockAndContent(opened, { count: 40, seed: 20261101, today: TEST_TODAY });
  if (opened.sqlite) seedValuationRegistry(opened.sqlite);
  else await seedValuationRegistryInBatches(db);
  let clock = TEST_NOW;
  const app = valuationRoutes({ db, today: () => TEST_TODAY, now: () => clock, limit });
  const call = async (method: "GET" | "POST", path: string, body?: unknown, client = "203.0.113.9") => {
    const response = await app.request(path, {
      method,
      headers: { "Content-Type": "application/json", "X-Client-Id": client },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  return {
    db,
    sqlite,
    app,
    setNow: (instant: Date) => {
      clock = instant;
    },
    get: (path: string) => call("GET", path),
    post: (path: string, body: unknown, client?: string) => call("POST", path, body, client),
  };
}

/** A seller's answers that pass every rule, for a registration and a branch. */
export function goodValuationAnswers(vrm: string, overrides: Record<string, unknown> = {}) {
  return {
    vrm,
    mileage: 42_000,
    department_code: "LEE",
    service_history: "full",
    previous_keepers: 1,
    name: "Jane Smith",
    email: "jane.smith@example.com",
    telephone: "07700 900982",
    postcode: "ls118bu",
    enquirySource: "/sell-my-car/valuation-steps",
    ...overrides,
  };
}
