import { describe, expect, it } from "vitest";
import { SITE_FINANCE_DEFAULTS } from "./choice";
import { figuresFromQuote } from "./figures";
import { monthlyFigureFor, monthlyFigureOf } from "./monthly-figure";
import { contributionHpQuote, longHpQuote, specPcpQuote } from "./test-quotes";

describe("monthlyFigureOf", () => {
  it("carries the figure's whole representative example, from its quote (CONC 3.5.5R)", () => {
    const figure = monthlyFigureOf(contributionHpQuote, "/used/cars/x#finance-personalise", 179);
    expect(figure.example).toEqual(figuresFromQuote(contributionHpQuote));
    expect(figure.example.promotion?.heading).toBe("£500 towards your deposit");
    expect(figure.adminFee).toBe(179);
    // The shopper's own deposit, not the dealer's contribution on top.
    expect(figure.deposit).toBe(1000);
  });

  it("leaves the admin fee unknown when the caller does not know the car's", () => {
    expect(monthlyFigureOf(longHpQuote, "/x").adminFee).toBeNull();
  });
});

describe("monthlyFigureFor", () => {
  it("shows the shopper's product, with its APR and the way to its representative example", () => {
    expect(
      monthlyFigureFor({ hpQuote: longHpQuote, pcpQuote: specPcpQuote }, SITE_FINANCE_DEFAULTS, {
        slug: "ford-fiesta-nw1",
        admin_fee: 179,
      }),
    ).toEqual({
      product: "PCP",
      regularPayment: 150.82,
      apr: 8.9,
      term: 48,
      deposit: 1000,
      exampleHref:
        "/used/cars/ford-fiesta-nw1?finance_deposit=1000&finance_mileage=8000&finance_term=48&finance_type=PCP#finance-personalise",
      example: figuresFromQuote(specPcpQuote),
      adminFee: 179,
    });
    const hp = monthlyFigureFor(
      { hpQuote: longHpQuote, pcpQuote: specPcpQuote },
      { ...SITE_FINANCE_DEFAULTS, type: "HP" },
      { slug: "ford-fiesta-nw1" },
    );
    expect(hp?.product).toBe("HP");
    expect(hp?.exampleHref).toContain("finance_type=HP");
  });

  it("switches to the other product when the lender declines the shopper's", () => {
    expect(
      monthlyFigureFor({ hpQuote: longHpQuote, pcpQuote: null }, SITE_FINANCE_DEFAULTS, { slug: "x" })
        ?.product,
    ).toBe("HP");
  });

  it("in a monthly search shows the searched product or nothing: the figure the budget was matched on", () => {
    const pcpOnly = { ...SITE_FINANCE_DEFAULTS, type: "PCP" as const };
    expect(
      monthlyFigureFor({ hpQuote: longHpQuote, pcpQuote: null }, pcpOnly, { slug: "x" }, true),
    ).toBeNull();
    expect(
      monthlyFigureFor({ hpQuote: longHpQuote, pcpQuote: specPcpQuote }, pcpOnly, { slug: "x" }, true)
        ?.product,
    ).toBe("PCP");
  });

  it("shows nothing for a car without finance", () => {
    expect(
      monthlyFigureFor({ hpQuote: null, pcpQuote: null }, SITE_FINANCE_DEFAULTS, { slug: "x" }),
    ).toBeNull();
    expect(monthlyFigureFor(undefined, SITE_FINANCE_DEFAULTS, { slug: "x" })).toBeNull();
  });
});
