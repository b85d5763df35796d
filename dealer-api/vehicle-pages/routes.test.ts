import { beforeAll, expect, it } from "vitest";
import { vehiclePageAnswer, type VehiclePage } from "../contract/vehicle-page";
import { bulkFinanceAnswer, getFinanceAnswer } from "../contract/finance";
import { createDealerApp } from "../app";
import { describeOnEachEngine, SEED_DAY, seededDealerApi, statementCounter } from "../test-engines";

/** GET /api/vehicle-pages/{slug}: a car's page in one answer, on SQLite and on PostgreSQL. */

await describeOnEachEngine("GET /api/vehicle-pages/{slug}", (engine) => {
  const dealer = seededDealerApi(engine, 60);
  let forSale: { slug: string; vrm: string };
  let sold: { slug: string };
  beforeAll(async () => {
    const car = (status: string) =>
      dealer.api.db
        .selectFrom("vehicles")
        .select(["slug", "vrm"])
        .where("status", "=", status)
        .orderBy("id")
        .executeTakeFirstOrThrow();
    forSale = await car("FOR_SALE_RETAIL");
    sold = await car("SOLD");
  });

  const page = async (path: string): Promise<VehiclePage> => {
    const response = await dealer.api.app.request(path);
    expect(response.status, path).toBe(200);
    return vehiclePageAnswer.parse(await response.json()).data;
  };

  it("carries the car, its extras, similar cars with their quotes, content and finance", async () => {
    const answer = await page(
      `/api/vehicle-pages/${forSale.slug}?finance_term=36&finance_deposit=1500&calc_term=48&calc_mileage=10000` +
        `&budget_cash_price=10000&budget_term=48&budget_deposit=1000&budget_mileage=8000&basis_term=48`,
    );
    expect(answer.vehicle.slug).toBe(forSale.slug);
    expect(typeof answer.vehicle.spare_key).toBe("boolean");
    expect(answer.vehicle.recent_views).toBeGreaterThanOrEqual(0);
    expect(answer.vehicle.provenance.items.length).toBeGreaterThan(0);
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
    const own = await dealer.api.app.request(
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

  it("gives each part as its own endpoint answers it", async () => {
    const answer = await page(`/api/vehicle-pages/${forSale.slug}?basis_term=36&basis_deposit=1000`);
    const own = async (path: string) =>
      ((await (await dealer.api.app.request(path)).json()) as { data: unknown }).data;
    expect(answer.promotions).toEqual(await own("/api/offers/template/vehicle-promotion"));
    const fees = (await own("/api/admin-fees")) as {
      data: unknown;
      meta: { note: string; delivery_note: string };
    };
    expect(answer.admin_fees).toEqual({ fees: fees.data, ...fees.meta });
    expect(answer.packages).toEqual(((await own("/api/packages")) as { data: unknown }).data);
    expect(answer.snippets).toEqual(((await own("/api/v2/content/snippet")) as { data: unknown }).data);
    expect(answer.delivery_tariff).toEqual(await own("/api/delivery-tariff"));
    const vrms = answer.similar!.map((car) => car.vrm).join(",");
    const bulk = await dealer.api.app.request(
      `/used/cars/get-bulk-finance?vrms=${vrms}&finance_term=36&finance_deposit=1000`,
    );
    expect(answer.similar_quotes).toEqual(bulkFinanceAnswer.parse(await bulk.json()));
  });

  it("reads the database in at most seven statements, a search's four and three more", async () => {
    const counter = statementCounter();
    const app = createDealerApp({
      db: dealer.api.db.withPlugin(counter.plugin),
      today: () => SEED_DAY,
    });
    const path = `/api/vehicle-pages/${forSale.slug}?postcode=LS11%208BU&calc_term=48&budget_cash_price=9000&budget_term=36`;
    expect((await app.request(path)).status).toBe(200);
    counter.reset();
    expect((await app.request(path)).status).toBe(200);
    expect(counter.count()).toBeGreaterThan(0);
    expect(counter.count()).toBeLessThanOrEqual(7);
  });

  it("answers 404 for an unknown car, 400 for a bad finance choice", async () => {
    expect((await dealer.api.app.request("/api/vehicle-pages/no-such-car-nw999999")).status).toBe(404);
    expect((await dealer.api.app.request(`/api/vehicle-pages/${forSale.slug}?finance_term=abc`)).status).toBe(
      400,
    );
  });
});
