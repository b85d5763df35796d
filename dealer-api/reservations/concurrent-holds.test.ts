import { expect, it } from "vitest";
import { describeOnEachEngine } from "../test-engines";
import { migrateToLatest } from "../db/migrate";
import { seedStockInBatches } from "../stock/seed";
import { TestPaymentProvider } from "./payment-provider";
import { holdVehicle } from "./service";

const NOW = new Date("2026-11-23T10:00:00Z");
const roomy = { max: 1000, windowMinutes: 10, holdsPerClient: 1000, holdsPerCarPerDay: 1000, lookups: 1000 };

await describeOnEachEngine("reservation holds under concurrent writers", (engine) => {
  /** A fresh database of `count` generated cars, and the first `limit` of those for sale. */
  async function stockWithCarsForSale(count: number, limit: number) {
    const { db } = await engine.open();
    await migrateToLatest(db);
    await seedStockInBatches(db, { count, seed: 20261101, today: NOW });
    const cars = await db
      .selectFrom("vehicles")
      .select("id")
      .where("status", "=", "FOR_SALE_RETAIL")
      .orderBy("id")
      .limit(limit)
      .execute();
    return { db, cars, provider: new TestPaymentProvider(db) };
  }

  /** A fresh database of 30 cars, and the first of them for sale. */
  async function oneCarForSale() {
    const {
      db,
      cars: [car],
      provider,
    } = await stockWithCarsForSale(30, 1);
    if (!car) throw new Error("The seeded stock has no car for sale");
    return { db, car, provider };
  }

  it("of 20 shoppers holding one car at once, exactly one gets it and the others are told it is being reserved", async () => {
    const { db, car, provider } = await oneCarForSale();

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
    const { db, cars, provider } = await stockWithCarsForSale(60, 20);
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

  it("a shopper who sends the same reservation twice (a double click) is taken to the one checkout, however the copies race", async () => {
    const { db, car, provider } = await oneCarForSale();
    const hold = (customer: Record<string, unknown>, clientKey = "198.51.100.20") =>
      holdVehicle(
        db,
        provider,
        { vehicleId: car.id, customer, clientKey, description: "Reservation deposit" },
        { now: NOW, limit: roomy },
      );
    const jane = { first_name: "Jane", email: "jane@example.com" };
    const copies = await Promise.all([hold(jane), hold(jane), hold(jane)]);
    const later = await hold(jane);
    const ids = [...copies, later].map((outcome) => (outcome.ok ? outcome.value.id : outcome.refusal.status));
    expect(new Set(ids).size).toBe(1);
    expect(later.ok && later.value.checkout?.url).toBeTruthy();
    // Someone else on the same address (one household's router), or another car's shopper, is still refused.
    const neighbour = await hold({ first_name: "Sam", email: "sam@example.com" });
    expect(neighbour.ok).toBe(false);
    const holds = await db.selectFrom("reservations").select("id").where("vehicle_id", "=", car.id).execute();
    expect(holds).toHaveLength(1);
  });
});
