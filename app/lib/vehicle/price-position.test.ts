import { describe, expect, it } from "vitest";
import type { MarketValue } from "@contract/vehicle";
import { axisTicks, cardPricePosition, chartPoints, priceExplanation } from "./price-position";

const market: MarketValue = {
  estimate: 15_120,
  low: 14_500,
  high: 15_725,
  basis: "comparables",
  comparables: 12,
  position: "good",
};

/** A 2019 Golf at £14,500 (list price £26,000 new), no saving. */
const golf = {
  market_value: market,
  status: "FOR_SALE_RETAIL" as const,
  final_price: 14_500,
  price: 14_500,
  discount_price: 0,
  year: 2019,
  range: { name: "Golf", slug: "golf" },
  odometer_value: 38_000,
  price_when_new: 21_666.67,
  vat_when_new: 4_333.33,
  optional_extras: [],
};

describe("cardPricePosition", () => {
  it("shows the dealer's label, none with too little evidence, none on a sold car", () => {
    expect(cardPricePosition(golf)).toBe("good");
    expect(cardPricePosition({ ...golf, market_value: { ...market, position: null } })).toBeUndefined();
    expect(cardPricePosition({ ...golf, market_value: null })).toBeUndefined();
    expect(cardPricePosition({ ...golf, status: "SOLD" })).toBeUndefined();
  });
});

describe("priceExplanation", () => {
  it("says how far below the estimate the price is, for which car, and on what it is based", () => {
    const explained = priceExplanation(golf)!;
    expect(explained.position).toBe("good");
    expect(explained.headline).toBe(
      "£620 below our market estimate of £15,120 for a 2019 Golf with 38,000 miles.",
    );
    expect(explained.basis).toBe(
      "Based on 12 other Golf cars we have for sale, adjusted for their age, mileage and condition. We are confident its market value lies between £14,500 and £15,725.",
    );
  });

  it("says above, or at, the estimate; and names the model when it stood in", () => {
    const above = priceExplanation({
      ...golf,
      final_price: 16_000,
      price: 16_000,
      market_value: { ...market, position: "higher", basis: "model", comparables: 0 },
    })!;
    expect(above.headline).toMatch(/^£880 above our market estimate/);
    expect(above.basis).toMatch(/^Based on our valuation model .* too few other Golf cars for sale/);
    expect(priceExplanation({ ...golf, final_price: 15_120, price: 15_120 })!.headline).toMatch(
      /^Priced at our market estimate of £15,120/,
    );
  });

  it("compares the price after the saving the page shows, and says so", () => {
    const saved = priceExplanation({ ...golf, price: 15_000, discount_price: 14_500 })!;
    expect(saved.headline).toBe(
      "With the £500 saving, £620 below our market estimate of £15,120 for a 2019 Golf with 38,000 miles.",
    );
  });

  it("never calls a car that costs no less than new below the market", () => {
    const dear = priceExplanation({ ...golf, price_when_new: 12_000, vat_when_new: 2_400 })!;
    expect(dear.position).toBeNull();
    expect(dear.headline).toMatch(/too little evidence/);
  });

  it("says so when the evidence is too thin for a label, and says nothing of a sold car", () => {
    const thin = priceExplanation({ ...golf, market_value: { ...market, position: null } })!;
    expect(thin.position).toBeNull();
    expect(thin.headline).toMatch(/We have too little evidence to say how this price compares/);
    expect(priceExplanation({ ...golf, status: "SOLD" })).toBeUndefined();
    expect(priceExplanation({ ...golf, market_value: null })).toBeUndefined();
  });
});

describe("the chart", () => {
  it("plots this car and the compared cars, lowest mileage first, this car marked", () => {
    const points = chartPoints(golf, [
      { year: 2020, odometer_value: 20_000, final_price: 16_000 },
      { year: 2018, odometer_value: 52_000, final_price: 13_000 },
    ]);
    expect(points.map((point) => [point.mileage, point.current])).toEqual([
      [20_000, false],
      [38_000, true],
      [52_000, false],
    ]);
  });

  it("draws round ticks that take in every point", () => {
    expect(axisTicks(0, 52_000)).toEqual([0, 20_000, 40_000, 60_000]);
    const prices = axisTicks(13_000, 16_000);
    expect(prices[0]).toBeLessThanOrEqual(13_000);
    expect(prices.at(-1)).toBeGreaterThanOrEqual(16_000);
    expect(prices).toEqual([13_000, 14_000, 15_000, 16_000]);
    // Cars all at one price still get an axis around it.
    const flat = axisTicks(14_500, 14_500);
    expect(flat[0]).toBeLessThan(14_500);
    expect(flat.at(-1)).toBeGreaterThan(14_500);
  });
});
