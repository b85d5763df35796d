import { describe, expect, it } from "vitest";
import type { Promo, PromoFinance } from "./content";
import { financePromotionFor, meetsFinanceTerms, promotionApplies, promotionsFor } from "./promotions";

const vehicle = {
  make: { name: "Ford", slug: "ford" },
  range: { name: "Mustang Mach-E", slug: "mustang-mach-e" },
  fuel_type: { name: "Electric", slug: "electric" },
  body_type: { name: "SUV", slug: "suv" },
  location: { site_id: 4 },
};

const promo = (
  id: number,
  rules: Promo["contents"]["rules"],
  ends_on: string | null = null,
  finance: PromoFinance | null = null,
): Promo => ({
  id,
  name: `Promo ${id}`,
  template: "vehicle-promotion",
  contents: { rules, heading: `Heading ${id}`, text: "", terms: "", link: "/", ends_on, finance },
});

describe("promotionApplies", () => {
  it.each([
    [{ make: ["ford"] }, true],
    [{ make: ["kia", "hyundai"] }, false],
    [{ range: ["mustang mach-e"] }, true],
    [{ range: ["mustang-mach-e"] }, true],
    [{ fuel_type: ["electric"] }, true],
    [{ body_type: ["suv"] }, true],
    [{ body_type: ["hatchback"] }, false],
    [{ location_id: [4] }, true],
    [{ location_id: [3] }, false],
    [{}, false],
  ])("rules %j → %s", (rules, expected) => {
    expect(promotionApplies(promo(1, rules), vehicle)).toBe(expected);
  });

  it("needs only one rule to match", () => {
    expect(promotionApplies(promo(1, { make: ["kia"], location_id: [4] }), vehicle)).toBe(true);
  });
});

describe("promotionsFor", () => {
  it("keeps matching promotions that have not ended", () => {
    const promos = [
      promo(1, { make: ["ford"] }, "2027-01-31"),
      promo(2, { make: ["ford"] }, "2026-10-31"),
      promo(3, { make: ["kia"] }),
      promo(4, { body_type: ["suv"] }, "2026-11-01"),
    ];
    expect(promotionsFor(promos, vehicle, "2026-11-01").map((item) => item.id)).toEqual([1, 4]);
  });
});

describe("the finance terms a quote must meet", () => {
  const zeroApr: PromoFinance = { products: ["HP"], terms: [36], min_deposit_percent: 20, apr: 0 };
  const contribution: PromoFinance = { products: ["HP", "PCP"], min_term: 24, deposit_contribution: 500 };
  const basis = { product: "HP" as const, term: 36, deposit: 2035.8, cashPrice: 10_179 };

  it("holds the product, the term and the least deposit, to the penny", () => {
    expect(meetsFinanceTerms(zeroApr, basis)).toBe(true);
    expect(meetsFinanceTerms(zeroApr, { ...basis, deposit: 2035.79 })).toBe(false);
    expect(meetsFinanceTerms(zeroApr, { ...basis, product: "PCP" })).toBe(false);
    expect(meetsFinanceTerms(zeroApr, { ...basis, term: 48 })).toBe(false);
    expect(meetsFinanceTerms(contribution, { ...basis, product: "PCP", term: 24, deposit: 0 })).toBe(true);
    expect(meetsFinanceTerms({ ...contribution, min_term: 36 }, { ...basis, term: 24 })).toBe(false);
  });

  it("prices under the first finance promotion met, ignoring promotions that are not finance offers", () => {
    const promos = [
      promo(1, { make: ["ford"] }),
      promo(2, { make: ["ford"] }, null, zeroApr),
      promo(3, { make: ["ford"] }, null, contribution),
    ];
    expect(financePromotionFor(promos, basis)?.id).toBe(2);
    expect(financePromotionFor(promos, { ...basis, term: 48 })?.id).toBe(3);
    expect(financePromotionFor(promos.slice(0, 1), basis)).toBeUndefined();
  });
});
