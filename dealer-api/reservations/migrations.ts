/* eslint-disable @typescript-eslint/no-explicit-any -- a migration works on the schema of its own time, not today's types */
import { sql, type Kysely, type Migration } from "kysely";

const reservations: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("reservations")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("vehicle_id", "integer", (col) => col.notNull().references("vehicles.id"))
      .addColumn("status", "text", (col) =>
        col.notNull().check(sql`status in ('pending', 'paid', 'cancelled', 'lapsed')`),
      )
      .addColumn("amount_pence", "integer", (col) => col.notNull())
      .addColumn("currency", "text", (col) => col.notNull())
      .addColumn("customer_json", "text", (col) => col.notNull())
      .addColumn("client_key", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("paid_at", "text")
      .addColumn("hold_until", "text")
      .addColumn("cancelled_at", "text")
      .addColumn("payment_provider", "text")
      .addColumn("payment_session_id", "text", (col) => col.unique())
      .addColumn("checkout_url", "text")
      .execute();
    // The rule "a car cannot be held twice" lives in the database: two shoppers at once, one insert wins.
    await db.schema
      .createIndex("reservations_one_hold_per_vehicle")
      .on("reservations")
      .column("vehicle_id")
      .unique()
      .where(sql<boolean>`status in ('pending', 'paid')`)
      .execute();
    await db.schema
      .createTable("test_payment_sessions")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("reservation_id", "text", (col) => col.notNull().references("reservations.id"))
      .addColumn("amount_pence", "integer", (col) => col.notNull())
      .addColumn("currency", "text", (col) => col.notNull())
      .addColumn("description", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("completed_at", "text")
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("test_payment_sessions").execute();
    await db.schema.dropTable("reservations").execute();
  },
};

/**
 * The shopper's stored deal a reservation carries (contract/reservations.ts `deal_id`), or null. Numbered 51x: after
 * the deals' 500_deals, which it references. Deleting the deal leaves the reservation without one.
 */
const reservationDeal: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("reservations")
      .addColumn("deal_id", "text", (col) => col.references("deals.id").onDelete("set null"))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("reservations").dropColumn("deal_id").execute();
  },
};

/* Reservation service migrations: 2xx, after the form-submit service's 200_; 51x once they need the deals (5xx). */
export const reservationMigrations: Record<string, Migration> = {
  "201_reservations": reservations,
  "510_reservations_deal": reservationDeal,
};
