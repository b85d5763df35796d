import { afterAll, beforeAll, expect, it } from "vitest";
import { deliveryTariffAnswer } from "../contract/delivery";
import { deliveryTariffData } from "./data/delivery";
import { contentRoutes } from "./routes";
import { call, openContentDatabase, seededContentApp } from "./test-support";

let ctx: Awaited<ReturnType<typeof seededContentApp>>;
beforeAll(async () => {
  ctx = await seededContentApp();
});
afterAll(() => ctx.db.destroy());

it("answers the delivery tariff: free within 40 miles, then priced by band, the last without limit", async () => {
  const { status, body } = await call(ctx.app, "/api/delivery-tariff", deliveryTariffAnswer);
  expect(status).toBe(200);
  const { bands, by_arrangement_areas, note } = body.data;
  expect(bands[0]).toEqual({ up_to_miles: 40, price: 0 });
  expect(bands.at(-1)!.up_to_miles).toBeNull();
  const limits = bands.slice(0, -1).map((band) => band.up_to_miles!);
  expect([...limits].sort((a, b) => a - b)).toEqual(limits);
  const prices = bands.map((band) => band.price);
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  expect(by_arrangement_areas).toEqual(expect.arrayContaining(["BT", "IM", "JE", "GY", "ZE", "HS"]));
  expect(note).toMatch(/free within 40 miles/i);
});

it("gives a database seeded before the tariff existed the tariff", async () => {
  const opened = await openContentDatabase();
  try {
    const { body } = await call(
      contentRoutes({ db: opened.db }),
      "/api/delivery-tariff",
      deliveryTariffAnswer,
    );
    expect(body.data).toEqual(deliveryTariffData);
  } finally {
    await opened.db.destroy();
  }
});
