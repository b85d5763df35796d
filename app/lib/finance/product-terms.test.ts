import { describe, expect, it } from "vitest";
import { parseSearchParams } from "~/lib/search/params";
import { setFinanceProduct } from "~/lib/search/rules";
import { SPEC_DEFAULTS } from "~/lib/search/state";
import { termForProduct, termsFor } from "./product-terms";

describe("finance terms per product", () => {
  it("PCP runs to 48 months, HP to 60", () => {
    expect(termsFor("PCP")).toEqual([24, 36, 48]);
    expect(termsFor("HP")).toEqual([24, 36, 48, 60]);
  });

  it("a term the product lacks becomes the longest it has below it", () => {
    expect(termForProduct("PCP", 60)).toBe(48);
    expect(termForProduct("PCP", 36)).toBe(36);
    expect(termForProduct("HP", 60)).toBe(60);
  });

  it("a search naming PCP over 60 months searches PCP over 48", () => {
    const params = new URLSearchParams("monthly_to=300&finance_search_only=PCP&finance_term=60");
    expect(parseSearchParams(params).finance_term).toBe(48);
  });

  it("a shopper's basis of PCP over 60 months (from the session) is searched over 48", () => {
    const defaults = { ...SPEC_DEFAULTS, finance_search_only: "PCP" as const, finance_term: 60 };
    expect(parseSearchParams(new URLSearchParams("monthly_to=300"), { defaults }).finance_term).toBe(48);
  });

  it("HP over 60 months stays 60 months", () => {
    const params = new URLSearchParams("finance_search_only=HP&finance_term=60");
    expect(parseSearchParams(params).finance_term).toBe(60);
  });

  it("choosing PCP while the search is over 60 months moves it to 48", () => {
    const state = parseSearchParams(new URLSearchParams("finance_search_only=HP&finance_term=60"));
    expect(setFinanceProduct(state, "PCP").finance_term).toBe(48);
  });
});
