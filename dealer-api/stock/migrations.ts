import { sql, type CreateTableBuilder, type Kysely, type Migration } from "kysely";
import { autoIncrementKey, engineOf, floatType } from "../db/engine";

// Migrations take Kysely<any>: they describe the schema at their own point in time, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

type ColumnType = "text" | "integer" | "real";

/** Adds NOT NULL columns in the order given (column order matters to scan speed: see tables.ts). */
function columns(db: Kysely<any>, table: CreateTableBuilder<any, any>, list: [string, ColumnType][]) {
  return list.reduce(
    (built, [name, type]) =>
      built.addColumn(name, type === "real" ? floatType(db) : type, (column) => column.notNull()),
    table,
  );
}

const t = (names: string): [string, ColumnType][] => names.split(" ").map((name) => [name, "text"]);
const i = (names: string): [string, ColumnType][] => names.split(" ").map((name) => [name, "integer"]);
const r = (names: string): [string, ColumnType][] => names.split(" ").map((name) => [name, "real"]);

/**
 * Every index starts with status, which every search filters on. Sorts (price, age, mileage, stock-in) walk an index
 * instead of sorting; make/range/trim serves the make-and-model filters; body and fuel are the busiest single filters.
 */
const vehicleIndexes: Record<string, string[]> = {
  vehicles_status_price: ["status", "final_price"],
  vehicles_status_registered: ["status", "date_first_registered"],
  vehicles_status_odometer: ["status", "odometer"],
  vehicles_status_stock_in: ["status", "date_stock_in"],
  vehicles_status_monthly: ["status", "monthly_payment"],
  vehicles_status_make_range: ["status", "make_slug", "range_slug", "trim_slug"],
  vehicles_status_body: ["status", "body_type"],
  vehicles_status_fuel: ["status", "fuel_type"],
};

/**
 * The admin fee moves from the details to the narrow row: it is part of every car's cash price, which the monthly
 * search prices for the whole stock (the index reads it with the other columns, docs/decisions/131-cash-price-promotions-monthly-search.md).
 */
const adminFeeInVehicles: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("vehicles")
      .addColumn("admin_fee", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    await sql`update vehicles set admin_fee = coalesce(
      (select admin_fee from vehicle_details where vehicle_details.vehicle_id = vehicles.id), 0)`.execute(db);
    await db.schema.alterTable("vehicle_details").dropColumn("admin_fee").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema
      .alterTable("vehicle_details")
      .addColumn("admin_fee", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    await sql`update vehicle_details set admin_fee = coalesce(
      (select admin_fee from vehicles where vehicles.id = vehicle_details.vehicle_id), 0)`.execute(db);
    await db.schema.alterTable("vehicles").dropColumn("admin_fee").execute();
  },
};

/**
 * Cars no longer carry videos: the generator promised walkaround videos nothing served
 * (docs/decisions/180-no-unserved-vehicle-media.md). Rolling back restores the column, empty.
 */
const noVideos: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("vehicle_details").dropColumn("videos").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema
      .alterTable("vehicle_details")
      .addColumn("videos", "text", (column) => column.notNull().defaultTo("[]"))
      .execute();
  },
};

/**
 * PostgreSQL only: a counter every write to `vehicles` moves (one statement-level trigger), which the stock index
 * compares to know the cars changed. SQLite has its own way (`pragma data_version` and temporary triggers, see
 * stock-index-store.ts) and gets nothing here.
 */
const stockVersionOnPostgres: Migration = {
  async up(db: Kysely<any>) {
    if (engineOf(db) !== "postgres") return;
    await sql`create table stock_version (n bigint not null)`.execute(db);
    await sql`insert into stock_version (n) values (0)`.execute(db);
    await sql`create function stock_version_move() returns trigger language plpgsql as $$
      begin update stock_version set n = n + 1; return null; end $$`.execute(db);
    await sql`create trigger vehicles_move_stock_version after insert or update or delete or truncate on vehicles
      for each statement execute function stock_version_move()`.execute(db);
  },
  async down(db: Kysely<any>) {
    if (engineOf(db) !== "postgres") return;
    await sql`drop trigger vehicles_move_stock_version on vehicles`.execute(db);
    await sql`drop function stock_version_move()`.execute(db);
    await sql`drop table stock_version`.execute(db);
  },
};

/**
 * PostgreSQL only: writes to `vehicle_details` move the stock version too. The stock index reads each car's market
 * details from it and the listings kept with the index join it (stock-index-store.ts, STOCK_TABLES); with only
 * `vehicles` watched, a changed colour or mileage stayed in search results until some car's row changed.
 */
const stockVersionOnDetails: Migration = {
  async up(db: Kysely<any>) {
    if (engineOf(db) !== "postgres") return;
    await sql`create trigger vehicle_details_move_stock_version
      after insert or update or delete or truncate on vehicle_details
      for each statement execute function stock_version_move()`.execute(db);
  },
  async down(db: Kysely<any>) {
    if (engineOf(db) !== "postgres") return;
    await sql`drop trigger vehicle_details_move_stock_version on vehicle_details`.execute(db);
  },
};

export const stockMigrations: Record<string, Migration> = {
  "001_stock": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("vehicles")
        .addColumn("id", "integer", autoIncrementKey(db))
        .$call((table) =>
          columns(db, table, [
            ...t("status"),
            ...i("image_count"),
            ...t("make_slug range_slug trim_slug body_type fuel_type transmission drivetrain colour"),
            ...i("doors seats engine_decilitres final_price"),
            ...r("monthly_payment"),
            ...i("year plate_order odometer insurance_group tax_rate co2"),
            ...r("mpg"),
            ...i("feature_mask tag_mask site_id cap_id"),
            ...t("date_first_registered date_stock_in"),
          ]),
        )
        .addColumn("stock_id", "text", (column) => column.notNull().unique())
        .addColumn("slug", "text", (column) => column.notNull().unique())
        .addColumn("vrm", "text", (column) => column.notNull().unique())
        .addColumn("search_text", "text", (column) => column.notNull())
        .execute();
      for (const [name, indexed] of Object.entries(vehicleIndexes)) {
        await db.schema.createIndex(name).on("vehicles").columns(indexed).execute();
      }

      await db.schema
        .createTable("equipment_sets")
        .addColumn("id", "integer", autoIncrementKey(db))
        .addColumn("equipment", "text", (column) => column.notNull().unique())
        .execute();

      await db.schema
        .createTable("vehicle_details")
        .addColumn("vehicle_id", "integer", (column) =>
          column.primaryKey().references("vehicles.id").onDelete("cascade"),
        )
        .$call((table) =>
          columns(db, table, [
            ...t("make_name range_name model derivative trim_name manufacturer_colour colour_hex"),
            ...i("engine_size bhp cylinders"),
            ...t("cylinder_layout fuel_delivery"),
            ...r("acceleration"),
            ...i("top_speed length_mm width_mm height_mm kerb_weight"),
            ...r("mpg_urban mpg_extra_urban"),
            ...i("euro_standard ulez_compliant"),
            ...t("plate"),
            ...i("price discount_price new_price"),
            ...t("vat_scheme"),
            ...i("admin_fee condition_grade spare_key recent_views"),
            ...t("vehicle_source attention_grabber description"),
          ]),
        )
        .addColumn("equipment_set_id", "integer", (column) =>
          column.notNull().references("equipment_sets.id"),
        )
        .$call((table) => columns(db, table, t("optional_extras mot service_history provenance videos")))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("vehicle_details").execute();
      await db.schema.dropTable("equipment_sets").execute();
      await db.schema.dropTable("vehicles").execute();
    },
  },
  "002_stock_admin_fee_in_vehicles": adminFeeInVehicles,
  "003_stock_no_videos": noVideos,
  "004_stock_version_on_postgres": stockVersionOnPostgres,
  "005_stock_version_on_details": stockVersionOnDetails,
};
