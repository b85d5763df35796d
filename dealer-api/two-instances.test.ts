import { afterAll, describe, expect, it } from "vitest";
import { createDealerApi, type DealerApi } from "./setup";
import { takeAllowance } from "./forms/rate-limit";
import { holdVehicle } from "./reservations/service";
import { TestPaymentProvider } from "./reservations/payment-provider";
import { testPostgres } from "./test-postgres";

/**
 * Several site instances behind a load balancer, each with its own dealer API and its own connection pool, on one
 * PostgreSQL database (docs/decisions/211-postgresql.md): what one instance decides, every other must respect.
 * PostgreSQL only: SQLite is one instance's own file.
 */

const TODAY = new Date("2026-11-23T12:00:00Z");
const NOW = new Date("2026-11-23T10:00:00Z");
const roomy = { max: 1000, windowMinutes: 10, holdsPerClient: 1000, holdsPerCarPerDay: 1000, lookups: 1000 };

const postgres = await testPostgres();
const started: DealerApi[] = [];
afterAll(async () => {
  await Promise.all(started.map((api) => api.close()));
  if ("server" in postgres) await postgres.server.stop();
});

/** Two dealer APIs starting at the same moment on one new, empty database, as two instances of a first deploy do. */
async function twoInstances(vehicles: number): Promise<[DealerApi, DealerApi]> {
  if (!("server" in postgres)) throw new Error(postgres.skipped);
  const url = await postgres.server.createDatabase();
  const options = {
    filename: "unused",
    databaseUrl: url,
    poolMax: 5,
    vehicles,
    seed: 20261101,
    today: TODAY,
  };
  const pair = await Promise.all([createDealerApi(options), createDealerApi(options)]);
  started.push(...pair);
  return pair;
}

const suite = "server" in postgres ? describe : describe.skip;
if (!("server" in postgres)) console.warn(`*** two-instance tests SKIPPED: ${postgres.skipped} ***`);

suite("two dealer API instances on one PostgreSQL database", () => {
  it("starting together on an empty database, migrate and seed it once", async () => {
    const [first, second] = await twoInstances(80);
    for (const api of [first, second]) {
      const { n } = await api.db
        .selectFrom("vehicles")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(n).toBe(80);
    }
    const customers = await first.db.selectFrom("customers").select("id").execute();
    expect(customers).toHaveLength(1);
  });

  it("of 20 shoppers reserving one car at once through both, exactly one gets the hold", async () => {
    const [first, second] = await twoInstances(40);
    const car = await first.db
      .selectFrom("vehicles")
      .select("id")
      .where("status", "=", "FOR_SALE_RETAIL")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, shopper) => {
        const { db } = shopper % 2 ? second : first;
        return holdVehicle(
          db,
          new TestPaymentProvider(db),
          {
            vehicleId: car.id,
            customer: {},
            clientKey: `198.51.100.${shopper}`,
            description: "Reservation deposit",
          },
          { now: NOW, limit: roomy },
        );
      }),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.refusal.status === 409)).toHaveLength(19);
    const holds = await second.db
      .selectFrom("reservations")
      .select("id")
      .where("vehicle_id", "=", car.id)
      .execute();
    expect(holds).toHaveLength(1);
  });

  it("count one visitor's submissions against one limit, whichever instance takes them", async () => {
    const [first, second] = await twoInstances(20);
    const limit = { ...roomy, max: 3 };
    const allowances = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) =>
        (attempt % 2 ? second : first).db
          .transaction()
          .execute((trx) =>
            takeAllowance(trx, { clientKey: "198.51.100.7", kind: "enquiry", now: NOW, limit }),
          ),
      ),
    );
    expect(allowances.filter((allowance) => allowance.ok)).toHaveLength(3);
  });
});
