import { describe, expect, it } from "vitest";
import { figuresFromQuote } from "~/lib/finance/figures";
import { contributionHpQuote, longHpQuote, specPcpFigures } from "~/lib/finance/test-quotes";
import { financeQuotesFor } from "../../../dealer-api/test-support";
import { breakdownRows } from "./QuoteBreakdown";

const asText = (rows: ReturnType<typeof breakdownRows>) =>
  rows.map((row) => `${row.label}: ${row.value}${row.note ? ` (${row.note})` : ""}`);

describe("breakdownRows: every figure CONC 3.5.5R asks of a representative example", () => {
  it("shows a PCP example with its optional final payment, fee, mileage and excess mileage charge", () => {
    expect(asText(breakdownRows(specPcpFigures))).toEqual([
      "Product: Personal Contract Purchase (PCP)",
      "Cash price: £9,995",
      "Deposit: £1,000",
      "Total amount of credit: £8,995",
      "Duration of agreement: 48 months",
      "47 monthly payments of: £150.82",
      "Optional final payment: £4,205 (Includes the £10 option to purchase fee)",
      "Option to purchase fee: £10",
      "Total charge for credit: £2,298.54",
      "Total amount payable: £12,293.54",
      "Fixed rate of interest: 8.53% a year (fixed)",
      "Annual mileage: 8,000 miles",
      "Excess mileage charge: 6p a mile",
      "Representative APR: 8.9% APR",
    ]);
  });

  it("shows an HP example with its final instalment and no mileage terms", () => {
    const rows = asText(breakdownRows(figuresFromQuote(longHpQuote)));
    expect(rows).toContain("59 monthly payments of: £289.31");
    expect(rows).toContain("Final payment: £299.31 (Includes the £10 option to purchase fee)");
    expect(rows.some((row) => row.startsWith("Annual mileage"))).toBe(false);
    expect(rows.at(-1)).toBe("Representative APR: 10.9% APR");
  });

  it("names the admin fee in the cash price, and the dealer's deposit contribution on a line of its own", () => {
    const rows = asText(breakdownRows(figuresFromQuote(contributionHpQuote), 179));
    expect(rows.slice(1, 5)).toEqual([
      "Cash price (including £179 admin fee): £15,000",
      "Deposit: £1,000",
      "Dealer deposit contribution: £500",
      "Total amount of credit: £13,500",
    ]);
    expect(asText(breakdownRows(figuresFromQuote(longHpQuote), 0))[1]).toBe("Cash price: £15,000");
  });

  it("shows a 0% APR HP example from the engine: the last instalment with the rounding, no charge for credit", () => {
    const car = { vrm: "YD18WBW", cashPrice: 5745, ageMonths: 40, odometer: 30_000, zeroAprOffer: true };
    const { hpQuote } = financeQuotesFor(car, { term: 48, deposit: 1000, annualMileage: 8000 });
    const rows = asText(breakdownRows(figuresFromQuote(hpQuote!)));
    expect(rows).toContain("47 monthly payments of: £98.85");
    expect(rows).toContain("Final payment: £99.05");
    expect(rows).toContain("Total charge for credit: £0.00");
    expect(rows).toContain("Total amount payable: £5,745");
    expect(rows).toContain("Representative APR: 0.0% APR");
  });
});
