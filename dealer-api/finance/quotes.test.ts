import { describe, expect, it } from "vitest";
import type { Promo } from "../contract/content";
import { financeQuote } from "../contract/finance";
import { ageInMonths, productOffer, type FinanceCar } from "./offer";
import { financeQuotesFor } from "./quotes";

const car: FinanceCar & { vrm: string } = {
  vrm: "YD18WBW",
  cashPrice: 9995,
  ageMonths: 40,
  odometer: 30_000,
  zeroAprOffer: false,
};

describe("ageInMonths", () => {
  it("counts whole months from first registration", () => {
    const today = new Date("2026-11-23T12:00:00Z");
    expect(ageInMonths("2023-11-23", today)).toBe(36);
    expect(ageInMonths("2023-11-24", today)).toBe(35);
    expect(ageInMonths("2019-04-01", today)).toBe(91);
    expect(ageInMonths("2027-01-01", today)).toBe(0);
  });
});

describe("financeQuotesFor (an hpQuote and a pcpQuote)", () => {
  it("answers both products with every field, each adding up", () => {
    const { hpQuote, pcpQuote } = financeQuotesFor(car, { term: 48, annualMileage: 8000, deposit: 1000 });
    for (const quote of [hpQuote, pcpQuote]) {
      expect(financeQuote.parse(quote)).toEqual(quote);
      const shown =
        quote!.first_payment +
        quote!.number_of_regular_payments * quote!.regular_payment +
        quote!.final_payment;
      expect(Math.round((quote!.deposit + shown) * 100)).toBe(Math.round(quote!.total_amount_payable * 100));
      expect(quote).toMatchObject({
        cash_price: 9995,
        deposit: 1000,
        total_deposit: 1000,
        balance: 8995,
        term: 48,
      });
      expect(quote!.number_of_regular_payments).toBe(46);
    }
    expect(hpQuote).toMatchObject({ key: "HP", product: "Hire Purchase (HP)", apr: 10.9, residual: 0 });
    expect(hpQuote!.final_payment).toBeCloseTo(hpQuote!.regular_payment + 10, 9);
    expect(pcpQuote).toMatchObject({
      key: "PCP",
      product: "Personal Contract Purchase (PCP)",
      apr: 9.9,
      mileage: 8000,
    });
    expect(pcpQuote!.final_payment).toBe(pcpQuote!.residual + pcpQuote!.purchase_fee);
    expect(pcpQuote!.excess_mileage_rate).toBe(6);
    expect(pcpQuote!.application_link).toBe(
      "/finance/apply?vrm=YD18WBW&product=PCP&term=48&deposit=1000&mileage=8000",
    );
  });

  it("applies the deposit rule and default term", () => {
    const { hpQuote } = financeQuotesFor(car, { deposit: 12_000 });
    expect(hpQuote).toMatchObject({ deposit: 1000, term: 48, mileage: 8000 });
  });

  it("leaves out PCP where the lender declines it, and both when nothing can be lent", () => {
    expect(financeQuotesFor(car, { term: 60 }).pcpQuote).toBeNull();
    expect(financeQuotesFor(car, { term: 60 }).hpQuote).not.toBeNull();
    // £9,000 down leaves £995 to borrow: below both lenders' minimum, whatever the term.
    expect(financeQuotesFor(car, { deposit: 9000 })).toEqual({
      hpQuote: null,
      pcpQuote: null,
      hpDeclined: { reason: "HP lends £1,000 to £100,000", terms: [] },
      pcpDeclined: { reason: "PCP lends £2,500 to £100,000", terms: [] },
    });
  });

  it("names the reason and the terms on offer with the same deposit and mileage when a product is declined", () => {
    const atSixty = financeQuotesFor(car, { term: 60, deposit: 2000, annualMileage: 10_000 });
    expect(atSixty.hpDeclined).toBeNull();
    expect(atSixty.pcpDeclined).toEqual({
      reason: "PCP is offered over 24, 36 or 48 months",
      terms: [24, 36, 48],
    });
    // 11 years 8 months old: HP must end before 15 years, so 24 and 36 months only.
    const old = financeQuotesFor({ ...car, ageMonths: 140 }, { term: 48 });
    expect(old.hpQuote).toBeNull();
    expect(old.hpDeclined).toEqual({
      reason: "HP ends before the car is 15 years old: choose a shorter term",
      terms: [24, 36],
    });
    for (const term of old.hpDeclined!.terms)
      expect(financeQuotesFor({ ...car, ageMonths: 140 }, { term }).hpQuote).not.toBeNull();
    expect(old.pcpDeclined?.terms).toEqual([]);
  });

  it("prices a 0% APR offer car at 0% on both products", () => {
    const { hpQuote, pcpQuote } = financeQuotesFor({ ...car, zeroAprOffer: true }, {});
    expect([hpQuote!.apr, pcpQuote!.apr, hpQuote!.purchase_fee]).toEqual([0, 0, 0]);
    for (const quote of [hpQuote!, pcpQuote!]) {
      expect(quote.total_amount_of_charges).toBe(0);
      expect(quote.total_amount_payable).toBe(quote.cash_price);
    }
  });
});

describe("the cash price and the dealer's promotions", () => {
  const promotion = (id: number, finance: Promo["contents"]["finance"]): Promo => ({
    id,
    name: `Promotion ${id}`,
    template: "vehicle-promotion",
    contents: {
      rules: { make: ["kia"] },
      heading: `Heading ${id}`,
      text: `Text ${id}`,
      terms: "",
      link: "/",
      ends_on: null,
      finance,
    },
  });
  const zeroApr = promotion(2, { products: ["HP"], terms: [36], min_deposit_percent: 20, apr: 0 });
  const contribution = promotion(4, { products: ["HP", "PCP"], min_term: 24, deposit_contribution: 500 });
  // £9,995 with the £179 admin fee: the cash price the buyer pays.
  const kia = { ...car, cashPrice: 10_174, vehiclePrice: 9995, promotions: [zeroApr] };

  it("lends the cash price with its compulsory fees less the deposit, the car's own price setting APR and GMFV", () => {
    const { hpQuote, pcpQuote } = financeQuotesFor({ ...kia, promotions: [] }, { deposit: 1000 });
    expect(hpQuote).toMatchObject({ cash_price: 10_174, balance: 9174, apr: 10.9, dealer_contribution: 0 });
    // The APR band and the residual follow the car's £9,995, not the fee.
    expect(pcpQuote!.apr).toBe(financeQuotesFor(car, { deposit: 1000 }).pcpQuote!.apr);
    expect(pcpQuote!.residual).toBe(financeQuotesFor(car, { deposit: 1000 }).pcpQuote!.residual);
    expect(pcpQuote!.balance).toBe(9174);
  });

  it("prices a quote whose terms meet a 0% APR promotion at 0%, the fee waived, and names the promotion", () => {
    const { hpQuote, pcpQuote } = financeQuotesFor(kia, { term: 36, deposit: 2035 });
    expect(hpQuote).toMatchObject({
      apr: 0,
      purchase_fee: 0,
      total_amount_of_charges: 0,
      total_amount_payable: 10_174,
      promotion: { id: 2, heading: "Heading 2", text: "Text 2" },
    });
    // PCP is not part of the offer; nor is a smaller deposit or another term.
    expect(pcpQuote).toMatchObject({ apr: 9.9, promotion: null });
    expect(financeQuotesFor(kia, { term: 36, deposit: 2034 }).hpQuote).toMatchObject({
      apr: 10.9,
      promotion: null,
    });
    expect(financeQuotesFor(kia, { term: 48, deposit: 3000 }).hpQuote).toMatchObject({
      apr: 10.9,
      promotion: null,
    });
  });

  it("adds a dealer's deposit contribution: the customer's deposit stays theirs, the credit is smaller", () => {
    const { hpQuote, pcpQuote } = financeQuotesFor({ ...kia, promotions: [contribution] }, { deposit: 1000 });
    for (const quote of [hpQuote!, pcpQuote!]) {
      expect(quote).toMatchObject({
        deposit: 1000,
        dealer_contribution: 500,
        total_deposit: 1500,
        balance: 8674,
        promotion: { id: 4, heading: "Heading 4", text: "Text 4" },
      });
      const payments =
        quote.first_payment + quote.number_of_regular_payments * quote.regular_payment + quote.final_payment;
      expect(Math.round((quote.deposit + payments) * 100)).toBe(Math.round(quote.total_amount_payable * 100));
      expect(Math.round((payments - quote.balance) * 100)).toBe(
        Math.round(quote.total_amount_of_charges * 100),
      );
      expect(quote.application_link).toContain("deposit=1000");
    }
    const without = financeQuotesFor({ ...kia, promotions: [] }, { deposit: 1500 }).hpQuote!;
    expect(hpQuote!.regular_payment).toBe(without.regular_payment);
  });

  it("declines on the credit left after the contribution, and says which terms are on offer under it", () => {
    // £8,700 + £500 leaves £974 to borrow: below HP's £1,000.
    const quotes = financeQuotesFor({ ...kia, promotions: [contribution] }, { deposit: 8700, term: 24 });
    expect(quotes.hpQuote).toBeNull();
    expect(quotes.hpDeclined).toEqual({ reason: "HP lends £1,000 to £100,000", terms: [] });
  });
});

describe("productOffer", () => {
  it("declines a PCP whose deposit leaves too little credit above the GMFV", () => {
    const offer = productOffer(
      "PCP",
      { ...car, cashPrice: 12_000 },
      { term: 48, annualMileage: 8000, deposit: 6000 },
    );
    expect(offer).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/above the guaranteed future value/),
    });
  });
});
