import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valuationLookupAnswer } from "../contract/valuations";
import { createDealerApi, type DealerApi } from "../setup";
import { generateRegistry } from "./registry";

let api: DealerApi;
beforeAll(async () => {
  api = await createDealerApi({
    filename: ":memory:",
    vehicles: 20,
    seed: 20261101,
    today: new Date("2026-11-23T12:00:00Z"),
  });
});
afterAll(() => api.close());

describe("the valuation service in the dealer API", () => {
  it("is seeded with the register on first start and answers from it", async () => {
    const [first] = generateRegistry();
    const response = await api.app.request("/valuations/lookup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ vrm: first.vrm, mileage: first.recorded_mileage }),
    });
    expect(response.status).toBe(200);
    expect(valuationLookupAnswer.parse(await response.json()).data.data.derivative).toBe(first.derivative);
  });

  it("draws the picture a lookup names, and none for a plate that is no car", async () => {
    const response = await api.app.request("/valuations/lookup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ vrm: "AB18CDE", mileage: 40_000 }),
    });
    const { image } = valuationLookupAnswer.parse(await response.json()).data.data;
    expect(image).toBe("/media/vehicles/valuation-ab18cde/side-medium.svg");
    const picture = await api.app.request(image!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(await picture.text()).toContain("<svg");
    expect((await api.app.request("/media/vehicles/valuation-ab27cde/side-medium.svg")).status).toBe(404);
  });
});
