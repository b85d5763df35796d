import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { isPostgresUrl } from "./engine";
import type { StockTables } from "../stock/tables";
import type { ContentTables } from "../content/tables";
import type { FormsTables } from "../forms/tables";
import type { ReservationTables } from "../reservations/tables";
import type { ValuationTables } from "../valuations/tables";
import type { AccountTables } from "../accounts/tables";
import type { ClickCollectTables } from "../click-collect/tables";
import type { DealTables } from "../deals/tables";
import type { SavedSearchTables } from "../saved-searches/tables";
import type { MailTables } from "../mail/tables";

export interface DB
  extends
    StockTables,
    ContentTables,
    FormsTables,
    ReservationTables,
    ValuationTables,
    AccountTables,
    ClickCollectTables,
    DealTables,
    SavedSearchTables,
    MailTables {}
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

export interface DatabaseConfig {
  /** A PostgreSQL address (`postgres://…` or `postgresql://…`), or else a SQLite file name or ":memory:". */
  url: string;
  /** At most this many PostgreSQL connections at once (`DATABASE_POOL_MAX`, default 10); ignored for SQLite. */
  poolMax?: number;
}

export type DealerDatabase =
  ({ engine: "sqlite" } & OpenedDatabase) | { engine: "postgres"; db: DealerDb; sqlite?: undefined };

export const DEFAULT_POOL_MAX = 10;

/**
 * `DATABASE_URL` if set, which must name a PostgreSQL server; else `DEALER_DB_FILE`, else the default SQLite file. An
 * address of any other kind is refused at start rather than taken for a file name (a typo would otherwise start an
 * empty SQLite database beside the real one). The message never repeats the address: it may carry a password.
 */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const poolMax = Number(env.DATABASE_POOL_MAX ?? DEFAULT_POOL_MAX);
  if (!Number.isInteger(poolMax) || poolMax < 1)
    throw new Error("DATABASE_POOL_MAX must be a positive whole number");
  if (env.DATABASE_URL) {
    if (
      !isPostgresUrl(env.DATABASE_URL) ||
      !URL.canParse(env.DATABASE_URL) ||
      !new URL(env.DATABASE_URL).hostname
    )
      throw new Error(
        "DATABASE_URL must be a PostgreSQL address such as postgres://user:password@host:5432/dealer " +
          "(leave it unset for the embedded SQLite file, which DEALER_DB_FILE names)",
      );
    return { url: env.DATABASE_URL, poolMax };
  }
  return { url: env.DEALER_DB_FILE || ".data/dealer.sqlite", poolMax };
}

/**
 * PostgreSQL's `bigint` (what `count(*)` and `sum` of integers give) and `numeric` come back from `pg` as strings, to
 * keep digits a JavaScript number cannot; the dealer's counts and sums fit, and the queries are shared with SQLite,
 * which gives numbers. Set on this pool only, not pg's global parsers.
 */
const INT8 = 20;
const NUMERIC = 1700;
/** JSON built in SQL comes back as its text, as from SQLite, for the caller to parse (`pg` would parse it itself). */
const JSON_OID = 114;
const typesAsOnSqlite = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (format === "binary") return pg.types.getTypeParser(oid, format);
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    if (oid === JSON_OID) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/** Opens the dealer database on the engine its address names (docs/decisions/211-postgresql.md). */
export function openDealerDatabase(config: DatabaseConfig): DealerDatabase {
  if (!isPostgresUrl(config.url)) return { engine: "sqlite", ...openDatabase(config.url) };
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax ?? DEFAULT_POOL_MAX,
    types: typesAsOnSqlite,
  });
  // An idle pooled connection the server ends (a restart, a failover, an administrator) is reported on the pool; with
  // no listener Node would treat it as an uncaught error and stop the process. The pool drops that connection and
  // opens another when next asked.
  pool.on("error", (error) =>
    console.error("[dealer-api] an idle database connection ended:", error.message),
  );
  return { engine: "postgres", db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }) };
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
