import { expect, it } from "vitest";
import { describeOnEachEngine } from "../test-engines";
import { migrateToLatest } from "../db/migrate";
import { seedStockInBatches } from "./seed";
import { createDealerApp } from "../app";

const TODAY = new Date("2026-11-01T12:00:00Z");

await describeOnEachEngine("finding a car by plate or stock id", (engine) => {
  it("refuses a plate or stock id holding a control character (PostgreSQL's text cannot hold NUL) on every engine", async () => {
    const { db } = await engine.open();
    try {
      await migrateToLatest(db);
      await seedStockInBatches(db, { count: 5, seed: 20261101, today: TODAY });
      const app = createDealerApp({ db, today: () => TODAY });
      const find = (body: object) =>
        app.request("/api/used-vehicles/find-vehicle", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      const car = await db
        .selectFrom("vehicles")
        .select(["vrm", "stock_id"])
        .orderBy("id")
        .executeTakeFirstOrThrow();
      expect((await find({ stock_id: car.stock_id })).status).toBe(200);
      for (const body of [
        { stock_id: "\u0000nul" },
        { stock_id: `${car.stock_id}\u0000` },
        { vrm: `${car.vrm}\u0000` },
        { vrm: "AB12\u0007CDE" },
      ]) {
        expect((await find(body)).status, JSON.stringify(body)).toBe(400);
      }
    } finally {
      await db.destroy();
    }
  });
});
