import { createDealerApi, type DealerApi } from "../../dealer-api/test-support";
import { setTransport } from "./transport.server";
import { forgetEverything } from "~/lib/cache.server";
import { DealerApiError } from "./errors";
import { searchVehicles } from "./stock.server";
import {
  getAdminFees,
  getCarePackages,
  getProvenance,
  getRecentViews,
  getSimilarVehicles,
  getSimilarVehicleSlugs,
  getSpareKey,
  getVehiclePromotions,
  SIMILAR_VEHICLES_LOADED,
} from "./vehicle.server";

/** The vehicle page's client calls against a real (in-memory) dealer API: both sides of the contract at once. */
let api: DealerApi;

beforeAll(async () => {
  api = await createDealerApi({
    filename: ":memory:",
    vehicles: 120,
    seed: 7,
    today: new Date("2026-11-01T12:00:00Z"),
  });
  setTransport(async (request) => api.app.fetch(request));
});

afterAll(async () => {
  setTransport(undefined);
  await api.close();
});

beforeEach(() => forgetEverything());

async function aCar() {
  const { vehicles } = await searchVehicles({ resultsPerPage: 1 });
  return vehicles[0];
}

describe("vehicle-page calls", () => {
  it("reads the spare key, the history check and the recent views of a car", async () => {
    const car = await aCar();
    // Each car's own answer, not one for all: among twenty cars some come with a spare key and some without.
    const { vehicles } = await searchVehicles({ resultsPerPage: 20 });
    const spareKeys = await Promise.all(vehicles.map((vehicle) => getSpareKey(vehicle.id)));
    expect(new Set(spareKeys)).toEqual(new Set([true, false]));
    const provenance = await getProvenance(car.formatted_plate);
    expect(provenance.items).toHaveLength(12);
    expect(await getRecentViews("cars", car.slug)).toBe(car.recent_views);
  });

  it("loads up to 9 similar cars, in the order the API ranks them, never the car itself", async () => {
    const car = await aCar();
    const slugs = await getSimilarVehicleSlugs(car.stock_id);
    const similar = await getSimilarVehicles(car.stock_id);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(SIMILAR_VEHICLES_LOADED);
    expect(similar.map((vehicle) => vehicle.slug)).toEqual(slugs.slice(0, SIMILAR_VEHICLES_LOADED));
    expect(similar.map((vehicle) => vehicle.slug)).not.toContain(car.slug);
  });

  it("reads promotions, packages and admin fees", async () => {
    const promotions = await getVehiclePromotions();
    expect(promotions.length).toBeGreaterThan(0);
    expect((await getCarePackages()).map((item) => item.name)).toEqual(["Bronze", "Silver", "Gold"]);
    const fees = await getAdminFees();
    expect(fees.fees.find((fee) => fee.customer_type === "retail")?.amount).toBe(179);
    // One plain sentence of what the fee pays for (docs/decisions/300-fee-inclusive-prices.md).
    expect(fees.note).toMatch(
      /^The £179 admin fee is charged on every car we sell .* included in every price we show\.$/,
    );
  });

  it("answers not-found for an unknown car", async () => {
    await expect(getRecentViews("cars", "no-such-car")).rejects.toMatchObject({ kind: "not-found" });
    await expect(getProvenance("ZZ99ZZZ")).rejects.toBeInstanceOf(DealerApiError);
    await expect(getSimilarVehicleSlugs("NW999999")).rejects.toMatchObject({ kind: "not-found" });
  });
});
