import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Hono } from "hono";
import { databaseConfigFromEnv, openDealerDatabase, type DealerDatabase, type DealerDb } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { isPostgresUrl, whileStartingAlone } from "./db/engine";
import { seedStock, seedStockInBatches, stockIsSeeded } from "./stock/seed";
import { stockIndex } from "./stock/stock-index-store";
import { seedContent, seedContentInBatches, contentIsSeeded } from "./content/seed";
import { createDealerApp } from "./app";
import { placesFromEnv } from "./places/from-env";
import {
  seedValuationRegistry,
  seedValuationRegistryInBatches,
  valuationRegistryIsSeeded,
} from "./valuations/seed";
import { demoCustomerIsSeeded, seedDemoCustomer } from "./accounts/seed";
import { branchSettingsAreSeeded, seedBranchSettings } from "./deals/branch-settings";
import { parseAlertsEvery, startAlertSchedule } from "./alerts/schedule";

export interface DealerApiOptions {
  /** SQLite file, or ":memory:"; used when `databaseUrl` is not set. */
  filename: string;
  /** A PostgreSQL server (`postgres://…`, `DATABASE_URL`) to use instead of the SQLite file. */
  databaseUrl?: string;
  /** At most this many PostgreSQL connections at once (`DATABASE_POOL_MAX`). */
  poolMax?: number;
  /** How many cars to generate on first start. */
  vehicles: number;
  /** Seed of the deterministic generator. */
  seed: number;
  /** The day the stock is generated for (registration dates, MOT expiry... are relative to it). */
  today: Date;
  /** ALERTS_EVERY: run the alert job and deliver the outbox this often (ms); unset, never (dealer-api/alerts/schedule.ts). */
  alertsEveryMs?: number;
}

export interface DealerApi {
  app: Hono;
  db: DealerDb;
  close(): Promise<void>;
}

export function dealerApiOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DealerApiOptions {
  const vehicles = Number(env.SEED_VEHICLES ?? 400);
  const seed = Number(env.SEED ?? 20261101);
  if (!Number.isInteger(vehicles) || vehicles < 1)
    throw new Error("SEED_VEHICLES must be a positive whole number");
  if (!Number.isInteger(seed)) throw new Error("SEED must be a whole number");
  const today = env.SEED_TODAY ? new Date(`${env.SEED_TODAY}T12:00:00Z`) : new Date();
  if (Number.isNaN(today.getTime())) throw new Error("SEED_TODAY must be a date like 2026-11-23");
  const { url, poolMax } = databaseConfigFromEnv(env);
  const alertsEveryMs = parseAlertsEvery(env.ALERTS_EVERY);
  return {
    filename: env.DEALER_DB_FILE ?? ".data/dealer.sqlite",
    databaseUrl: isPostgresUrl(url) ? url : undefined,
    poolMax,
    vehicles,
    seed,
    today,
    ...(alertsEveryMs === undefined ? {} : { alertsEveryMs }),
  };
}

/**
 * Seeds what is not seeded yet: the stock, the content, the register of customer vehicles (after the stock, whose
 * plates it avoids), the demo customer and the branches' part-exchange setting. SQLite is written with raw prepared statements (the fast way there), other
 * engines through Kysely in batches.
 */
export async function seedDealerDatabase(
  opened: DealerDatabase,
  options: Pick<DealerApiOptions, "vehicles" | "seed" | "today">,
): Promise<void> {
  const { db, sqlite } = opened;
  const generated = { seed: options.seed, today: options.today };
  if (!(await stockIsSeeded(db))) {
    const started = Date.now();
    if (sqlite) seedStock(sqlite, { count: options.vehicles, ...generated });
    else await seedStockInBatches(db, { count: options.vehicles, ...generated });
    console.info(`[dealer-api] seeded ${options.vehicles} vehicles in ${Date.now() - started} ms`);
  }
  if (!(await contentIsSeeded(db))) {
    if (sqlite) seedContent(sqlite, generated);
    else await seedContentInBatches(db, generated);
  }
  if (!(await valuationRegistryIsSeeded(db))) {
    if (sqlite) seedValuationRegistry(sqlite);
    else await seedValuationRegistryInBatches(db);
  }
  // The demo customer of the README (demo@northwaycars.co.uk), so click-and-collect can be tried at once.
  if (!(await demoCustomerIsSeeded(db))) await seedDemoCustomer(db);
  // The embedded data takes part-exchanges at every branch (issue 35's demo); a dealer's later choice is kept.
  if (!(await branchSettingsAreSeeded(db))) await seedBranchSettings(db);
}

/** Opens (creating, migrating and seeding on first start) the dealer database, and builds the HTTP app over it. */
export async function createDealerApi(options: DealerApiOptions): Promise<DealerApi> {
  const url = options.databaseUrl ?? options.filename;
  if (!isPostgresUrl(url) && url !== ":memory:") mkdirSync(dirname(url), { recursive: true });
  const opened = openDealerDatabase({ url, poolMax: options.poolMax });
  await whileStartingAlone(opened.db, async (db) => {
    await migrateToLatest(db);
    await seedDealerDatabase({ ...opened, db }, options);
  });
  // Built now rather than on the first shopper's search (about half a second at 100 000 cars); a failure here is
  // retried by that search.
  void stockIndex(opened.db).catch(() => undefined);
  const places = placesFromEnv();
  // Off unless ALERTS_EVERY is set (never in tests); its settings are read now, so a bad one fails start-up.
  const alerts =
    options.alertsEveryMs === undefined
      ? undefined
      : startAlertSchedule(opened.db, options.alertsEveryMs, { places, today: () => options.today });
  return {
    app: createDealerApp({ db: opened.db, today: () => options.today, places }),
    db: opened.db,
    close: async () => {
      await alerts?.stop();
      await opened.db.destroy();
    },
  };
}
