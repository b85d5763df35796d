import { describe, expect, it } from "vitest";
import { ageBand, declineReason, lenderProducts, pricingFor, priceBandIndex } from "./products";

const { HP, PCP } = lenderProducts;
const fine = {
  cashPrice: 12_000,
  credit: 11_000,
  ageMonths: 30,
  odometer: 20_000,
  term: 48,
  annualMileage: 8000,
};

describe("the lender's APR table", () => {
  it("bands cars by age and price", () => {
    expect([ageBand(0), ageBand(36), ageBand(37), ageBand(72), ageBand(73)]).toEqual([
      "up to 3 years",
      "up to 3 years",
      "3 to 6 years",
      "3 to 6 years",
      "over 6 years",
    ]);
    expect([
      priceBandIndex(9999),
      priceBandIndex(10_000),
      priceBandIndex(19_999),
      priceBandIndex(20_000),
    ]).toEqual([0, 1, 1, 2]);
  });

  it("lends cheaper on younger and dearer cars", () => {
    for (const product of [HP, PCP]) {
      const apr = (ageMonths: number, cashPrice: number) =>
        pricingFor(product, { ageMonths, price: cashPrice, zeroAprOffer: false }).apr;
      expect(apr(12, 25_000)).toBeLessThan(apr(12, 8000));
      expect(apr(12, 8000)).toBeLessThan(apr(60, 8000));
      expect(apr(60, 8000)).toBeLessThan(apr(90, 8000));
    }
    expect(pricingFor(PCP, { ageMonths: 40, price: 9995, zeroAprOffer: false }).apr).toBe(9.9);
    expect(pricingFor(HP, { ageMonths: 40, price: 15_000, zeroAprOffer: false }).apr).toBe(9.9);
  });

  it("charges the £10 option-to-purchase fee and, on PCP, excess mileage by price band", () => {
    expect(pricingFor(HP, { ageMonths: 40, price: 9995, zeroAprOffer: false })).toEqual({
      apr: 10.9,
      optionToPurchaseFee: 10,
      excessMileagePence: null,
    });
    expect(pricingFor(PCP, { ageMonths: 40, price: 25_000, zeroAprOffer: false }).excessMileagePence).toBe(
      10,
    );
  });

  it("prices the dealer's 0% APR offer at 0% with the fee waived", () => {
    expect(pricingFor(PCP, { ageMonths: 90, price: 9995, zeroAprOffer: true })).toEqual({
      apr: 0,
      optionToPurchaseFee: 0,
      excessMileagePence: 6,
    });
  });

  it("prices a promotion at its APR, waiving the fee at 0%", () => {
    expect(pricingFor(HP, { ageMonths: 40, price: 9995, zeroAprOffer: false, promotionApr: 0 })).toEqual({
      apr: 0,
      optionToPurchaseFee: 0,
      excessMileagePence: null,
    });
    expect(
      pricingFor(HP, { ageMonths: 40, price: 9995, zeroAprOffer: false, promotionApr: 4.9 }),
    ).toMatchObject({
      apr: 4.9,
      optionToPurchaseFee: 10,
    });
  });
});

describe("who the lender finances", () => {
  it("offers both products on an ordinary car", () => {
    expect(declineReason(HP, fine)).toBeUndefined();
    expect(declineReason(PCP, fine)).toBeUndefined();
  });

  it("offers HP up to 60 months and PCP up to 48", () => {
    expect(declineReason(HP, { ...fine, term: 60 })).toBeUndefined();
    expect(declineReason(PCP, { ...fine, term: 60 })).toBe("PCP is offered over 24, 36 or 48 months");
  });

  it("declines borrowing outside its limits", () => {
    expect(declineReason(HP, { ...fine, credit: 999 })).toBe("HP lends £1,000 to £100,000");
    expect(declineReason(PCP, { ...fine, credit: 2000 })).toBe("PCP lends £2,500 to £100,000");
    expect(declineReason(PCP, { ...fine, cashPrice: 4995, credit: 3995 })).toMatch(/at least £5,000/);
  });

  it("declines cars too old now or at the end, and PCP cars past 100,000 miles at the end", () => {
    expect(declineReason(PCP, { ...fine, ageMonths: 97 })).toMatch(/up to 8 years old/);
    expect(declineReason(PCP, { ...fine, ageMonths: 80, term: 48 })).toMatch(/shorter term/);
    expect(declineReason(PCP, { ...fine, ageMonths: 80, term: 36 })).toBeUndefined();
    expect(declineReason(HP, { ...fine, ageMonths: 140, term: 48 })).toMatch(/15 years old/);
    expect(declineReason(PCP, { ...fine, odometer: 75_000, annualMileage: 10_000, term: 36 })).toMatch(
      /100,000/,
    );
    expect(declineReason(HP, { ...fine, odometer: 150_000 })).toBeUndefined();
  });
});
