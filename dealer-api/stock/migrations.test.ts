import { Migrator } from "kysely";
import { expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { stockMigrations } from "./migrations";
import { seedStock } from "./seed";

it("moves each car's admin fee from its details to its narrow row, and back", async () => {
  const { sqlite, db } = openDatabase(":memory:");
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => stockMigrations } });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    seedStock(sqlite, { count: 5, seed: 20261101, today: new Date("2026-11-23T12:00:00Z") });
    sqlite.prepare("update vehicles set admin_fee = 250 where id = 2").run();
    const fees = (table: string, id: string) =>
      sqlite.prepare(`select ${id} as id, admin_fee from ${table} order by 1`).all();

    expect((await migrator.migrateTo("001_stock")).error).toBeUndefined();
    expect(fees("vehicle_details", "vehicle_id")).toEqual([
      { id: 1, admin_fee: 179 },
      { id: 2, admin_fee: 250 },
      { id: 3, admin_fee: 179 },
      { id: 4, admin_fee: 179 },
      { id: 5, admin_fee: 179 },
    ]);
    expect(() => fees("vehicles", "id")).toThrow(/admin_fee/);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(fees("vehicles", "id")).toEqual([
      { id: 1, admin_fee: 179 },
      { id: 2, admin_fee: 250 },
      { id: 3, admin_fee: 179 },
      { id: 4, admin_fee: 179 },
      { id: 5, admin_fee: 179 },
    ]);
    expect(() => fees("vehicle_details", "vehicle_id")).toThrow(/admin_fee/);
  } finally {
    await db.destroy();
  }
});

it("drops the videos nothing served, and gives them back empty on the way down", async () => {
  const { sqlite, db } = openDatabase(":memory:");
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => stockMigrations } });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    seedStock(sqlite, { count: 3, seed: 20261101, today: new Date("2026-11-23T12:00:00Z") });
    const videos = () => sqlite.prepare("select videos from vehicle_details order by vehicle_id").all();
    expect(videos).toThrow(/videos/);

    expect((await migrator.migrateTo("002_stock_admin_fee_in_vehicles")).error).toBeUndefined();
    expect(videos()).toEqual([{ videos: "[]" }, { videos: "[]" }, { videos: "[]" }]);
  } finally {
    await db.destroy();
  }
});
