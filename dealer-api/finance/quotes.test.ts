import { describe, expect, it } from "vitest";
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

describe("financeQuotesFor (spec 2 §3)", () => {
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

  it("applies the spec's deposit rule and default term", () => {
    const { hpQuote } = financeQuotesFor(car, { deposit: 12_000 });
    expect(hpQuote).toMatchObject({ deposit: 1000, term: 48, mileage: 8000 });
  });

  it("leaves out PCP where the lender declines it, and both when nothing can be lent", () => {
    expect(financeQuotesFor(car, { term: 60 }).pcpQuote).toBeNull();
    expect(financeQuotesFor(car, { term: 60 }).hpQuote).not.toBeNull();
    // £9,000 down leaves £995 to borrow: below both lenders' minimum.
    expect(financeQuotesFor(car, { deposit: 9000 })).toEqual({ hpQuote: null, pcpQuote: null });
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
