/* eslint-disable @typescript-eslint/no-explicit-any -- a migration works on the schema of its own time, not today's types */
import { sql, type Kysely, type Migration } from "kysely";
import { addInsertionOrder } from "../db/engine";

/* Deal migrations: 5xx, after the accounts' 4xx (a deal may belong to a customer). */

const deals: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("deals")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("vehicle_id", "integer", (col) => col.notNull().references("vehicles.id"))
      .addColumn("vrm", "text", (col) => col.notNull())
      .addColumn("customer_id", "integer", (col) => col.references("customers.id"))
      .addColumn("request_json", "text", (col) => col.notNull())
      .addColumn("priced_json", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("deals_customer")
      .on("deals")
      .columns(["customer_id", "updated_at"])
      .execute();
    // Deals saved in the same millisecond are listed by the order they were made in (see `insertionOrder`).
    await addInsertionOrder(db, "deals");
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("deals").execute();
  },
};

/**
 * Whether each branch takes cars in part-exchange: a fact the dealer changes, so it lives in the database rather than
 * in the static branch list (branches.ts). A branch without a row does not (the spec's "We do not accept Part
 * Exchanges at this moment."); the embedded data seeds every branch on (deals/branch-settings.ts).
 */
const branchSettings: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("branch_settings")
      .addColumn("branch_id", "integer", (col) => col.primaryKey())
      .addColumn("accepts_part_exchange", "integer", (col) =>
        col.notNull().check(sql`accepts_part_exchange in (0, 1)`),
      )
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("branch_settings").execute();
  },
};

export const dealMigrations: Record<string, Migration> = {
  "500_deals": deals,
  "501_branch_settings": branchSettings,
};
