import { Migrator } from "kysely";
import type { Hono } from "hono";
import type { z } from "zod";
import type { OpenedDatabase } from "../db/database";
import { engineOf } from "../db/engine";
import { openTestDatabase, rawSqlite } from "../test-postgres";
import { contentMigrations } from "./migrations";
import { seedContent, seedContentInBatches } from "./seed";
import { contentRoutes } from "./routes";

export const TEST_TODAY = new Date("2026-11-23T12:00:00Z");
export const TEST_SEED = 20261101;

/**
 * A fresh database (SQLite in memory, or PostgreSQL under `vitest.postgres.config.ts`) with only the content migrations: the content tests do not depend on the stock service's
 * schema or seed (which may not exist yet, and would slow every test down).
 */
export async function openContentDatabase(): Promise<OpenedDatabase> {
  const database = await openTestDatabase();
  const opened = { db: database.db, sqlite: rawSqlite(database) };
  const migrator = new Migrator({
    db: opened.db,
    provider: { getMigrations: async () => contentMigrations },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return opened;
}

/** Seeds the content the way the dealer API does on this engine: raw statements on SQLite, Kysely batches elsewhere. */
export async function seedTestContent(
  opened: OpenedDatabase,
  options = { seed: TEST_SEED, today: TEST_TODAY },
) {
  if (engineOf(opened.db) === "sqlite") seedContent(opened.sqlite, options);
  else await seedContentInBatches(opened.db, options);
}

export async function seededContentApp(options = { seed: TEST_SEED, today: TEST_TODAY }) {
  const opened = await openContentDatabase();
  await seedTestContent(opened, options);
  return { ...opened, app: contentRoutes({ db: opened.db }) };
}

/** GETs (or POSTs) a path and parses the JSON answer with a contract schema, failing the test on a mismatch. */
export async function call<T extends z.ZodTypeAny>(
  app: Hono,
  path: string,
  schema: T,
  init?: RequestInit,
): Promise<{ status: number; body: z.infer<T> }> {
  const response = await app.request(path, init);
  const json: unknown = await response.json();
  return { status: response.status, body: schema.parse(json) };
}
