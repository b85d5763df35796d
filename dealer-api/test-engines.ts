import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { openDealerDatabase, type DealerDatabase } from "./db/database";
import { createDealerApi, type DealerApi, type DealerApiOptions } from "./setup";
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

/** The day the end-to-end sites' stock is seeded on (playwright.config.ts: SEED_TODAY, SEED). */
export const SEED_DAY = new Date("2026-11-01T12:00:00Z");

/** A dealer API for a describe's tests, and its answers read as JSON. */
export interface SeededApi {
  readonly api: DealerApi;
  /** The answer to GET `path` (or `init`), which must be a 200, as JSON. */
  json(path: string, init?: RequestInit): Promise<unknown>;
}

/**
 * A dealer API on `engine` with `vehicles` cars of the end-to-end sites' seed, created before the describe's tests and
 * closed after them. Call inside describeOnEachEngine's callback.
 */
export function seededDealerApi(engine: TestEngine, vehicles: number): SeededApi {
  let api: DealerApi | undefined;
  beforeAll(async () => {
    api = await createDealerApi({
      ...(await engine.apiDatabase()),
      vehicles,
      seed: 20261101,
      today: SEED_DAY,
    });
  });
  afterAll(() => api?.close());
  const created = () => {
    if (!api) throw new Error("the dealer API is created in beforeAll: use it inside a test");
    return api;
  };
  return {
    get api() {
      return created();
    },
    async json(path, init) {
      const response = await created().app.request(path, init);
      expect(response.status, path).toBe(200);
      return response.json();
    },
  };
}

/** Counts the statements a database runs under its plugin (`db.withPlugin(counter.plugin)`), from the last reset. */
export function statementCounter() {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    // Called once for each statement the database ran (transformQuery is also called for each subquery built).
    transformResult: async (args) => {
      statements += 1;
      return args.result;
    },
  };
  return {
    plugin,
    reset: () => (statements = 0),
    count: () => statements,
  };
}

/** A plugin under which every statement fails, as when the database does not answer. */
export const failingStatements: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async () => {
    throw new Error("the database does not answer");
  },
};
