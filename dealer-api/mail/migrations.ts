/* eslint-disable @typescript-eslint/no-explicit-any -- a migration works on the schema of its own time, not today's types */
import { sql, type Kysely, type Migration } from "kysely";

/* E-mail delivery migrations: 65x (saved searches and alerts 60x; docs/decisions/331-mail-delivery.md). */

/** What is in the outbox when delivery arrives is not sent by it (see `outboxDelivery`). */
export const BEFORE_DELIVERY =
  "In the outbox before delivery from it existed (650_outbox_delivery): not sent by the dealer API";

/**
 * The outbox (400_accounts) gets what sending it needs: an HTML part and extra headers, where each e-mail is in its
 * delivery (pending, sent, or dead after its last try), its attempts and when the next may be made, the last error,
 * and a writer's key that makes an e-mail unique.
 */
const outboxDelivery: Migration = {
  async up(db: Kysely<any>) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    const add = (column: string, type: "text" | "integer", build = (col: any) => col) =>
      db.schema.alterTable("outbox").addColumn(column, type, build).execute();
    await add("body_html", "text");
    await add("headers_json", "text");
    await add("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'sent', 'dead')`),
    );
    await add("attempts", "integer", (col) => col.notNull().defaultTo(0));
    await add("next_attempt_at", "text");
    await add("last_error", "text");
    await add("sent_at", "text");
    await add("dedupe_key", "text");
    // Unique where set: a writer inserting a key already there inserts nothing (`sendMail`'s `on conflict`, whose
    // target repeats this `where`, as both engines need for a partial index). E-mails without a key are never duplicates.
    await db.schema
      .createIndex("outbox_dedupe_key")
      .on("outbox")
      .column("dedupe_key")
      .unique()
      .where(sql.ref("dedupe_key"), "is not", null)
      .execute();
    // What a delivery run looks for: the pending e-mails that are due.
    await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
    // E-mails written before now are not sent: until now a mailer outside the dealer API was to send them (it may have),
    // and their links (a confirmation, a password reset) have most likely run out. They stay, readable, as dead letters.
    await db.updateTable("outbox").set({ status: "dead", last_error: BEFORE_DELIVERY }).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("outbox_due").execute();
    await db.schema.dropIndex("outbox_dedupe_key").execute();
    for (const column of [
      "dedupe_key",
      "sent_at",
      "last_error",
      "next_attempt_at",
      "attempts",
      "status",
      "headers_json",
      "body_html",
    ])
      await db.schema.alterTable("outbox").dropColumn(column).execute();
  },
};

/** A lock per job name (dealer-api/mail/job-lock.ts), taken by one process at a time, given up when it expires. */
const jobLocks: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("job_locks")
      .addColumn("name", "text", (col) => col.primaryKey())
      .addColumn("holder", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("job_locks").execute();
  },
};

export const mailMigrations: Record<string, Migration> = {
  "650_outbox_delivery": outboxDelivery,
  "651_job_locks": jobLocks,
};
