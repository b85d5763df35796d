/* eslint-disable @typescript-eslint/no-explicit-any -- migrations pass Kysely<any> and builders of any table */
import { createHash } from "node:crypto";
import { PostgresAdapter, sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/**
 * Every difference between the two engines the dealer API runs on, in one place (docs/decisions/211-postgresql.md):
 * the embedded SQLite (the default) and PostgreSQL (when `DATABASE_URL` names one).
 */
export type Engine = "sqlite" | "postgres";

export function engineOf(db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Whether a database address names a PostgreSQL server (otherwise the address is a SQLite file). */
export const isPostgresUrl = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//i.test(url);

/**
 * An integer key numbered by the database. SQLite keeps `autoincrement` (ids never reused, as existing databases
 * have them); PostgreSQL has no such keyword and numbers with an identity column.
 */
export function autoIncrementKey(db: Kysely<any>) {
  return (column: ColumnDefinitionBuilder) =>
    engineOf(db) === "postgres"
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

/** A floating-point column: SQLite's `real` is 8 bytes, PostgreSQL's only 4, so there it is `double precision`. */
export function floatType(db: Kysely<any>): ColumnDataType {
  return engineOf(db) === "postgres" ? "double precision" : "real";
}

/** Whether an error is a unique (or primary key) constraint refusing a row, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error) || !("code" in error)) return false;
  const code = String(error.code);
  // PostgreSQL's SQLSTATE for unique_violation; better-sqlite3's codes for the same refusal.
  return code === "23505" || code.startsWith("SQLITE_CONSTRAINT");
}

/**
 * After rows were inserted with their own ids into a table numbered by `autoIncrementKey`: SQLite numbers on from the
 * largest id by itself, PostgreSQL's identity has to be told to.
 */
export async function continueNumberingAfter(db: Kysely<any>, table: string): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false)
    from ${sql.table(table)}`.execute(db);
}

/** JSON built in SQL, as text: SQLite's `json_array`/`json_group_array`, PostgreSQL's `json_build_array`/`json_agg`. */
export function jsonFunctions(db: Kysely<any>): { array: string; groupArray: string } {
  return engineOf(db) === "postgres"
    ? { array: "json_build_array", groupArray: "json_agg" }
    : { array: "json_array", groupArray: "json_group_array" };
}

/**
 * The order rows were inserted in, for tables keyed by something else (a random id): SQLite's hidden `rowid`; on
 * PostgreSQL, which has none, the `insertion_order` identity column `addInsertionOrder` gives the table.
 */
export function insertionOrder(db: Kysely<any>) {
  return engineOf(db) === "postgres" ? sql.ref("insertion_order") : sql`rowid`;
}

/** Gives a table the column `insertionOrder` reads on PostgreSQL; SQLite has its `rowid` already. */
export async function addInsertionOrder(db: Kysely<any>, table: string): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await db.schema
    .alterTable(table)
    .addColumn("insertion_order", "bigint", (column) => column.notNull().generatedAlwaysAsIdentity())
    .execute();
}

/**
 * Makes the rest of this transaction the only one holding `key` (transactions on another key go on side by side), for
 * rules that count rows and then write one: a rate limit, a cap on unpaid holds. SQLite runs one writing transaction at a
 * time already; PostgreSQL's READ COMMITTED would let two transactions count the same rows, so there the transaction
 * takes an advisory lock on the key, released when it ends.
 */
export async function lockForTransaction(trx: Kysely<any>, key: string): Promise<void> {
  if (engineOf(trx) !== "postgres") return;
  const lockId = createHash("sha256").update(key).digest().readBigInt64BE(0);
  await sql`select pg_advisory_xact_lock(${lockId.toString()}::bigint)`.execute(trx);
}

/**
 * Runs `work` (migrating and seeding a new database) while no other dealer API instance does the same on the same
 * database: several site instances starting at once on one empty PostgreSQL database would otherwise all find it
 * unseeded and all seed it. The lock is PostgreSQL's session-level advisory lock on one connection kept for the
 * purpose, and `work` runs on that connection too, so a pool of one connection is enough. SQLite needs none: it is one
 * instance's own file.
 */
export async function whileStartingAlone<DB, T>(
  db: Kysely<DB>,
  work: (db: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (engineOf(db) !== "postgres") return work(db);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK}::bigint)`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK}::bigint)`.execute(connection);
    }
  });
}

/** The advisory lock key of `whileStartingAlone`: any fixed number the dealer API uses for nothing else. */
const STARTUP_LOCK = createHash("sha256").update("dealer-api:startup").digest().readBigInt64BE(0).toString();
