import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchableFeatures, vehicleSearchAnswer } from "../contract/vehicle";
import { stockForTests } from "./test-stock";

let stock: Awaited<ReturnType<typeof stockForTests>>;
beforeAll(async () => {
  stock = await stockForTests(300);
});
afterAll(() => stock.db.destroy());

const search = async (term: string) => {
  const { status, body } = await stock.get(
    `/api/v2/vehicle-search?resultsPerPage=100&search=${encodeURIComponent(term)}`,
  );
  expect(status).toBe(200);
  return vehicleSearchAnswer.parse(body);
};

// The site search (/search/{term}) finds cars by make, model, derivative, colour and keywords.
describe("free-text vehicle search", () => {
  it("matches the colour a buyer filters by and the paint's own name", async () => {
    const reds = await search("red");
    expect(reds.meta.total).toBeGreaterThan(0);
    expect(
      reds.data.every(
        (car) => car.colour_slug === "red" || /red/i.test(`${car.manufacturer_colour} ${car.name}`),
      ),
    ).toBe(true);
    const paint = reds.data[0].manufacturer_colour;
    const byPaint = await search(paint);
    expect(byPaint.data.some((car) => car.manufacturer_colour === paint)).toBe(true);
  });

  it("matches body type, fuel and gearbox words together with a make", async () => {
    const cars = await search("ford automatic hatchback");
    expect(
      cars.data.every(
        (car) =>
          car.make.slug === "ford" && car.transmission === "Automatic" && car.body_type.slug === "hatchback",
      ),
    ).toBe(true);
    const electric = await search("electric");
    expect(electric.meta.total).toBeGreaterThan(0);
    expect(
      electric.data.every((car) => car.fuel_type.slug === "electric" || /electric/i.test(car.name)),
    ).toBe(true);
  });

  it("matches equipment keywords", async () => {
    const bit = 1 << searchableFeatures.indexOf("panoramic-roof");
    const { n } = await stock.db
      .selectFrom("vehicles")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "FOR_SALE_RETAIL")
      .where(sql<boolean>`(feature_mask & ${bit}) != 0`)
      .executeTakeFirstOrThrow();
    expect(n).toBeGreaterThan(0);
    expect((await search("panoramic roof")).meta.total).toBe(n);
  });
});
