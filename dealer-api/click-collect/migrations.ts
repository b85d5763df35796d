/* eslint-disable @typescript-eslint/no-explicit-any -- a migration works on the schema of its own time, not today's types */
import { sql, type Kysely, type Migration } from "kysely";
import { addInsertionOrder, engineOf } from "../db/engine";

/* Click-and-collect migrations: 41x, after the accounts' 400_ (orders belong to customers). */

const orders: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("click_collect_orders")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("customer_id", "integer", (col) => col.notNull().references("customers.id"))
      .addColumn("vehicle_id", "integer", (col) => col.notNull().references("vehicles.id"))
      .addColumn("state", "text", (col) =>
        col.notNull().check(sql`state in ('draft', 'submitted', 'cancelled')`),
      )
      .addColumn("price", "integer", (col) => col.notNull())
      .addColumn("compliance_json", "text")
      .addColumn("partex_json", "text")
      .addColumn("payment_json", "text")
      .addColumn("collection_json", "text")
      .addColumn("reservation_id", "text", (col) => col.references("reservations.id"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("click_collect_orders_customer")
      .on("click_collect_orders")
      .columns(["customer_id", "created_at"])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("click_collect_orders").execute();
  },
};

/** Orders made in the same millisecond are listed by the order they were made in (see `insertionOrder`). */
const insertionOrderOnPostgres: Migration = {
  async up(db: Kysely<any>) {
    await addInsertionOrder(db, "click_collect_orders");
  },
  async down(db: Kysely<any>) {
    if (engineOf(db) === "postgres")
      await db.schema.alterTable("click_collect_orders").dropColumn("insertion_order").execute();
  },
};

export const clickCollectMigrations: Record<string, Migration> = {
  "410_click_collect_orders": orders,
  "411_click_collect_insertion_order_on_postgres": insertionOrderOnPostgres,
};
