/* eslint-disable @typescript-eslint/no-explicit-any -- a migration works on the schema of its own time, not today's types */
import type { Kysely, Migration } from "kysely";
import { autoIncrementKey } from "../db/engine";

/* Form-submit service migrations: names start at 200_ so they sort after stock (0xx) and content (1xx). */

const submissionLog: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("submission_log")
      .addColumn("id", "integer", autoIncrementKey(db))
      .addColumn("client_key", "text", (col) => col.notNull())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("submission_log_client")
      .on("submission_log")
      .columns(["client_key", "kind", "created_at"])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("submission_log").execute();
  },
};

/**
 * What makes a submission sent twice (a double click, a post sent again) recognisable: a fingerprint of what was sent,
 * and the submission it stored, so the repeat is answered as the first was (forms/rate-limit.ts, `earlierSubmission`).
 */
const submissionRepeats: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("submission_log").addColumn("fingerprint", "text").execute();
    await db.schema.alterTable("submission_log").addColumn("submission_id", "integer").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("submission_log").dropColumn("submission_id").execute();
    await db.schema.alterTable("submission_log").dropColumn("fingerprint").execute();
  },
};

export const formsMigrations: Record<string, Migration> = {
  "200_forms_submission_log": submissionLog,
  "201_forms_submission_repeats": submissionRepeats,
};
