import { describe, expect, it } from "vitest";
import {
  budgetChipLabels,
  budgetModeOf,
  changeMaxPrice,
  changeMinPrice,
  changeMonthlyFrom,
  changeMonthlyTo,
  totalPriceValues,
} from "./budget";
import { emptySelection } from "./selection";

const none = emptySelection();

describe("budget values", () => {
  it("puts 1000, 2000 and 3000 before the server's max_price keys, sorted, without repeats", () => {
    expect(totalPriceValues(["10000", "6000", "3000", "22500"])).toEqual([
      1000, 2000, 3000, 6000, 10000, 22500,
    ]);
  });
});

describe("the 50 gap (the monthly bounds keep 50 apart, the rule in search/monthly-range.ts)", () => {
  it("moves monthly_to above a new monthly_from at or above it", () => {
    expect(changeMonthlyFrom({ ...none, monthly_to: 300 }, 300)).toMatchObject({
      monthly_from: 300,
      monthly_to: 350,
    });
    expect(changeMonthlyFrom({ ...none, monthly_to: 300 }, 950)).toMatchObject({ monthly_to: 1000 });
    expect(changeMonthlyFrom({ ...none, monthly_to: 300 }, 100)).toMatchObject({
      monthly_from: 100,
      monthly_to: 300,
    });
  });

  it("moves monthly_from below a new monthly_to at or below it", () => {
    expect(changeMonthlyTo({ ...none, monthly_from: 400 }, 200)).toMatchObject({
      monthly_from: 150,
      monthly_to: 200,
    });
    expect(changeMonthlyTo({ ...none, monthly_from: 200 }, 150)).toMatchObject({
      monthly_from: 100,
      monthly_to: 150,
    });
    expect(changeMonthlyTo({ ...none, monthly_from: 400 }, 50)).not.toHaveProperty("monthly_from");
  });

  it("clears a bound chosen as Any without touching the other", () => {
    const cleared = changeMonthlyTo({ ...none, monthly_from: 100, monthly_to: 300 }, undefined);
    expect(cleared).toMatchObject({ monthly_from: 100 });
    expect(cleared).not.toHaveProperty("monthly_to");
  });

  it("moves total bounds one step apart on the price steps", () => {
    const values = [1000, 2000, 3000, 6000, 10000];
    expect(changeMinPrice({ ...none, max_price: 3000 }, 6000, values)).toMatchObject({ max_price: 10000 });
    expect(changeMinPrice({ ...none, max_price: 3000 }, 10000, values).max_price).toBeUndefined();
    expect(changeMaxPrice({ ...none, min_price: 6000 }, 2000, values)).toMatchObject({ min_price: 1000 });
  });
});

describe("budget mode", () => {
  it("opens in monthly mode unless only a total budget is set", () => {
    expect(budgetModeOf(none)).toBe("monthly");
    expect(budgetModeOf({ ...none, max_price: 9000 })).toBe("total");
    expect(budgetModeOf({ ...none, max_price: 9000, monthly_to: 300 })).toBe("monthly");
  });
});

describe("budgetChipLabels", () => {
  it("names each budget set, one chip each, or none for any budget", () => {
    expect(budgetChipLabels(none)).toEqual([]);
    expect(budgetChipLabels({ ...none, monthly_from: 150, monthly_to: 300 })).toEqual([
      { mode: "monthly", label: "£150 to £300 a month" },
    ]);
    expect(budgetChipLabels({ ...none, monthly_to: 300, min_price: 5000 })).toEqual([
      { mode: "monthly", label: "Up to £300 a month" },
      { mode: "total", label: "From £5,000" },
    ]);
    expect(budgetChipLabels({ ...none, max_price: 10000 })).toEqual([
      { mode: "total", label: "Up to £10,000" },
    ]);
  });
});
