import { describe, expect, it } from "vitest";
import { figuresFromQuote } from "./figures";
import { cashPriceLabel, exampleSentence, promotionLine } from "./example-text";
import { contributionHpQuote, longHpQuote, specPcpFigures } from "./test-quotes";

describe("cashPriceLabel: the compulsory admin fee is part of the cash price, and the label says so", () => {
  it("names the fee when the car has one", () => {
    expect(cashPriceLabel(179)).toBe("Cash price (including £179 admin fee)");
  });

  it("says just 'Cash price' without a fee, or when the fee is not known", () => {
    expect(cashPriceLabel(0)).toBe("Cash price");
    expect(cashPriceLabel(null)).toBe("Cash price");
    expect(cashPriceLabel(undefined)).toBe("Cash price");
  });
});

describe("exampleSentence: a representative example short enough for a card (CONC 3.5.5R)", () => {
  it("gives every figure of a PCP example, the optional final payment and the mileage terms included", () => {
    expect(exampleSentence(specPcpFigures)).toBe(
      "Representative example: cash price £9,995.00, deposit £1,000.00, total amount of credit £8,995.00, " +
        "47 monthly payments of £150.82 and an optional final payment of £4,205.00 (including the £10.00 option " +
        "to purchase fee) over 48 months, 8,000 miles a year with excess mileage at 6p a mile, fixed interest rate " +
        "8.53% a year, total charge for credit £2,298.54, total amount payable £12,293.54, 8.9% APR representative.",
    );
  });

  it("gives an HP example its final instalment and no mileage terms, and names the admin fee in the cash price", () => {
    expect(exampleSentence(figuresFromQuote(longHpQuote), 179)).toBe(
      "Representative example: cash price £15,000.00 (including £179.00 admin fee), deposit £1,500.00, total amount " +
        "of credit £13,500.00, 59 monthly payments of £289.31 and a final payment of £299.31 (including the £10.00 " +
        "option to purchase fee) over 60 months, fixed interest rate 10.37% a year, total charge for credit " +
        "£3,868.60, total amount payable £18,868.60, 10.9% APR representative.",
    );
  });

  it("puts the dealer's deposit contribution on its own, after the shopper's deposit", () => {
    expect(exampleSentence(figuresFromQuote(contributionHpQuote))).toContain(
      "deposit £1,000.00, dealer deposit contribution £500.00, total amount of credit £13,500.00,",
    );
  });

  it("names a first payment that differs, and a fee paid with an equal last payment", () => {
    const figures = {
      ...figuresFromQuote(longHpQuote),
      firstPayment: 389.31,
      regularPayments: 58,
      finalPayment: 289.31,
    };
    expect(exampleSentence(figures)).toContain(
      "a first payment of £389.31 and 58 monthly payments of £289.31 over 60 months, option to purchase fee " +
        "£10.00 (paid with the last payment), fixed interest rate",
    );
  });
});

describe("one money format per sentence", () => {
  it("writes every amount to the penny, so a whole-pound final payment never sits beside a payment in pence", () => {
    const figures = {
      ...figuresFromQuote(longHpQuote),
      regularPayment: 31,
      finalPayment: 41,
      cashPrice: 1679,
      deposit: 0,
      credit: 1679,
    };
    const sentence = exampleSentence(figures, 179);
    expect(sentence).toContain(
      "monthly payments of £31.00 and a final payment of £41.00 (including the £10.00",
    );
    expect(sentence).toContain("cash price £1,679.00 (including £179.00 admin fee), deposit £0.00,");
    expect(sentence.match(/£[\d,]+(\.\d+)?/g)?.every((amount) => /\.\d\d$/.test(amount))).toBe(true);
  });
});

describe("promotionLine", () => {
  it("names the promotion the quote is priced under", () => {
    expect(promotionLine({ id: 2, heading: "0% APR on Kia and Hyundai", text: "…" })).toBe(
      "Priced with our 0% APR on Kia and Hyundai offer.",
    );
  });
});
