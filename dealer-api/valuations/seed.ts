import type SQLite from "better-sqlite3";
import type { DealerDb } from "../db/database";
import { generateRegistry } from "./registry";
import { insertRowsInBatches } from "../db/bulk";

/**
 * Fills the register of customer vehicles, after the stock (a plate a stock car carries is left out of it). One
 * transaction of prepared statements, like the stock's seed.
 */
export function seedValuationRegistry(sqlite: SQLite.Database): void {
  const hasStock = sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'vehicles'")
    .get();
  const taken = new Set<string>(
    hasStock ? sqlite.prepare("select vrm from vehicles").pluck().all().map(String) : [],
  );
  const rows = generateRegistry(taken);
  const columns = Object.keys(rows[0]);
  const insert = sqlite.prepare(
    `insert into registered_vehicles (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`,
  );
  sqlite.transaction(() => {
    for (const row of rows) insert.run(row);
  })();
}

/** `seedValuationRegistry` through Kysely, for engines other than SQLite (docs/decisions/211-postgresql.md). */
export async function seedValuationRegistryInBatches(db: DealerDb): Promise<void> {
  const hasStock = (await db.introspection.getTables()).some((table) => table.name === "vehicles");
  const taken = new Set<string>(
    hasStock ? (await db.selectFrom("vehicles").select("vrm").execute()).map((row) => row.vrm) : [],
  );
  const rows = generateRegistry(taken);
  await db.transaction().execute((trx) => insertRowsInBatches(trx, { table: "registered_vehicles", rows }));
}

export async function valuationRegistryIsSeeded(db: DealerDb): Promise<boolean> {
  const row = await db.selectFrom("registered_vehicles").select("vrm").limit(1).executeTakeFirst();
  return row !== undefined;
}
