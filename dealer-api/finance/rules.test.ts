import { describe, expect, it } from "vitest";
import { defaultDeposit, depositInPounds, effectiveDeposit, resolveChoice } from "./rules";

describe("deposit rules", () => {
  it("defaults to £1,000, or nothing when the price is £2,000 or less", () => {
    expect(defaultDeposit(2001)).toBe(1000);
    expect(defaultDeposit(2000)).toBe(0);
  });

  it("replaces a deposit at or above the price", () => {
    expect(effectiveDeposit(9995, 9995)).toBe(1000);
    expect(effectiveDeposit(20_000, 9995)).toBe(1000);
    expect(effectiveDeposit(1800, 1795)).toBe(0);
    expect(effectiveDeposit(9994, 9995)).toBe(9994);
  });

  it("reads amounts to the penny and percentages of the price to the pound", () => {
    expect(depositInPounds(999.5, "Amount", 9995)).toBe(999.5);
    expect(depositInPounds(10, "Percentage", 9995)).toBe(1000);
    expect(depositInPounds(12.5, "Percentage", 9999)).toBe(1250);
  });
});

describe("resolveChoice", () => {
  it("fills the defaults: 48 months, 8,000 miles, the default deposit", () => {
    expect(resolveChoice({}, 9995)).toEqual({ term: 48, annualMileage: 8000, deposit: 1000 });
  });

  it("gives a deposit without a term the 48-month term", () => {
    expect(resolveChoice({ deposit: 2500 }, 9995)).toEqual({ term: 48, annualMileage: 8000, deposit: 2500 });
  });

  it("keeps what was asked for and applies the deposit rule to percentages too", () => {
    expect(resolveChoice({ term: 24, annualMileage: 12_000, deposit: 0 }, 9995)).toEqual({
      term: 24,
      annualMileage: 12_000,
      deposit: 0,
    });
    expect(resolveChoice({ deposit: 100, depositType: "Percentage" }, 9995).deposit).toBe(1000);
  });
});
