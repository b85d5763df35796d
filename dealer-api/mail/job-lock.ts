import type { Kysely } from "kysely";
import type { DB } from "../db/database";

/**
 * A lock per job in the `job_locks` table, so a job (such as e-mail delivery) runs in one process at a time however
 * many site or dealer API instances share the database. It expires: a holder that dies gives it up after `ttlMs`.
 * Whoever holds it renews it (`tryLock` again) while working, so a long run keeps it.
 */

/**
 * Takes the lock `name` for `holder` until `now + ttlMs`: when no one holds it, when its holder's time is up, or when
 * `holder` holds it already (renewing it). Whether it was taken. Of several callers at once, in any processes,
 * exactly one takes a free lock.
 */
export async function tryLock(
  db: Kysely<DB>,
  name: string,
  holder: string,
  now: Date,
  ttlMs: number,
): Promise<boolean> {
  if (!(ttlMs > 0)) throw new Error("A lock's time to live is more than 0 ms");
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  // One statement, so atomic on both engines: the insert of a free lock, or else the update of the row there when its
  // time is up (or it is the caller's own). PostgreSQL's `on conflict do update` waits for a writer of the same row and
  // evaluates the `where` on the row as that writer left it, so of two callers at once the second sees the first's
  // new expiry and changes nothing; SQLite runs one writer at a time. A row comes back only when it was written.
  const taken = await db
    .insertInto("job_locks")
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column("name")
        .doUpdateSet((update) => ({
          holder: update.ref("excluded.holder"),
          expires_at: update.ref("excluded.expires_at"),
        }))
        .where((where) =>
          where.or([
            where("job_locks.expires_at", "<=", now.toISOString()),
            where("job_locks.holder", "=", holder),
          ]),
        ),
    )
    .returning("name")
    .executeTakeFirst();
  return taken !== undefined;
}

/** Gives up the lock `name` if `holder` holds it (never another's). Whether it did. */
export async function unlock(db: Kysely<DB>, name: string, holder: string): Promise<boolean> {
  const removed = await db
    .deleteFrom("job_locks")
    .where("name", "=", name)
    .where("holder", "=", holder)
    .executeTakeFirst();
  return removed.numDeletedRows > 0n;
}
