import { describe, expect, it } from "vitest";
import {
  figuresFromCalculator,
  figuresFromQuote,
  hasSeparateFinalPayment,
  type RepresentativeFigures,
} from "./figures";
import {
  contributionHpQuote,
  longHpQuote,
  midPcpCalculatorQuote,
  specPcpQuote,
  specPcpFigures,
} from "./test-quotes";

const pence = (pounds: number) => Math.round(pounds * 100);

/**
 * deposit + every payment = total amount payable; total − cash price = charge for credit
 * (docs/product/finance.md#how-figures-are-worked-out).
 */
function expectSumsHold(figures: RepresentativeFigures) {
  const separateFinal = hasSeparateFinalPayment(figures);
  const payments =
    pence(figures.regularPayment) * figures.regularPayments +
    (figures.firstPayment === null ? 0 : pence(figures.firstPayment)) +
    (separateFinal ? pence(figures.finalPayment) : 0);
  expect(pence(figures.deposit) + payments).toBe(pence(figures.totalAmountPayable));
  expect(pence(figures.totalAmountPayable) - pence(figures.cashPrice)).toBe(pence(figures.chargeForCredit));
  expect(pence(figures.cashPrice) - pence(figures.deposit) - pence(figures.dealerContribution)).toBe(
    pence(figures.credit),
  );
  expect(figures.regularPayments + (figures.firstPayment === null ? 0 : 1) + (separateFinal ? 1 : 0)).toBe(
    figures.term,
  );
}

describe("figuresFromQuote", () => {
  it("reads the representative PCP example as 47 payments of £150.82 and an optional final payment", () => {
    const figures = figuresFromQuote(specPcpQuote);
    expect(figures).toMatchObject({
      product: "PCP",
      regularPayment: 150.82,
      regularPayments: 47,
      firstPayment: null,
      finalPayment: 4205,
      deposit: 1000,
      credit: 8995,
      optionToPurchaseFee: 10,
      annualMileage: 8000,
      excessMileagePence: 6,
    });
    expectSumsHold(figures);
  });

  it("reads an HP quote with the fee on the last instalment, and no mileage terms", () => {
    const figures = figuresFromQuote(longHpQuote);
    expect(figures.regularPayments).toBe(59);
    expect(hasSeparateFinalPayment(figures)).toBe(true);
    expect(figures.annualMileage).toBeNull();
    expect(figures.excessMileagePence).toBeNull();
    expectSumsHold(figures);
  });

  it("counts an HP final payment equal to the others (0% APR, no fee) as a regular payment", () => {
    const figures = figuresFromQuote({
      ...longHpQuote,
      final_payment: 289.31,
      purchase_fee: 0,
      total_amount_payable: 18858.6,
      total_amount_of_charges: 3858.6,
    });
    expect(figures.regularPayments).toBe(60);
    expect(hasSeparateFinalPayment(figures)).toBe(false);
  });

  it("shows the shopper's deposit and the dealer's contribution apart, and the promotion the quote is priced under", () => {
    const figures = figuresFromQuote(contributionHpQuote);
    expect(figures).toMatchObject({
      deposit: 1000,
      dealerContribution: 500,
      credit: 13500,
      promotion: { id: 4, heading: "£500 towards your deposit" },
    });
    expect(figuresFromQuote(longHpQuote)).toMatchObject({ dealerContribution: 0, promotion: null });
  });

  it("keeps a first payment that differs (a documentation fee) apart", () => {
    const figures = figuresFromQuote({ ...specPcpQuote, first_payment: 250.82 });
    expect(figures.firstPayment).toBe(250.82);
    expect(figures.regularPayments).toBe(46);
  });
});

describe("figuresFromCalculator", () => {
  it("reads the calculator's mid PCP vector", () => {
    const figures = figuresFromCalculator("PCP", midPcpCalculatorQuote);
    expect(figures).toMatchObject({ regularPayments: 35, finalPayment: 8460, apr: 11.9, fixedRate: 11.27 });
    // No promotion in this answer: none named, no contribution.
    expect(figures).toMatchObject({ dealerContribution: 0, promotion: null });
    expectSumsHold(figures);
  });

  it("names the promotion and the dealer's contribution the calculator priced a stock car under", () => {
    const figures = figuresFromCalculator("HP", {
      ...midPcpCalculatorQuote,
      DealerContribution: 500,
      Promotion: { Id: 4, Heading: "£500 towards your deposit", Text: "We add £500." },
    });
    expect(figures.dealerContribution).toBe(500);
    expect(figures.promotion).toEqual({ id: 4, heading: "£500 towards your deposit", text: "We add £500." });
  });

  it("drops the mileage terms for HP", () => {
    const figures = figuresFromCalculator("HP", { ...midPcpCalculatorQuote, ExcessMileageRate: null });
    expect(figures.annualMileage).toBeNull();
    expect(figures.excessMileagePence).toBeNull();
  });
});

describe("the test vector read as figures: its fee and a total amount payable that adds up", () => {
  it("shows the fee and a total amount payable that adds up", () => {
    expect(specPcpFigures).toMatchObject({
      regularPayments: 47,
      regularPayment: 150.82,
      apr: 8.9,
      fixedRate: 8.53,
      deposit: 1000,
      annualMileage: 8000,
      optionToPurchaseFee: 10,
      totalAmountPayable: 12293.54,
    });
    expect(specPcpFigures.finalPayment - specPcpFigures.optionToPurchaseFee).toBe(4195);
    expectSumsHold(specPcpFigures);
  });
});
