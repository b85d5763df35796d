import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe } from "vitest";
import { openDealerDatabase, type DealerDatabase } from "./db/database";
import type { DealerApiOptions } from "./setup";
import { testPostgres } from "./test-postgres";

export interface TestEngine {
  name: "sqlite" | "postgres";
  /** A new, empty database on this engine. */
  open(): Promise<DealerDatabase>;
  /**
   * A new, empty database opened twice, as two processes would: two SQLite connections to one file, or two PostgreSQL
   * pools. `close` ends both (and removes the SQLite file).
   */
  openTwice(): Promise<{ first: DealerDatabase; second: DealerDatabase; close(): Promise<void> }>;
  /** Where a new, empty database on this engine is, for `createDealerApi` to open, migrate and seed. */
  apiDatabase(): Promise<Pick<DealerApiOptions, "filename" | "databaseUrl" | "poolMax">>;
}

async function openSqliteTwice() {
  const dir = mkdtempSync(join(tmpdir(), "dealer-sqlite-"));
  const url = join(dir, "dealer.sqlite");
  const first = openDealerDatabase({ url });
  const second = openDealerDatabase({ url });
  return {
    first,
    second,
    async close() {
      await first.db.destroy();
      await second.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
    tests({
      name: "sqlite",
      open: async () => openDealerDatabase({ url: ":memory:" }),
      openTwice: openSqliteTwice,
      apiDatabase: async () => ({ filename: ":memory:" }),
    }));
  const postgres = await testPostgres();
  if ("skipped" in postgres) {
    describe.skip(`${title} (postgres: SKIPPED, ${postgres.skipped})`, () =>
      tests({
        name: "postgres",
        open: () => Promise.reject(new Error(postgres.skipped)),
        openTwice: () => Promise.reject(new Error(postgres.skipped)),
        apiDatabase: () => Promise.reject(new Error(postgres.skipped)),
      }));
    return;
  }
  afterAll(() => postgres.server.stop());
  describe(`${title} (postgres)`, () =>
    tests({
      name: "postgres",
      open: () => postgres.server.open(),
      async openTwice() {
        const url = await postgres.server.createDatabase();
        const first = openDealerDatabase({ url, poolMax: 5 });
        const second = openDealerDatabase({ url, poolMax: 5 });
        return {
          first,
          second,
          async close() {
            await first.db.destroy();
            await second.db.destroy();
          },
        };
      },
      apiDatabase: async () => ({
        filename: "unused",
        databaseUrl: await postgres.server.createDatabase(),
        poolMax: 5,
      }),
    }));
}
