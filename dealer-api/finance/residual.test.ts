import { describe, expect, it } from "vitest";
import { guaranteedFutureValue } from "./residual";

const example = { cashPrice: 9995, ageMonths: 36, term: 48, annualMileage: 8000 };

describe("guaranteedFutureValue", () => {
  it("lands near the representative example (a £9,995 car, 48 months, 8,000 miles: £4,195)", () => {
    const gmfv = guaranteedFutureValue(example);
    expect(gmfv % 5).toBe(0);
    expect(gmfv).toBeGreaterThan(3800);
    expect(gmfv).toBeLessThan(4600);
  });

  it("falls with a longer term, a higher mileage and an older car", () => {
    const value = (change: Partial<typeof example>) => guaranteedFutureValue({ ...example, ...change });
    const terms = [24, 36, 48, 60].map((term) => value({ term }));
    expect(terms).toEqual([...terms].sort((a, b) => b - a));
    expect(new Set(terms).size).toBe(4);
    const mileages = [6000, 8000, 10_000, 14_000, 20_000].map((annualMileage) => value({ annualMileage }));
    expect(mileages).toEqual([...mileages].sort((a, b) => b - a));
    expect(mileages[0]).toBeGreaterThan(mileages[4]!);
    expect(value({ ageMonths: 12 })).toBeGreaterThan(value({ ageMonths: 60 }));
    expect(value({ ageMonths: 60 })).toBeGreaterThan(value({ ageMonths: 96 }));
  });

  it("scales with the price and stays below it", () => {
    expect(guaranteedFutureValue({ ...example, cashPrice: 19_990 })).toBeGreaterThan(
      2 * guaranteedFutureValue(example) - 10,
    );
    expect(guaranteedFutureValue({ ...example, term: 24, annualMileage: 0, ageMonths: 0 })).toBeLessThan(
      9995,
    );
  });
});
