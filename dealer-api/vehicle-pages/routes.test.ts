import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehiclePageAnswer, type VehiclePage } from "../contract/vehicle-page";
import { getFinanceAnswer } from "../contract/finance";
import { createDealerApi, type DealerApi } from "../setup";
import { testPostgres } from "../test-postgres";

/** GET /api/vehicle-pages/{slug}: a car's page in one answer, on SQLite and on PostgreSQL. */

const postgres = await testPostgres();
afterAll(async () => {
  if ("server" in postgres) await postgres.server.stop();
});

const engines = [
  ["sqlite", async () => ({ filename: ":memory:" })],
  [
    "postgres",
    async () => {
      if (!("server" in postgres)) throw new Error(postgres.skipped);
      return { filename: "unused", databaseUrl: await postgres.server.createDatabase(), poolMax: 5 };
    },
  ],
] as const;

for (const [engine, database] of engines) {
  const suite = engine === "postgres" && !("server" in postgres) ? describe.skip : describe;
  suite(`GET /api/vehicle-pages/{slug} (${engine})`, () => {
    let api: DealerApi;
    let forSale: { slug: string; vrm: string };
    let sold: { slug: string };
    beforeAll(async () => {
      api = await createDealerApi({
        ...(await database()),
        vehicles: 60,
        seed: 20261101,
        today: new Date("2026-11-01T12:00:00Z"),
      });
      const car = (status: string) =>
        api.db
          .selectFrom("vehicles")
          .select(["slug", "vrm"])
          .where("status", "=", status)
          .orderBy("id")
          .executeTakeFirstOrThrow();
      forSale = await car("FOR_SALE_RETAIL");
      sold = await car("SOLD");
    });
    afterAll(() => api?.close());

    const page = async (path: string): Promise<VehiclePage> => {
      const response = await api.app.request(path);
      expect(response.status, path).toBe(200);
      return vehiclePageAnswer.parse(await response.json()).data;
    };

    it("carries the car, its extras, similar cars with their quotes, content and finance", async () => {
      const answer = await page(
        `/api/vehicle-pages/${forSale.slug}?finance_term=36&finance_deposit=1500&calc_term=48&calc_mileage=10000` +
          `&budget_cash_price=10000&budget_term=48&budget_deposit=1000&budget_mileage=8000&basis_term=48`,
      );
      expect(answer.vehicle.slug).toBe(forSale.slug);
      expect(answer.spare_key).not.toBeNull();
      expect(answer.recent_views).not.toBeNull();
      expect(answer.provenance.items.length).toBeGreaterThan(0);
      expect(answer.similar!.length).toBeGreaterThan(0);
      expect(answer.similar!.length).toBeLessThanOrEqual(9);
      for (const car of answer.similar!) expect(answer.similar_quotes).toHaveProperty(car.vrm);
      expect(answer.promotions).not.toBeNull();
      expect(answer.admin_fees?.fees.length).toBeGreaterThan(0);
      expect(answer.packages?.length).toBe(3);
      expect(answer.snippets?.length).toBeGreaterThan(0);
      expect(answer.delivery_tariff?.bands.length).toBeGreaterThan(0);
      expect(answer.place).toBeNull();
      expect(answer.finance?.calculator?.VehicleResults[0]?.Id).toBe(answer.vehicle.stock_id);
      expect(answer.finance?.budget?.VehicleResults).toHaveLength(1);
      // The personalised quote is the one the car's own finance endpoint gives for the same choice.
      const own = await api.app.request(
        `/used/cars/get-finance/${forSale.vrm}?finance_term=36&finance_deposit=1500`,
      );
      expect(answer.finance?.personalise?.quotes).toEqual(getFinanceAnswer.parse(await own.json()));
    });

    it("places the shopper's postcode, or says why it cannot", async () => {
      const found = await page(`/api/vehicle-pages/${forSale.slug}?postcode=LS11%208BU`);
      expect(found.place?.kind).toBe("found");
      const refused = await page(`/api/vehicle-pages/${forSale.slug}?postcode=ZZ99%209ZZ`);
      expect(refused.place).toMatchObject({ kind: "refused" });
    });

    it("gives a sold car no finance", async () => {
      expect((await page(`/api/vehicle-pages/${sold.slug}`)).finance).toBeNull();
    });

    it("answers 404 for an unknown car, 400 for a bad finance choice", async () => {
      expect((await api.app.request("/api/vehicle-pages/no-such-car-nw999999")).status).toBe(404);
      expect((await api.app.request(`/api/vehicle-pages/${forSale.slug}?finance_term=abc`)).status).toBe(400);
    });
  });
}
