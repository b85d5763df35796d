import { describe, expect, it } from "vitest";
import { longHpQuote, specPcpQuote } from "./test-quotes";
import { financeCostRows } from "./true-cost";

describe("financeCostRows", () => {
  it("adds an HP and a PCP row, each monthly figure with its APR and total amount payable", () => {
    expect(financeCostRows({ HP: longHpQuote, PCP: specPcpQuote })).toEqual([
      {
        key: "finance-hp",
        label: "Hire Purchase (HP) monthly payment",
        value: "£289.31 a month",
        note:
          "59 monthly payments and a final payment of £299.31, £1,500 deposit. 10.9% APR representative. " +
          "Total amount payable £18,868.60.",
      },
      {
        key: "finance-pcp",
        label: "Personal Contract Purchase (PCP) monthly payment",
        value: "£150.82 a month",
        note:
          "47 monthly payments and an optional final payment of £4,205, £1,000 deposit, 8,000 miles a year. " +
          "8.9% APR representative. Total amount payable £12,293.54.",
      },
    ]);
  });

  it("says when the lender offers no quote on a product", () => {
    const [hp, pcp] = financeCostRows({ HP: longHpQuote, PCP: null });
    expect(hp?.value).toBe("£289.31 a month");
    expect(pcp).toEqual({
      key: "finance-pcp",
      label: "Personal Contract Purchase (PCP) monthly payment",
      value: "Not available",
    });
  });
});
