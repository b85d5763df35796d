import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiError } from "../contract/envelope";
import { filterOptionsAnswer, vehicleSearchAnswer } from "../contract/vehicle";
import { stockForTests } from "./test-stock";

/**
 * The distance search: from LS11 (Leeds, the table's approximate district), the branches lie at Leeds 0, York about
 * 24, Sheffield about 26 and Manchester about 36 miles.
 */
let stock: Awaited<ReturnType<typeof stockForTests>>;
beforeAll(async () => {
  stock = await stockForTests();
});
afterAll(() => stock.db.destroy());

const search = async (query: string) => {
  const { status, body } = await stock.get(`/api/v2/vehicle-search?resultsPerPage=100&${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return vehicleSearchAnswer.parse(body);
};
const towns = (cars: { location: { site: { city_town: string } } }[]) =>
  [...new Set(cars.map((car) => car.location.site.city_town))].sort();
const countAt = async (towns: string[]) =>
  (
    await stock.db
      .selectFrom("vehicles")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "FOR_SALE_RETAIL")
      .where(
        "site_id",
        "in",
        towns.map((town) => ({ Leeds: 1, Manchester: 2, York: 3, Sheffield: 4 })[town]!),
      )
      .executeTakeFirstOrThrow()
  ).n;

describe("the distance search", () => {
  it("keeps the cars whose branch is within the range of the postcode", async () => {
    expect(towns((await search("distance_from=LS11%208BU&distance_range=10")).data)).toEqual(["Leeds"]);
    const within25 = await search("distance_from=ls118bu&distance_range=25");
    expect(towns(within25.data)).toEqual(["Leeds", "York"]);
    expect(within25.meta.total).toBe(await countAt(["Leeds", "York"]));
    expect((await search("distance_from=LS11&distance_range=50")).meta.total).toBe(
      await countAt(["Leeds", "York", "Sheffield", "Manchester"]),
    );
  });

  it("sorts the nearest branch's cars first, each branch's cheapest first", async () => {
    const { data } = await search("distance_from=YO30%204WY&sort=distance|asc&page=1");
    const order = data.map((car) => car.location.site.city_town);
    const firstOf = (town: string) => order.indexOf(town);
    expect(order[0]).toBe("York");
    expect(firstOf("York")).toBeLessThan(firstOf("Leeds"));
    const york = data.filter((car) => car.location.site.city_town === "York").map((car) => car.final_price);
    expect([...york].sort((a, b) => a - b)).toEqual(york);
  });

  it("counts the cars within each range, on every other filter", async () => {
    const { status, body } = await stock.get(
      "/api/v2/vehicle-search-filter?distance_from=LS11%208BU&distance_range=10&body_type=suv",
    );
    expect(status).toBe(200);
    const { distance, total } = filterOptionsAnswer.parse(body).data;
    const suvsAt = async (range: number) =>
      (await search(`distance_from=LS11&distance_range=${range}&body_type=suv`)).meta.total;
    expect(total).toBe(await suvsAt(10));
    expect(distance).toEqual({
      "10": { label: "Within 10 miles", count: await suvsAt(10) },
      "25": { label: "Within 25 miles", count: await suvsAt(25) },
      "50": { label: "Within 50 miles", count: await suvsAt(50) },
      "100": { label: "Within 100 miles", count: await suvsAt(100) },
      national: { label: "National", count: (await search("body_type=suv")).meta.total },
    });
    const without = await stock.get("/api/v2/vehicle-search-filter");
    expect(filterOptionsAnswer.parse(without.body).data.distance).toEqual({});
  });

  it.each([
    ["distance_from=Leeds", /^distance_from: Enter a UK postcode/],
    ["distance_from=QQ1%201AA", /^distance_from: We can't find the postcode QQ1 1AA/],
    ["distance_range=25", /^distance_range needs distance_from/],
    ["sort=distance|asc", /^sort: distance\|asc needs distance_from/],
    ["distance_from=LS11&distance_range=0", /distance_range/],
  ])("refuses %s with a 400 naming it", async (query, message) => {
    const { status, body } = await stock.get(`/api/v2/vehicle-search?${query}`);
    expect(status).toBe(400);
    expect(apiError.parse(body).error.message).toMatch(message);
  });
});
