import { describe, expect, it } from "vitest";
import { basisSentence, mileageLabel, resolveFinanceChoice, SITE_FINANCE_DEFAULTS } from "./choice";

const defaults = SITE_FINANCE_DEFAULTS;

describe("resolveFinanceChoice", () => {
  it("keeps valid values from the URL", () => {
    expect(
      resolveFinanceChoice({ term: "36", mileage: "12000", deposit: "1500", type: "hp" }, defaults, 9995),
    ).toEqual({
      term: 36,
      mileage: 12000,
      deposit: 1500,
      type: "HP",
    });
  });

  it("falls back to the defaults for missing or invalid values", () => {
    expect(resolveFinanceChoice({}, defaults, 9995)).toEqual({
      term: 48,
      mileage: 6000,
      deposit: 250,
      type: "PCP",
    });
    expect(
      resolveFinanceChoice(
        { term: "37", mileage: "7000", deposit: "lots", type: "lease" },
        { ...defaults, term: 24 },
        9995,
      ),
    ).toEqual({ term: 24, mileage: 6000, deposit: 250, type: "PCP" });
  });

  it("gives a deposit without a term the 48-month term", () => {
    expect(resolveFinanceChoice({ deposit: "2000" }, { ...defaults, term: 24 }, 9995).term).toBe(48);
    expect(resolveFinanceChoice({}, { ...defaults, term: 24 }, 9995).term).toBe(24);
  });

  it("replaces a deposit at or above the price", () => {
    expect(resolveFinanceChoice({ deposit: "12000" }, defaults, 9995).deposit).toBe(1000);
    expect(resolveFinanceChoice({}, { ...defaults, deposit: 2500 }, 1995).deposit).toBe(0);
  });
});

describe("a percentage deposit (finance_deposit_type=Percentage)", () => {
  it("is that share of this car's cash price, not pounds", () => {
    const raw = { deposit: "10", depositType: "Percentage", type: "HP" };
    expect(resolveFinanceChoice(raw, defaults, 10_174).deposit).toBe(1017);
    expect(resolveFinanceChoice({ ...raw, depositType: "Amount" }, defaults, 10_174).deposit).toBe(10);
  });

  it("stays a percentage without a car's price (ADR 290); above 100% the stored deposit stays", () => {
    const raw = { deposit: "10", depositType: "percentage", type: "HP" };
    expect(resolveFinanceChoice(raw, defaults, Number.POSITIVE_INFINITY)).toMatchObject({
      deposit: 10,
      depositType: "Percentage",
    });
    expect(resolveFinanceChoice({ ...raw, deposit: "150" }, defaults, 10_174).deposit).toBe(250);
  });
});

describe("mileageLabel", () => {
  it("reads 'Up to {n} miles'", () => {
    expect(mileageLabel(10000)).toBe("Up to 10,000 miles");
  });
});

describe("basisSentence", () => {
  it("says the product, term, deposit and mileage a monthly budget is searched on", () => {
    expect(basisSentence(SITE_FINANCE_DEFAULTS)).toBe(
      "Personal contract purchase (PCP) over 48 months with a £250 deposit and 6,000 miles a year.",
    );
    expect(basisSentence({ term: 36, deposit: 0, mileage: 10000, type: "HP" })).toBe(
      "Hire purchase (HP) over 36 months with no deposit and 10,000 miles a year.",
    );
  });
});
