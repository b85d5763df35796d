import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { StockTables } from "../stock/tables";
import type { ContentTables } from "../content/tables";
import type { FormsTables } from "../forms/tables";
import type { ReservationTables } from "../reservations/tables";
import type { ValuationTables } from "../valuations/tables";
import type { AccountTables } from "../accounts/tables";
import type { ClickCollectTables } from "../click-collect/tables";

export interface DB
  extends
    StockTables,
    ContentTables,
    FormsTables,
    ReservationTables,
    ValuationTables,
    AccountTables,
    ClickCollectTables {}
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
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withKeptStatements(sqlite) }) });
  return { sqlite, db };
}

/**
 * The connection as Kysely sees it, keeping prepared statements by their SQL: Kysely prepares every query afresh, and
 * preparing costs more than running the small queries a page makes. Kysely runs each statement to its end at once
 * (`all`/`run`), so one statement is never in use twice; the least recently used go once `limit` are kept.
 */
export function withKeptStatements(sqlite: SQLite.Database, limit = 300): SQLite.Database {
  const kept = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let statement = kept.get(source);
    if (statement) kept.delete(source);
    else {
      statement = sqlite.prepare(source);
      if (kept.size >= limit) kept.delete(kept.keys().next().value!);
    }
    kept.set(source, statement);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === "prepare") return prepare;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
