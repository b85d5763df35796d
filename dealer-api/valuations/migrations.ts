/* eslint-disable @typescript-eslint/no-explicit-any -- a migration works on the schema of its own time, not today's types */
import type { Kysely, Migration } from "kysely";

/* Valuation service migrations: names start at 300_ (stock 0xx, content 1xx, forms and reservations 2xx). */

const registry: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("registered_vehicles")
      .addColumn("vrm", "text", (col) => col.primaryKey())
      .addColumn("vehicle_type", "text", (col) => col.notNull())
      .addColumn("cap_id", "text")
      .addColumn("make", "text", (col) => col.notNull())
      .addColumn("model", "text", (col) => col.notNull())
      .addColumn("derivative", "text", (col) => col.notNull())
      .addColumn("fuel_type", "text", (col) => col.notNull())
      .addColumn("transmission", "text", (col) => col.notNull())
      .addColumn("engine", "integer", (col) => col.notNull())
      .addColumn("colour", "text", (col) => col.notNull())
      .addColumn("registration_date", "text", (col) => col.notNull())
      .addColumn("recorded_mileage", "integer", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("registered_vehicles").execute();
  },
};

const valuations: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("valuations")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("vrm", "text", (col) => col.notNull())
      .addColumn("vehicle_json", "text", (col) => col.notNull())
      .addColumn("mileage", "integer", (col) => col.notNull())
      .addColumn("service_history", "text", (col) => col.notNull())
      .addColumn("previous_keepers", "integer", (col) => col.notNull())
      .addColumn("condition_json", "text", (col) => col.notNull())
      .addColumn("cap_below", "integer", (col) => col.notNull())
      .addColumn("cap_average", "integer", (col) => col.notNull())
      .addColumn("department_code", "text", (col) => col.notNull())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("telephone", "text", (col) => col.notNull())
      .addColumn("postcode", "text", (col) => col.notNull())
      .addColumn("opt_in", "integer", (col) => col.notNull())
      .addColumn("enquiry_source", "text", (col) => col.notNull())
      .addColumn("valued_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .execute();
    // The lookup asks for the newest valuation of a registration that has not expired.
    await db.schema.createIndex("valuations_vrm").on("valuations").columns(["vrm", "valued_at"]).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("valuations").execute();
  },
};

/** Which enquiry each valuation sent the branch, so a valuation asked for twice is stored once (service.ts). */
const submission: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("valuations").addColumn("submission_id", "integer").execute();
    await db.schema.createIndex("valuations_submission").on("valuations").column("submission_id").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("valuations_submission").execute();
    await db.schema.alterTable("valuations").dropColumn("submission_id").execute();
  },
};

export const valuationMigrations: Record<string, Migration> = {
  "300_valuations_registry": registry,
  "301_valuations": valuations,
  "302_valuations_submission": submission,
};
