import { createDealerApi, type DealerApi } from "../../dealer-api/test-support";
import { setTransport } from "./transport.server";
import { forgetEverything } from "~/lib/cache.server";
import { DealerApiError } from "./errors";
import { searchVehicles } from "./stock.server";
import { getProvenance, getSpareKey, getVehiclePage } from "./vehicle.server";

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
  it("reads the spare key and the history check of a car (its print pages)", async () => {
    const car = await aCar();
    // Each car's own answer, not one for all: among twenty cars some come with a spare key and some without.
    const { vehicles } = await searchVehicles({ resultsPerPage: 20 });
    const spareKeys = await Promise.all(vehicles.map((vehicle) => getSpareKey(vehicle.id)));
    expect(new Set(spareKeys)).toEqual(new Set([true, false]));
    const provenance = await getProvenance(car.formatted_plate);
    expect(provenance.items).toHaveLength(12);
  });

  it("reads a car's page in one answer: extras, similar cars and their quotes, content", async () => {
    const car = await aCar();
    const page = await getVehiclePage(car.slug, { postcode: "LS11 8BU", basis_term: 48 });
    expect(page?.vehicle.slug).toBe(car.slug);
    expect(page?.vehicle.recent_views).toBe(car.recent_views);
    expect(page?.vehicle.provenance.items).toHaveLength(12);
    expect(page?.similar?.length).toBeGreaterThan(0);
    expect(page?.similar?.length).toBeLessThanOrEqual(9);
    expect(page?.similar?.map((vehicle) => vehicle.slug)).not.toContain(car.slug);
    expect(Object.keys(page?.similar_quotes ?? {}).length).toBeGreaterThan(0);
    expect(page?.promotions?.length).toBeGreaterThan(0);
    expect(page?.packages?.map((item) => item.name)).toEqual(["Bronze", "Silver", "Gold"]);
    expect(page?.admin_fees?.fees.length).toBeGreaterThan(0);
    expect(page?.place?.kind).toBe("found");
  });

  it("answers undefined for an unknown car", async () => {
    expect(await getVehiclePage("no-such-car-nw999999", {})).toBeUndefined();
    await expect(getProvenance("ZZ99ZZZ")).rejects.toBeInstanceOf(DealerApiError);
  });
});
