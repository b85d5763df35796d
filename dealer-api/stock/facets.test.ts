import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filterOptionsAnswer, type FilterGroup, type FilterOptions } from "../contract/vehicle";
import { stockForTests } from "./test-stock";

let stock: Awaited<ReturnType<typeof stockForTests>>;
beforeAll(async () => {
  stock = await stockForTests(1500);
});
afterAll(() => stock.db.destroy());

const options = async (query: string): Promise<FilterOptions> => {
  const { status, body } = await stock.get(`/api/v2/vehicle-search-filter?${query}`);
  expect(status).toBe(200);
  return filterOptionsAnswer.parse(body).data;
};
const total = async (params: URLSearchParams) => {
  const { status, body } = await stock.get(`/api/v2/vehicle-search?${params}&resultsPerPage=1`);
  expect(status, `${params} → ${JSON.stringify(body)}`).toBe(200);
  return body.meta.total as number;
};

/** The search that choosing `key` in `group` leads to, from the search `query` the options were counted for. */
function choosing(query: string, group: FilterGroup, key: string): URLSearchParams {
  const params = new URLSearchParams(query);
  const set = (entries: Record<string, string>, drop: string[] = []) => {
    for (const name of drop) params.delete(name);
    for (const [name, value] of Object.entries(entries)) params.set(name, value);
  };
  const single: Partial<Record<FilterGroup, string>> = {
    derivative: "derivative",
    body_type: "body_type",
    fuel_type: "fuel_type",
    transmission: "transmission",
    drivetrain: "drivetrain",
    doors: "doors",
    seats: "seats",
    engine_size: "engine_size",
    tags: "tags",
    price_position: "price_position",
    location: "location_name",
    insurance: "insurance_group",
    mpg: "mpg_from",
    tax: "tax_rate",
    mileage: "odometer_value",
  };
  if (single[group]) set({ [single[group]!]: key });
  else if (group === "make") set({ make: key }, ["range", "derivative"]);
  else if (group === "range") set({ range: key }, ["derivative"]);
  else if (group === "colours") set({ colour: key }, ["colours"]);
  else if (group === "features") set({ features: [params.get("features"), key].filter(Boolean).join(",") });
  else if (group === "max_price") set({ max_price: key }, ["min_price"]);
  else if (group === "monthly") set({ monthly_to: key }, ["monthly_from"]);
  else if (group === "emissions") set({ max_co2: key }, ["min_co2"]);
  else if (group === "years") set({ min_year: key, max_year: key });
  else if (group === "plates") set({ min_plate: key, max_plate: key });
  return params;
}

describe("GET /api/v2/vehicle-search-filter", () => {
  it.each([
    "",
    "min_images=1",
    "make=ford&body_type=suv&max_price=25000&min_images=1",
    "make=ford,volkswagen&range=fiesta,golf&colour=grey,black&features=bluetooth",
    "fuel_type=diesel,hybrid&transmission=automatic&min_plate=19&odometer_value=60000&tags=warranty",
    "min_price=8000&max_price=20000&monthly_from=150&monthly_to=400&min_co2=100&max_co2=140&insurance_group=20",
  ])("counts each option as the search choosing it would find (%s)", async (query) => {
    const answer = await options(query);
    expect(answer.total).toBe(await total(new URLSearchParams(query)));
    const groups = Object.keys(answer).filter((key) => key !== "total") as FilterGroup[];
    for (const group of groups) {
      for (const [key, option] of Object.entries(answer[group]).slice(0, 6)) {
        const expected = await total(choosing(query, group, key));
        expect(option.count, `${group} ${key} after "${query}"`).toBe(expected);
      }
    }
  });

  it("keeps the other makes and the make's other models countable once a model is chosen", async () => {
    const answer = await options("make=ford&range=fiesta");
    expect(answer.make.vauxhall.count).toBeGreaterThan(0);
    expect(answer.range.focus).toMatchObject({ label: "Focus", make: "ford" });
    expect(answer.range.corsa).toBeUndefined();
  });

  it("lists chosen values that found nothing, so they can still be removed", async () => {
    const answer = await options("make=porsche&body_type=pickup");
    expect(answer.body_type.pickup.count).toBe(0);
  });

  it("labels options for people", async () => {
    const answer = await options("");
    expect(answer.make.bmw.label).toBe("BMW");
    expect(answer.body_type.suv.label).toBe("SUV");
    expect(answer.max_price["10000"].label).toBe("Up to £10,000");
    expect(Object.values(answer.plates).every((plate) => plate.label.includes("–"))).toBe(true);
    expect(Object.keys(answer.make)).toEqual(
      Object.entries(answer.make)
        .sort(([, a], [, b]) => a.label.localeCompare(b.label, "en-GB"))
        .map(([slug]) => slug),
    );
  });

  it("answers on the older path too and refuses bad values", async () => {
    const { status, body } = await stock.get(
      "/api/used-vehicles/cars/filters?make=ford&status=FOR_SALE_RETAIL",
    );
    expect(status).toBe(200);
    expect(body.data.make.ford.count).toBeGreaterThan(0);
    expect((await stock.get("/api/v2/vehicle-search-filter?fuel_type=steam")).status).toBe(400);
  });
});
