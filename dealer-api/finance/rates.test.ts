import { describe, expect, it } from "vitest";
import { annualRateOf, monthlyRateOf, presentValue, roundHalfUp } from "./rates";

describe("monthlyRateOf", () => {
  it("finds the rate of a single repayment", () => {
    expect(monthlyRateOf(100, [110])).toBeCloseTo(0.1, 12);
  });

  it("finds the rate of a level annuity", () => {
    // £1,000 repaid by 12 × £88.85 is the textbook 1 % a month.
    expect(monthlyRateOf(1000, Array(12).fill(88.84879))).toBeCloseTo(0.01, 7);
  });

  it("answers a negative rate when the payments fall short of the advance", () => {
    expect(monthlyRateOf(100, [50, 49])).toBeLessThan(0);
  });

  it("refuses payments that cannot repay the advance at any plausible rate", () => {
    expect(() => monthlyRateOf(100, [0, 0])).toThrow(RangeError);
  });
});

describe("annualRateOf and presentValue", () => {
  it("compounds monthly rates the CCD way", () => {
    expect(annualRateOf(0.01)).toBeCloseTo(0.126825, 6);
    expect(presentValue(1089, 12, 0.089)).toBeCloseTo(1000, 9);
  });
});

describe("roundHalfUp", () => {
  it("rounds halves up despite binary fractions", () => {
    expect(roundHalfUp(8.95, 1)).toBe(9);
    expect(roundHalfUp(2.675, 2)).toBe(2.68);
    expect(roundHalfUp(8.94999, 1)).toBe(8.9);
  });

  it("never answers minus zero", () => {
    expect(Object.is(roundHalfUp(-0.04, 1), 0)).toBe(true);
    expect(roundHalfUp(-0.06, 1)).toBe(-0.1);
  });
});
