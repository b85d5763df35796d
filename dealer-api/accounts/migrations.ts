/* eslint-disable @typescript-eslint/no-explicit-any -- a migration works on the schema of its own time, not today's types */
import { sql, type Kysely, type Migration } from "kysely";
import { autoIncrementKey } from "../db/engine";

/* Account and click-and-collect migrations: 4xx (stock 0xx, content 1xx, forms and reservations 2xx, valuations 3xx). */

const accounts: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("customers")
      .addColumn("id", "integer", autoIncrementKey(db))
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("first_name", "text", (col) => col.notNull())
      .addColumn("last_name", "text", (col) => col.notNull())
      .addColumn("telephone", "text", (col) => col.notNull())
      .addColumn("password_hash", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("confirmed_at", "text", (col) => col.notNull())
      .addColumn("password_changed_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("account_confirmations")
      .addColumn("token_hash", "text", (col) => col.primaryKey())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("first_name", "text", (col) => col.notNull())
      .addColumn("last_name", "text", (col) => col.notNull())
      .addColumn("telephone", "text", (col) => col.notNull())
      .addColumn("password_hash", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema
      .createIndex("account_confirmations_email")
      .on("account_confirmations")
      .column("email")
      .execute();
    await db.schema
      .createTable("customer_tokens")
      .addColumn("token_hash", "text", (col) => col.primaryKey())
      .addColumn("customer_id", "integer", (col) => col.notNull().references("customers.id"))
      .addColumn("purpose", "text", (col) => col.notNull().check(sql`purpose in ('access', 'reset')`))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("ended_at", "text")
      .execute();
    await db.schema
      .createIndex("customer_tokens_customer")
      .on("customer_tokens")
      .columns(["customer_id", "purpose"])
      .execute();
    await db.schema
      .createTable("account_attempts")
      .addColumn("id", "integer", autoIncrementKey(db))
      .addColumn("kind", "text", (col) =>
        col.notNull().check(sql`kind in ('login_failure', 'register', 'reset', 'mail')`),
      )
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("account_attempts_subject")
      .on("account_attempts")
      .columns(["kind", "subject", "created_at"])
      .execute();
    await db.schema
      .createIndex("account_attempts_created")
      .on("account_attempts")
      .column("created_at")
      .execute();
    await db.schema
      .createTable("outbox")
      .addColumn("id", "integer", autoIncrementKey(db))
      .addColumn("to_address", "text", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("body_text", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of [
      "outbox",
      "account_attempts",
      "customer_tokens",
      "account_confirmations",
      "customers",
    ])
      await db.schema.dropTable(table).execute();
  },
};

/**
 * Devices a customer has signed in on (ADR 250): a device's own token, kept in the site's `__device` cookie, lets its
 * owner's right password through while their address is locked by guesses from elsewhere.
 */
const devices: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("account_devices")
      .addColumn("token_hash", "text", (col) => col.primaryKey())
      .addColumn("customer_id", "integer", (col) => col.notNull().references("customers.id"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("account_devices_customer")
      .on("account_devices")
      .column("customer_id")
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("account_devices").execute();
  },
};

export const accountMigrations: Record<string, Migration> = {
  "400_accounts": accounts,
  "401_account_devices": devices,
};
