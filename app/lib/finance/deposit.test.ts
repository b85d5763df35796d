import { describe, expect, it } from "vitest";
import { defaultDeposit, effectiveDeposit } from "@contract/finance-deposit";
import { resolveFinanceChoice, SITE_FINANCE_DEFAULTS } from "./choice";
import { maxDeposit } from "@contract/finance-deposit";
import { depositOptions, depositOptionsWith } from "./deposit";

describe("depositOptions (£0, then £500 steps up to the thousand below the price, minus £500)", () => {
  it("steps by £500 up to the largest thousand at or below the price, minus 500", () => {
    expect(maxDeposit(9995)).toBe(8500);
    expect(depositOptions(9995)).toEqual([
      0, 500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000, 5500, 6000, 6500, 7000, 7500, 8000, 8500,
    ]);
    expect(depositOptions(2000)).toEqual([0, 500, 1000, 1500]);
    expect(depositOptions(1999)).toEqual([0, 500]);
  });

  it("offers only 0 for a car of £500 or less (and anything under £1,000)", () => {
    expect(depositOptions(500)).toEqual([0]);
    expect(depositOptions(995)).toEqual([0]);
    expect(maxDeposit(300)).toBe(0);
  });

  it("adds the current deposit when it is not a step", () => {
    expect(depositOptionsWith(2995, 250)).toEqual([0, 250, 500, 1000, 1500]);
    expect(depositOptionsWith(2995, 1000)).toEqual([0, 500, 1000, 1500]);
    expect(depositOptionsWith(2995, 5000)).toEqual([0, 500, 1000, 1500]);
  });
});

describe("the deposit rule, shared with the dealer API (dealer-api/contract/finance-deposit.ts)", () => {
  it("keeps a deposit below the cash price, and replaces one at or above it: £1,000 over £2,000, otherwise 0", () => {
    expect(effectiveDeposit(250, 9995)).toBe(250);
    expect(effectiveDeposit(0, 9995)).toBe(0);
    expect(effectiveDeposit(9995, 9995)).toBe(1000);
    expect(effectiveDeposit(2500, 1995)).toBe(0);
    expect(effectiveDeposit(2000, 2000)).toBe(0);
    expect(effectiveDeposit(3000, 2001)).toBe(1000);
    expect(defaultDeposit(12_000)).toBe(1000);
    expect(defaultDeposit(1500)).toBe(0);
  });

  it("reads a car's price with its fees: £3,000 down on a £3,000 car with a £179 fee is kept, as its quotes keep it", () => {
    expect(resolveFinanceChoice({ deposit: "3000", type: "HP" }, SITE_FINANCE_DEFAULTS, 3179).deposit).toBe(
      3000,
    );
    expect(resolveFinanceChoice({ deposit: "3179", type: "HP" }, SITE_FINANCE_DEFAULTS, 3179).deposit).toBe(
      1000,
    );
    // The select shows the deposit quoted, though it is above the largest £500 step.
    expect(depositOptionsWith(3000, 3000, 3179)).toEqual([0, 500, 1000, 1500, 2000, 2500, 3000]);
  });
});
