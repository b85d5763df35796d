import { describe, expect, it } from "vitest";
import type { DealPrice } from "@contract/deals";
import { figuresOfDeal, summaryRows } from "./summary";

const financed: DealPrice = {
  vrm: "AB12CDE",
  cash_price: 12_594,
  part_exchange: {
    valuation_id: "v1",
    value: 4_000,
    settlement: 1_250.5,
    equity: 2_749.5,
    expires_at: "2026-12-07T10:00:00.000Z",
  },
  negative_equity_paid: 0,
  deposit: { cash: 500, part_exchange: 2_749.5, dealer_contribution: 250, total: 3_499.5 },
  finance: {
    product: "PCP",
    term: 48,
    annual_mileage: 8_000,
    regular_payment: 150.82,
    number_of_regular_payments: 47,
    first_payment: 150.82,
    final_payment: 4_210,
    amount_of_credit: 9_094.5,
    total_charge_for_credit: 2_204.04,
    total_amount_payable: 14_798.04,
    apr: 9.9,
    fixed_rate: 5.12,
    option_to_purchase_fee: 10,
    gmfv: 4_200,
    excess_mileage_pence: 8,
    promotion: null,
  },
  delivery: { kind: "priced", branch: "Northway Cars Leeds", outward: "M1", miles: 43, price: 99 },
  total_payable: 14_897.04,
  due_before_handover: 3_348.5,
};

const rows = (deal: DealPrice) => Object.fromEntries(summaryRows(deal, 99).map((row) => [row.label, row]));

describe("a deal's summary", () => {
  it("shows every figure once, as priced", () => {
    const shown = rows(financed);
    expect(shown["Cash price"]).toEqual({
      label: "Cash price",
      value: "£12,594",
      note: "Includes the £99 admin fee",
    });
    expect(shown["Part-exchange value"]?.note).toBe("Your valuation holds until 7th December 2026");
    expect(shown["Settlement of your finance"]?.value).toBe("− £1,250.50");
    expect(shown["Your car's equity"]?.value).toBe("£2,749.50");
    expect(shown["Total deposit"]?.value).toBe("£3,499.50");
    expect(shown["Dealer deposit contribution"]?.value).toBe("£250");
    expect(shown["47 monthly payments of"]?.value).toBe("£150.82");
    expect(shown["Optional final payment"]?.note).toBe("Includes the £10 option to purchase fee");
    expect(shown["Delivery"]?.value).toBe("£99 to M1 (43 miles)");
    expect(shown["Total payable"]?.value).toBe("£14,897.04");
    expect(shown["First monthly payment"]).toBeUndefined();
    const labels = summaryRows(financed, 99).map((row) => row.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("says negative equity is the shopper's to pay, never credit", () => {
    const deal: DealPrice = {
      ...financed,
      part_exchange: { ...financed.part_exchange!, settlement: 5_000, equity: -1_000 },
      negative_equity_paid: 1_000,
    };
    expect(rows(deal)["Negative equity you pay"]).toMatchObject({ value: "£1,000" });
    expect(rows(deal)["Your car's equity"]).toBeUndefined();
  });

  it("paying in full has no finance figures", () => {
    const deal: DealPrice = {
      ...financed,
      finance: null,
      delivery: { kind: "collection", branch: "Leeds", price: 0 },
    };
    const shown = rows(deal);
    expect(shown["Total amount of credit"]).toBeUndefined();
    expect(shown["Part-exchange towards the price"]?.value).toBe("− £2,749.50");
    expect(shown["Delivery"]?.value).toBe("Collect from Leeds: free");
    expect(figuresOfDeal(deal)).toBeNull();
  });

  it("gives the finance as a representative example: the shopper's deposit is cash and car", () => {
    expect(figuresOfDeal(financed)).toMatchObject({
      product: "PCP",
      deposit: 3_249.5,
      dealerContribution: 250,
      credit: 9_094.5,
      firstPayment: null,
      annualMileage: 8_000,
      excessMileagePence: 8,
    });
  });
});

describe("a deal delivered at a price", () => {
  it("shows the finance's own total beside the deal's", () => {
    const shown = Object.fromEntries(summaryRows(financed, 99).map((row) => [row.label, row.value]));
    expect(shown["Total amount payable on finance"]).toBe("£14,798.04");
    expect(shown["Fixed rate of interest"]).toBe("5.12% a year (fixed)");
    expect(shown["Annual mileage"]).toBe("8,000 miles");
    expect(shown["Excess mileage charge"]).toBe("8p a mile");
  });
});
