import { afterAll, describe } from "vitest";
import { openDealerDatabase, type DealerDatabase } from "./db/database";
import { testPostgres } from "./test-postgres";

export interface TestEngine {
  name: "sqlite" | "postgres";
  /** A new, empty database on this engine. */
  open(): Promise<DealerDatabase>;
}

/**
 * Runs `tests` once per engine: SQLite in memory, and PostgreSQL on a throwaway server (skipped, loudly, when none can
 * be started). Call at the top level of a test file, awaited.
 */
export async function describeOnEachEngine(
  title: string,
  tests: (engine: TestEngine) => void,
): Promise<void> {
  describe(`${title} (sqlite)`, () =>
    tests({ name: "sqlite", open: async () => openDealerDatabase({ url: ":memory:" }) }));
  const postgres = await testPostgres();
  if ("skipped" in postgres) {
    describe.skip(`${title} (postgres: SKIPPED, ${postgres.skipped})`, () =>
      tests({ name: "postgres", open: () => Promise.reject(new Error(postgres.skipped)) }));
    return;
  }
  afterAll(() => postgres.server.stop());
  describe(`${title} (postgres)`, () => tests({ name: "postgres", open: () => postgres.server.open() }));
}
