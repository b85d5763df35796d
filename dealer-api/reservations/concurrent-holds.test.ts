import { expect, it } from "vitest";
import { describeOnEachEngine } from "../test-engines";
import { migrateToLatest } from "../db/migrate";
import { seedStockInBatches } from "../stock/seed";
import { TestPaymentProvider } from "./payment-provider";
import { holdVehicle } from "./service";

const NOW = new Date("2026-11-23T10:00:00Z");
const roomy = { max: 1000, windowMinutes: 10, holdsPerClient: 1000, holdsInTotal: 1000, lookups: 1000 };

await describeOnEachEngine("reservation holds under concurrent writers", (engine) => {
  it("of 20 shoppers holding one car at once, exactly one gets it and the others are told it is being reserved", async () => {
    const { db } = await engine.open();
    await migrateToLatest(db);
    await seedStockInBatches(db, { count: 30, seed: 20261101, today: NOW });
    const car = await db
      .selectFrom("vehicles")
      .select("id")
      .where("status", "=", "FOR_SALE_RETAIL")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const provider = new TestPaymentProvider(db);

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, shopper) =>
        holdVehicle(
          db,
          provider,
          {
            vehicleId: car.id,
            customer: { first_name: `Shopper ${shopper}` },
            clientKey: `198.51.100.${shopper}`,
            description: "Reservation deposit",
          },
          { now: NOW, limit: roomy },
        ),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const refusals = outcomes.filter((outcome) => !outcome.ok);
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({
        refusal: { status: 409, message: expect.stringContaining("another customer is reserving this car") },
      });
    }
    const holds = await db
      .selectFrom("reservations")
      .select("id")
      .where("vehicle_id", "=", car.id)
      .where("status", "in", ["pending", "paid"])
      .execute();
    expect(holds).toHaveLength(1);
  });

  it("one client holding 20 cars at once gets only the 2 unpaid holds a client may have", async () => {
    const { db } = await engine.open();
    await migrateToLatest(db);
    await seedStockInBatches(db, { count: 60, seed: 20261101, today: NOW });
    const cars = await db
      .selectFrom("vehicles")
      .select("id")
      .where("status", "=", "FOR_SALE_RETAIL")
      .orderBy("id")
      .limit(20)
      .execute();
    const provider = new TestPaymentProvider(db);
    const outcomes = await Promise.all(
      cars.map((car) =>
        holdVehicle(
          db,
          provider,
          { vehicleId: car.id, customer: {}, clientKey: "198.51.100.1", description: "Reservation deposit" },
          { now: NOW, limit: { ...roomy, holdsPerClient: 2 } },
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(2);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.refusal.status === 429)).toHaveLength(18);
  });
});
