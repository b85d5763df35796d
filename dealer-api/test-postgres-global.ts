import { testPostgres } from "./test-postgres";

/**
 * Vitest global setup of `vitest.postgres.config.ts`: one throwaway PostgreSQL server for the run, named to the tests
 * by `TEST_DATABASE_URL` (each test database is its own database on it). Asked for PostgreSQL explicitly, a run that
 * cannot have one fails rather than passing on SQLite.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return async () => undefined;
  const started = await testPostgres();
  if ("skipped" in started) throw new Error(`PostgreSQL test run: ${started.skipped}`);
  process.env.TEST_DATABASE_URL = started.server.url;
  return () => started.server.stop();
}
