import type SQLite from "better-sqlite3";
import type { DealerDb } from "./database";

/** Rows of one table, to be written by a seed: the same rows whichever engine writes them. */
export interface SeedTable {
  table: string;
  rows: Record<string, unknown>[];
}

/** SQLite: one prepared statement a table, run row by row in the caller's transaction (the fastest way in). */
export function insertRowsWithSqlite(sqlite: SQLite.Database, { table, rows }: SeedTable): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const insert = sqlite.prepare(
    `insert into ${table} (${columns.join(", ")}) values (${columns.map((column) => `@${column}`).join(", ")})`,
  );
  for (const row of rows) insert.run(row);
}

/** Values a statement at most: PostgreSQL takes up to 65 535 parameters, SQLite 32 766. */
const VALUES_A_STATEMENT = 30_000;

/** Any engine: multi-row inserts through Kysely, as many rows a statement as the parameter limit allows. */
export async function insertRowsInBatches(db: DealerDb, { table, rows }: SeedTable): Promise<void> {
  if (rows.length === 0) return;
  const perStatement = Math.max(1, Math.floor(VALUES_A_STATEMENT / Object.keys(rows[0]).length));
  for (let start = 0; start < rows.length; start += perStatement) {
    // The seed's tables are named at run time; the rows are the table's own columns.
    await db
      .insertInto(table as "snippets")
      .values(rows.slice(start, start + perStatement) as never)
      .execute();
  }
}
