import { describe, expect, it } from "vitest";
import type { DealPrice } from "@contract/deals";
import { paymentOfDeal } from "./order.server";

const deal = (overrides: Partial<DealPrice> = {}): DealPrice => ({
  vrm: "AB12CDE",
  cash_price: 14_179,
  part_exchange: {
    valuation_id: "v",
    value: 3_000,
    settlement: 0,
    equity: 3_000,
    expires_at: "2026-12-07T00:00:00Z",
  },
  negative_equity_paid: 0,
  deposit: { cash: 1_000, part_exchange: 3_000, dealer_contribution: 0, total: 4_000 },
  finance: {
    product: "PCP",
    term: 48,
    annual_mileage: 8_000,
    regular_payment: 150,
    number_of_regular_payments: 47,
    first_payment: 150,
    final_payment: 5_000,
    amount_of_credit: 10_179,
    total_charge_for_credit: 2_000,
    total_amount_payable: 16_179,
    apr: 8.9,
    fixed_rate: 4.5,
    option_to_purchase_fee: 10,
    gmfv: 5_000,
    excess_mileage_pence: 8,
    promotion: null,
  },
  delivery: { kind: "collection", branch: "Leeds", price: 0 },
  total_payable: 16_179,
  due_before_handover: 1_000,
  ...overrides,
});

describe("a deal's way of paying, carried into a click-and-collect order", () => {
  it("is the deal's basis: product, term, mileage and the deposit the shopper puts in (cash and equity)", () => {
    expect(paymentOfDeal(deal())).toEqual({
      type: "finance",
      product_type: "PCP",
      term: 48,
      deposit: 4_000,
      mileage: 8_000,
    });
  });

  it("pays in full as cash", () => {
    expect(paymentOfDeal(deal({ finance: null }))?.type).toBe("cash");
  });

  it("leaves the step to the shopper when the order's rules cannot take the deal as it is", () => {
    // Pence in the deposit (a settlement in pence): the order takes whole pounds.
    expect(
      paymentOfDeal(
        deal({ deposit: { cash: 1_000, part_exchange: 2_999.5, dealer_contribution: 0, total: 3_999.5 } }),
      ),
    ).toBeUndefined();
    // Below the order's £99 minimum deposit.
    expect(
      paymentOfDeal(deal({ deposit: { cash: 50, part_exchange: 0, dealer_contribution: 0, total: 50 } })),
    ).toBeUndefined();
  });
});
