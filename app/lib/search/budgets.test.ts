import { describe, expect, it } from "vitest";
import { budgetRange, hasBudget, otherBudgetNote, withoutBudget } from "./budgets";

const both = { min_price: 5000, max_price: 10000, monthly_from: 150, monthly_to: 300 };

describe("the two budgets", () => {
  it("reads each budget as a shopper does", () => {
    expect(budgetRange(both, "total")).toBe("£5,000 to £10,000");
    expect(budgetRange(both, "monthly")).toBe("£150 to £300 a month");
    expect(budgetRange({ max_price: 10000 }, "total")).toBe("Up to £10,000");
    expect(budgetRange({ monthly_from: 150 }, "monthly")).toBe("From £150 a month");
    // A bound from the budget finder keeps its pence: they matter to what it finds.
    expect(budgetRange({ monthly_to: 253.67 }, "monthly")).toBe("Up to £253.67 a month");
    expect(budgetRange({ max_price: 10000 }, "monthly")).toBeUndefined();
  });

  it("knows which budgets are set", () => {
    expect(hasBudget(both, "total")).toBe(true);
    expect(hasBudget({ monthly_to: 300 }, "total")).toBe(false);
    expect(hasBudget({ monthly_to: 300 }, "monthly")).toBe(true);
  });

  it("removes one budget, leaving the other and everything else", () => {
    expect(withoutBudget({ ...both, make: ["ford"] }, "total")).toEqual({
      monthly_from: 150,
      monthly_to: 300,
      make: ["ford"],
    });
    expect(withoutBudget(both, "monthly")).toEqual({ min_price: 5000, max_price: 10000 });
  });

  it("says under the toggle that the budget not shown still applies", () => {
    expect(otherBudgetNote(both, "monthly")).toBe("Also filtered by total price: £5,000 to £10,000");
    expect(otherBudgetNote(both, "total")).toBe("Also filtered by monthly price: £150 to £300 a month");
    expect(otherBudgetNote({ monthly_to: 300 }, "monthly")).toBeUndefined();
    expect(otherBudgetNote({ monthly_to: 300 }, "total")).toBe(
      "Also filtered by monthly price: Up to £300 a month",
    );
  });
});
