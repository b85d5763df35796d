import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Hono } from "hono";
import { openDatabase, type DealerDb } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { seedStock, stockIsSeeded } from "./stock/seed";
import { stockIndex } from "./stock/stock-index-store";
import { seedContent, contentIsSeeded } from "./content/seed";
import { createDealerApp } from "./app";
import { placesFromEnv } from "./places/from-env";
import { seedValuationRegistry, valuationRegistryIsSeeded } from "./valuations/seed";
import { demoCustomerIsSeeded, seedDemoCustomer } from "./accounts/seed";

export interface DealerApiOptions {
  /** SQLite file, or ":memory:". */
  filename: string;
  /** How many cars to generate on first start. */
  vehicles: number;
  /** Seed of the deterministic generator. */
  seed: number;
  /** The day the stock is generated for (registration dates, MOT expiry... are relative to it). */
  today: Date;
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
  return { filename: env.DEALER_DB_FILE ?? ".data/dealer.sqlite", vehicles, seed, today };
}

/** Opens (creating, migrating and seeding on first start) the dealer database, and builds the HTTP app over it. */
export async function createDealerApi(options: DealerApiOptions): Promise<DealerApi> {
  if (options.filename !== ":memory:") mkdirSync(dirname(options.filename), { recursive: true });
  const opened = openDatabase(options.filename);
  await migrateToLatest(opened.db);
  if (!(await stockIsSeeded(opened.db))) {
    const started = Date.now();
    seedStock(opened.sqlite, { count: options.vehicles, seed: options.seed, today: options.today });
    console.info(`[dealer-api] seeded ${options.vehicles} vehicles in ${Date.now() - started} ms`);
  }
  if (!(await contentIsSeeded(opened.db)))
    seedContent(opened.sqlite, { seed: options.seed, today: options.today });
  // The register of customer vehicles the valuation lookup answers from; after the stock, whose plates it avoids.
  if (!(await valuationRegistryIsSeeded(opened.db))) seedValuationRegistry(opened.sqlite);
  // The demo customer of the README (demo@northwaycars.co.uk), so click-and-collect can be tried at once.
  if (!(await demoCustomerIsSeeded(opened.db))) await seedDemoCustomer(opened.db);
  // Built now rather than on the first shopper's search (about half a second at 100 000 cars); a failure here is
  // retried by that search.
  void stockIndex(opened.db).catch(() => undefined);
  return {
    app: createDealerApp({ db: opened.db, today: () => options.today, places: placesFromEnv() }),
    db: opened.db,
    close: () => opened.db.destroy(),
  };
}
