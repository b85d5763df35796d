import { describe, expect, it } from "vitest";
import { promotions as seeded } from "../../../dealer-api/test-support";
import { financePromotionsOf, unmetPromotionNotes } from "./promotions";
import { contributionHpQuote, longHpQuote } from "./test-quotes";

const asPromo = (promotion: (typeof seeded)[number]) => ({
  id: promotion.id,
  name: promotion.name,
  template: "vehicle-promotion" as const,
  contents: {
    rules: promotion.rules,
    heading: promotion.heading,
    text: promotion.text,
    terms: promotion.terms,
    link: promotion.link,
    ends_on: null,
    finance: promotion.finance,
  },
});

describe("financePromotionsOf: the promotions a quote can be priced under", () => {
  it("keeps the finance offers, and leaves the warranty, service and fuel offers out", () => {
    expect(financePromotionsOf(seeded.map(asPromo))).toEqual([
      {
        id: 2,
        heading: "0% APR on Kia and Hyundai",
        text: "0% APR representative over 36 months with a 20% deposit.",
        terms: "Subject to status. HP only. Minimum deposit 20% of the cash price.",
        apr: 0,
      },
      {
        id: 4,
        heading: "£500 towards your deposit",
        text: "We add £500 to your deposit when you buy a Ford Fiesta or Focus on finance.",
        terms: "Subject to status. Minimum finance term 24 months.",
        apr: null,
      },
    ]);
  });
});

describe("unmetPromotionNotes: a finance offer the quote is not priced under says what it applies to", () => {
  const zeroApr = {
    id: 2,
    heading: "0% APR on Kia and Hyundai",
    text: "0% APR representative over 36 months with a 20% deposit.",
    terms: "Subject to status. HP only. Minimum deposit 20% of the cash price.",
    apr: 0,
  };
  const contribution = {
    ...zeroApr,
    id: 4,
    heading: "£500 towards your deposit",
    text: "…",
    terms: "…",
    apr: null,
  };

  it("quotes the offer's own words for a quote it did not price", () => {
    expect(unmetPromotionNotes([zeroApr], longHpQuote)).toEqual([
      "Our 0% APR on Kia and Hyundai offer is not in this quote. 0% APR representative over 36 months with a " +
        "20% deposit. Subject to status. HP only. Minimum deposit 20% of the cash price.",
    ]);
  });

  it("leaves an APR offer out when the quote is at 0% APR already (the car's own 0% deal), not a deposit offer", () => {
    const atZero = { ...longHpQuote, apr: 0 };
    expect(unmetPromotionNotes([zeroApr], atZero)).toEqual([]);
    expect(
      unmetPromotionNotes([{ ...contribution, text: "We add £500 to your deposit." }], atZero),
    ).toHaveLength(1);
  });

  it("says nothing of the offer the quote is priced under, or without a quote", () => {
    expect(unmetPromotionNotes([contribution], contributionHpQuote)).toEqual([]);
    expect(unmetPromotionNotes([zeroApr], null)).toEqual([]);
  });
});
