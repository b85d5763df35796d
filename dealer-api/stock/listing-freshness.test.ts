import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehicleSearchAnswer } from "@contract/vehicle";
import { stockForTests } from "./test-stock";

/**
 * A search's cars are listings kept with the stock index they were read under (search.ts, keptListings). A listing
 * joins `vehicle_details` to `vehicles`, so a write to either table must show on the next search: the index's version
 * moves on writes to both (stock-index-store.ts; on PostgreSQL, stock migration 005). Runs on SQLite, and on
 * PostgreSQL under vitest.postgres.config.ts.
 */
let stock: Awaited<ReturnType<typeof stockForTests>>;
let car: { id: number; slug: string };
beforeAll(async () => {
  stock = await stockForTests(120);
  car = await stock.db
    .selectFrom("vehicles")
    .select(["id", "slug"])
    .where("status", "=", "FOR_SALE_RETAIL")
    .orderBy("id")
    .limit(1)
    .executeTakeFirstOrThrow();
});
afterAll(() => stock.db.destroy());

const listedCar = async () => {
  const { status, body } = await stock.get(`/api/v2/vehicle-search?resultsPerPage=100&sort=price|asc`);
  expect(status).toBe(200);
  const all = [];
  const first = vehicleSearchAnswer.parse(body);
  all.push(...first.data);
  for (let page = 2; page <= first.meta.last_page; page++) {
    const next = await stock.get(`/api/v2/vehicle-search?resultsPerPage=100&sort=price|asc&page=${page}`);
    all.push(...vehicleSearchAnswer.parse(next.body).data);
  }
  const found = all.find((listing) => listing.id === car.id);
  if (!found) throw new Error(`car ${car.id} is not in the results`);
  return found;
};

describe("a search shows a car's details as they are now", () => {
  it("shows a colour changed in vehicle_details after the car was first listed", async () => {
    const before = await listedCar();
    const colour = before.manufacturer_colour === "Lunar Grey" ? "Moonstone Blue" : "Lunar Grey";
    await stock.db
      .updateTable("vehicle_details")
      .set({ manufacturer_colour: colour })
      .where("vehicle_id", "=", car.id)
      .execute();
    expect((await listedCar()).manufacturer_colour).toBe(colour);
  });

  it("shows a price changed in vehicles after the car was first listed", async () => {
    const before = await listedCar();
    await stock.db
      .updateTable("vehicles")
      .set({ final_price: before.final_price + 100 })
      .where("id", "=", car.id)
      .execute();
    expect((await listedCar()).final_price).toBe(before.final_price + 100);
  });
});
