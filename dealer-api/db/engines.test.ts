import { expect, it } from "vitest";
import { describeOnEachEngine } from "../test-engines";
import { migrateToLatest } from "./migrate";
import { seedStockInBatches } from "../stock/seed";
import { seedDealerDatabase } from "../setup";
import { createDealerApp } from "../app";

const TODAY = new Date("2026-11-23T12:00:00Z");

await describeOnEachEngine("the dealer database", (engine) => {
  it("migrates an empty database to the latest schema, and a second run changes nothing", async () => {
    const { db } = await engine.open();
    await migrateToLatest(db);
    await migrateToLatest(db);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "vehicles",
        "vehicle_details",
        "reservations",
        "form_submissions",
        "customers",
      ]),
    );
  });

  it("numbers new rows itself, and floats keep their digits", async () => {
    const { db } = await engine.open();
    await migrateToLatest(db);
    const ids = [];
    for (const client_key of ["a", "b"]) {
      const row = await db
        .insertInto("submission_log")
        .values({ client_key, kind: "enquiry", created_at: TODAY.toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    expect(ids).toEqual([1, 2]);
    const { n } = await db
      .selectFrom("submission_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(n).toBe(2);
  });

  it("seeds the generated stock in batches, and numbers the next car after the last", async () => {
    const { db } = await engine.open();
    await migrateToLatest(db);
    await seedStockInBatches(db, { count: 1203, seed: 20261101, today: TODAY });
    const cars = await db
      .selectFrom("vehicles")
      .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
      .select(["vehicles.id", "vehicles.mpg", "vehicle_details.equipment_set_id"])
      .orderBy("vehicles.id")
      .execute();
    expect(cars).toHaveLength(1203);
    expect(cars[1202].id).toBe(1203);
    expect(cars.some((car) => !Number.isInteger(car.mpg))).toBe(true);
  });

  it("seeds the whole dealer database and answers searches, pages and the blog from it", async () => {
    const opened = await engine.open();
    await migrateToLatest(opened.db);
    await seedDealerDatabase(opened, { vehicles: 60, seed: 20261101, today: TODAY });
    const app = createDealerApp({ db: opened.db, today: () => TODAY });
    const answer = async (path: string) => {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      return (await response.json()) as { data: unknown };
    };
    const search = await answer("/api/v2/vehicle-search?sort=price%7Casc");
    expect(search.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: expect.any(Number) })]),
    );
    await answer("/api/blog/all");
    await answer("/api/departments");
    await answer("/api/v2/vehicle-search-filter");
  });
});
