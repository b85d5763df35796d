import { describe, expect, it } from "vitest";
import { budgetCashPrice, budgetSearchHref, monthlyRange } from "./budget-finder";

describe("monthlyRange (the payment ± £20, rounded to the nearest £50)", () => {
  it("takes payment ± 20, each rounded to the nearest 50", () => {
    expect(monthlyRange(140)).toEqual({ from: 100, to: 150 });
    expect(monthlyRange(180)).toEqual({ from: 150, to: 200 });
    expect(monthlyRange(260)).toEqual({ from: 250, to: 300 });
    expect(monthlyRange(10)).toEqual({ from: 0, to: 50 });
  });

  it("widens a window that rounding emptied to the 50-wide band holding the payment", () => {
    expect(monthlyRange(150.82)).toEqual({ from: 150, to: 200 });
    expect(monthlyRange(149)).toEqual({ from: 100, to: 150 });
    expect(monthlyRange(150)).toEqual({ from: 150, to: 200 });
  });
});

describe("budgetSearchHref", () => {
  it("links to the used-cars listing with the window and the finance choice, PCP only", () => {
    const href = budgetSearchHref({ regularPayment: 180, term: 48, mileage: 10000, deposit: 500 });
    const url = new URL(href, "http://site.test");
    expect(url.pathname).toBe("/used/cars/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      monthly_from: "150",
      monthly_to: "200",
      finance_term: "48",
      finance_mileage: "10000",
      finance_deposit: "500",
      finance_search_only: "PCP",
    });
  });

  it("prices the amount to borrow on top of the deposit", () => {
    expect(budgetCashPrice(9200, 500)).toBe(9700);
  });
});

describe("budgetSearchHref for HP", () => {
  it("searches HP when the lender declined PCP for the budget", () => {
    const href = budgetSearchHref({
      regularPayment: 180,
      term: 60,
      mileage: 10000,
      deposit: 500,
      product: "HP",
    });
    expect(new URL(href, "http://site.test").searchParams.get("finance_search_only")).toBe("HP");
  });
});
