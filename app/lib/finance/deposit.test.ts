import { describe, expect, it } from "vitest";
import { defaultDeposit, depositOptions, depositOptionsWith, maxDeposit } from "./deposit";

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

describe("defaultDeposit (£1,000 above a £2,000 price, else £0)", () => {
  it("keeps the stored deposit while the car costs more", () => {
    expect(defaultDeposit(9995, 250)).toBe(250);
    expect(defaultDeposit(9995, 0)).toBe(0);
  });

  it("replaces a deposit at or above the price: £1,000 over £2,000, otherwise 0", () => {
    expect(defaultDeposit(9995, 9995)).toBe(1000);
    expect(defaultDeposit(1995, 2500)).toBe(0);
    expect(defaultDeposit(2000, 2000)).toBe(0);
    expect(defaultDeposit(2001, 3000)).toBe(1000);
  });

  it("defaults to £1,000, or 0 for a car of £2,000 or less, when nothing is stored", () => {
    expect(defaultDeposit(12_000)).toBe(1000);
    expect(defaultDeposit(1500)).toBe(0);
  });
});
