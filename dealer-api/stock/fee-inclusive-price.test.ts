import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehicleSearchAnswer, type VehicleListing } from "../contract/vehicle";
import { stockForTests } from "./test-stock";

/**
 * The price filter, its bands and the price sort compare the cash price a buyer pays: final_price plus the compulsory
 * admin fee (docs/decisions/300-fee-inclusive-prices.md). Runs on SQLite, and on PostgreSQL under
 * vitest.postgres.config.ts.
 */
let stock: Awaited<ReturnType<typeof stockForTests>>;
let feeCar: number;
let noFeeCar: number;
beforeAll(async () => {
  stock = await stockForTests(300);
  const [first, second] = await stock.db
    .selectFrom("vehicles")
    .select("id")
    .where("status", "=", "FOR_SALE_RETAIL")
    .orderBy("id")
    .limit(2)
    .execute();
  feeCar = first.id;
  noFeeCar = second.id;
  // £9,900 + £179 = £10,079 to pay; £9,950 with no fee = £9,950 to pay.
  await stock.db
    .updateTable("vehicles")
    .set({ final_price: 9900, admin_fee: 179 })
    .where("id", "=", feeCar)
    .execute();
  await stock.db
    .updateTable("vehicle_details")
    .set({ price: 9900, discount_price: 0 })
    .where("vehicle_id", "=", feeCar)
    .execute();
  await stock.db
    .updateTable("vehicles")
    .set({ final_price: 9950, admin_fee: 0 })
    .where("id", "=", noFeeCar)
    .execute();
  await stock.db
    .updateTable("vehicle_details")
    .set({ price: 9950, discount_price: 0 })
    .where("vehicle_id", "=", noFeeCar)
    .execute();
});
afterAll(() => stock.db.destroy());

const search = async (query: string) => {
  const { status, body } = await stock.get(`/api/v2/vehicle-search?${query}`);
  expect(status).toBe(200);
  return vehicleSearchAnswer.parse(body);
};
const cashPrice = (car: VehicleListing) => car.final_price + car.admin_fee;
const ids = (cars: VehicleListing[]) => cars.map((car) => car.id);

describe("the price filter and sort use the fee-inclusive cash price", () => {
  it("leaves a £9,900 car with a £179 fee out of “up to £10,000”, and keeps a £9,950 car without one", async () => {
    const upTo = await search("max_price=10000&min_price=9000&resultsPerPage=100");
    expect(ids(upTo.data)).not.toContain(feeCar);
    expect(ids(upTo.data)).toContain(noFeeCar);
    expect(upTo.data.every((car) => cashPrice(car) <= 10000)).toBe(true);
    const from = await search("min_price=10000&max_price=10100&resultsPerPage=100");
    expect(ids(from.data)).toContain(feeCar);
    expect(ids(from.data)).not.toContain(noFeeCar);
  });

  it("counts the £10,079 car in the band above “up to £10,000”", async () => {
    const { status, body } = await stock.get("/api/v2/vehicle-search-filter");
    expect(status).toBe(200);
    const options = (body as { data: { max_price: Record<string, { count: number }> } }).data.max_price;
    const upTo = await search("max_price=10000&resultsPerPage=1");
    const upToNext = await search("max_price=12000&resultsPerPage=1");
    // Each band counts exactly the cars its filter finds.
    expect(options["10000"].count).toBe(upTo.meta.total);
    expect(options["12000"].count).toBe(upToNext.meta.total);
  });

  it.each([
    ["price|asc", 1],
    ["price|desc", -1],
  ] as const)(
    "sorts %s by the cash price, the £9,950 car before the £10,079 one going up",
    async (sort, direction) => {
      const { data } = await search(
        `sort=${encodeURIComponent(sort)}&min_price=9500&max_price=10500&resultsPerPage=100`,
      );
      for (let i = 1; i < data.length; i++)
        expect(direction * (cashPrice(data[i]) - cashPrice(data[i - 1]))).toBeGreaterThanOrEqual(0);
      const order = ids(data);
      const before = direction === 1 ? [noFeeCar, feeCar] : [feeCar, noFeeCar];
      expect(order.indexOf(before[0])).toBeGreaterThanOrEqual(0);
      expect(order.indexOf(before[0])).toBeLessThan(order.indexOf(before[1]));
    },
  );
});
