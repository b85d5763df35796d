import { describe, expect, it } from "vitest";
import { exampleSentence } from "./example-text";
import { figuresFromQuote } from "./figures";
import { contributionHpQuote, longHpQuote, specPcpQuote } from "./test-quotes";
import { financeCostRows } from "./finance-cost-rows";

describe("financeCostRows", () => {
  it("adds an HP and a PCP row, each monthly figure with its whole representative example (CONC 3.5.5R)", () => {
    expect(financeCostRows({ HP: longHpQuote, PCP: specPcpQuote }, 179)).toEqual([
      {
        key: "finance-hp",
        label: "Hire Purchase (HP) monthly payment",
        value: "£289.31 a month",
        note: exampleSentence(figuresFromQuote(longHpQuote), 179),
      },
      {
        key: "finance-pcp",
        label: "Personal Contract Purchase (PCP) monthly payment",
        value: "£150.82 a month",
        note: exampleSentence(figuresFromQuote(specPcpQuote), 179),
      },
    ]);
    expect(financeCostRows({ HP: longHpQuote, PCP: null }, 179)[0]?.note).toContain(
      "cash price £15,000.00 (including £179.00 admin fee)",
    );
  });

  it("names the promotion a quote is priced under", () => {
    expect(financeCostRows({ HP: contributionHpQuote, PCP: null }, 0)[0]?.note).toBe(
      `${exampleSentence(figuresFromQuote(contributionHpQuote), 0)} Priced with our £500 towards your deposit offer.`,
    );
  });

  it("says when the lender offers no quote on a product", () => {
    const [hp, pcp] = financeCostRows({ HP: longHpQuote, PCP: null }, 0);
    expect(hp?.value).toBe("£289.31 a month");
    expect(pcp).toEqual({
      key: "finance-pcp",
      label: "Personal Contract Purchase (PCP) monthly payment",
      value: "Not available",
    });
  });
});
