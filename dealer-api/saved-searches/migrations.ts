/* eslint-disable @typescript-eslint/no-explicit-any -- a migration works on the schema of its own time, not today's types */
import { sql, type Kysely, type Migration } from "kysely";
import { addInsertionOrder, floatType } from "../db/engine";

/* Saved-search migrations: 60x, after the deals' 5xx (both belong to customers, the accounts' 4xx). */

const savedSearches: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("saved_searches")
      .addColumn("id", "text", (col) => col.primaryKey())
      // Null for a guest's search (owned by whoever holds its id, as a guest's deal), until a customer claims it.
      .addColumn("customer_id", "integer", (col) => col.references("customers.id"))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("site_query", "text", (col) => col.notNull())
      .addColumn("stock_query", "text", (col) => col.notNull())
      .addColumn("alerts", "text", (col) =>
        col
          .notNull()
          .defaultTo("off")
          .check(sql`alerts in ('off', 'instant', 'daily', 'weekly')`),
      )
      .addColumn("seen_vehicle_id", "integer", (col) => col.notNull())
      .addColumn("alerted_vehicle_id", "integer", (col) => col.notNull())
      .addColumn("last_alerted_at", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("saved_searches_customer")
      .on("saved_searches")
      .column("customer_id")
      .execute();
    // The alert job's question: the searches of one frequency, the longest unalerted first.
    await db.schema
      .createIndex("saved_searches_alerts")
      .on("saved_searches")
      .columns(["alerts", "last_alerted_at"])
      .execute();
    // Searches saved in the same millisecond are listed by the order they were made in (see `insertionOrder`).
    await addInsertionOrder(db, "saved_searches");
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("saved_searches").execute();
  },
};

const carAlerts: Migration = {
  async up(db: Kysely<any>) {
    const flag = (name: string) => (col: any) => col.notNull().check(sql`${sql.ref(name)} in (0, 1)`);
    await db.schema
      .createTable("car_alerts")
      .addColumn("customer_id", "integer", (col) => col.notNull().references("customers.id"))
      .addColumn("vehicle_id", "integer", (col) => col.notNull().references("vehicles.id"))
      .addColumn("price_drop", "integer", flag("price_drop"))
      .addColumn("reserved", "integer", flag("reserved"))
      .addColumn("sold", "integer", flag("sold"))
      .addColumn("last_price", floatType(db), (col) => col.notNull())
      .addColumn("last_status", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("car_alerts_key", ["customer_id", "vehicle_id"])
      .execute();
    // The alert job reads a car's subscribers when it changes.
    await db.schema.createIndex("car_alerts_vehicle").on("car_alerts").column("vehicle_id").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("car_alerts").execute();
  },
};

export const savedSearchMigrations: Record<string, Migration> = {
  "600_saved_searches": savedSearches,
  "601_car_alerts": carAlerts,
};
