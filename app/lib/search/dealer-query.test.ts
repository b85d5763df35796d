import { describe, expect, it } from "vitest";
import { filterQuery, gridPageSize, resultsQuery, SPEC_RULES } from "./dealer-query";
import { parseSearchParams } from "./params";

describe("the dealer API query", () => {
  it("sends the filters comma-joined with the page's rules, and leaves out the page's own settings", () => {
    const state = parseSearchParams(
      new URLSearchParams(
        "make=ford,vauxhall&colours=red&monthly_to=300&budget=monthly&sort=age|desc&page=2",
      ),
    );
    expect(filterQuery(state, SPEC_RULES)).toEqual({
      status: "FOR_SALE_RETAIL",
      min_images: 1,
      make: "ford,vauxhall",
      colour: "red",
      monthly_to: 300,
      finance_term: 48,
      finance_deposit: 250,
      finance_mileage: 6000,
      finance_search_only: "PCP",
    });
    expect(resultsQuery(state, SPEC_RULES)).toMatchObject({ sort: "age|desc", page: 2, resultsPerPage: 12 });
  });

  it("makes a page whole rows of 2 and of 3 cards (ADR 310)", () => {
    expect([1, 6, 9, 12, 13, 24, 100].map(gridPageSize)).toEqual([6, 6, 12, 12, 18, 24, 96]);
  });

  it("does not let a model chosen for one make hide another chosen make's cars (ADR 270)", () => {
    const vocabulary = {
      makes: { ford: "Ford", bmw: "BMW" },
      ranges: {
        fiesta: { label: "Fiesta", make: "ford" },
        focus: { label: "Focus", make: "ford" },
        "1-series": { label: "1 Series", make: "bmw" },
      },
      locations: {},
    };
    const state = parseSearchParams(new URLSearchParams("make=ford,bmw&range=fiesta"), { vocabulary });
    expect(state.range).toEqual(["fiesta"]);
    expect(filterQuery(state, SPEC_RULES, vocabulary)).toMatchObject({
      make: "ford,bmw",
      range: "fiesta,1-series",
    });
    expect(resultsQuery(state, SPEC_RULES, vocabulary)).toMatchObject({ range: "fiesta,1-series" });
  });
});
