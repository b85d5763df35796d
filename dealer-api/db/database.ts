import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { StockTables } from "../stock/tables";
import type { ContentTables } from "../content/tables";
import type { FormsTables } from "../forms/tables";
import type { ReservationTables } from "../reservations/tables";

export interface DB extends StockTables, ContentTables, FormsTables, ReservationTables {}
export type DealerDb = Kysely<DB>;

export interface OpenedDatabase {
  /** The raw connection, for bulk seeding with prepared statements. */
  sqlite: SQLite.Database;
  db: DealerDb;
}

export function openDatabase(filename: string): OpenedDatabase {
  const sqlite = new SQLite(filename);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { sqlite, db };
}
