import { describe, expect, it } from "vitest";
import type { DealPrice, DealPriced } from "../contract/deals";
import { dealChanges } from "./changes";

const deal: DealPrice = {
  vrm: "AB12CDE",
  cash_price: 12_495,
  part_exchange: null,
  negative_equity_paid: 0,
  deposit: { cash: 500, part_exchange: 0, dealer_contribution: 0, total: 500 },
  finance: {
    product: "HP",
    term: 48,
    annual_mileage: 10_000,
    regular_payment: 301.2,
    number_of_regular_payments: 48,
    first_payment: 301.2,
    final_payment: 301.2,
    amount_of_credit: 11_995,
    total_charge_for_credit: 2_462.6,
    total_amount_payable: 14_957.6,
    apr: 9.9,
    fixed_rate: 5.1,
    option_to_purchase_fee: 0,
    gmfv: null,
    excess_mileage_pence: null,
    promotion: null,
  },
  delivery: { kind: "priced", branch: "Northway Cars Leeds", outward: "BS1", miles: 170, price: 199 },
  total_payable: 15_156.6,
  due_before_handover: 699,
};
const ok = (changes: Partial<DealPrice> = {}): DealPriced => ({ ok: true, deal: { ...deal, ...changes } });
const problem = (value: Extract<DealPriced, { ok: false }>["problem"]): DealPriced => ({
  ok: false,
  problem: value,
});

describe("dealChanges", () => {
  it("nothing changed: nothing said", () => {
    expect(dealChanges(ok(), ok())).toEqual([]);
  });

  it("the price, the monthly payment and delivery, from and to, in pounds and pence", () => {
    expect(
      dealChanges(
        ok(),
        ok({
          cash_price: 11_995,
          finance: { ...deal.finance!, regular_payment: 289.5 },
          delivery: { ...deal.delivery, price: 249 } as DealPrice["delivery"],
        }),
      ),
    ).toEqual([
      {
        kind: "cash-price",
        message: "The price of this car went from £12,495 to £11,995 since you saved this deal.",
      },
      { kind: "monthly", message: "Your monthly payment went from £301.20 to £289.50." },
      { kind: "delivery", message: "Delivery went from £199 to £249." },
    ]);
  });

  it("delivery now by arrangement, or the car moved branch", () => {
    const byArrangement = {
      kind: "by-arrangement",
      branch: "Northway Cars Leeds",
      outward: "BS1",
      miles: 170,
      price: null,
    };
    expect(dealChanges(ok(), ok({ delivery: byArrangement as DealPrice["delivery"] }))).toEqual([
      {
        kind: "delivery",
        message: "Delivery to BS1 is now by arrangement: call Northway Cars Leeds for a price.",
      },
    ]);
    const collection = { kind: "collection", branch: "Northway Cars Leeds", price: 0 } as const;
    expect(
      dealChanges(
        ok({ delivery: collection }),
        ok({ delivery: { ...collection, branch: "Northway Cars York" } }),
      ),
    ).toEqual([{ kind: "delivery", message: "This car has moved to Northway Cars York: collect it there." }]);
  });

  it("an expired valuation: the shopper's plate and the UK day it expired", () => {
    const expired = problem({
      problem: "valuation-expired",
      expired_at: "2026-12-06T23:30:00.000Z",
      message: "…",
    });
    // 23:30 UTC on 6 December is still the 6th in London (GMT); in summer time the day is London's.
    expect(dealChanges(ok(), expired, { valuedVrm: "AB12 CDE" })).toEqual([
      {
        kind: "valuation-expired",
        message:
          "Your valuation of AB12 CDE expired on 6th December 2026: value your car again to use it in this deal.",
      },
    ]);
    const summer = problem({
      problem: "valuation-expired",
      expired_at: "2026-06-06T23:30:00.000Z",
      message: "…",
    });
    expect(dealChanges(ok(), summer)[0]!.message).toBe(
      "Your valuation expired on 7th June 2026: value your car again to use it in this deal.",
    );
  });

  it("the car reserved or sold, part-exchange off, another reason: the reason as the price endpoint says it", () => {
    for (const [kind, next] of [
      ["car-unavailable", problem({ problem: "car-unavailable", message: "Sorry, this car has been sold." })],
      [
        "part-exchange-off",
        problem({ problem: "part-exchange-off", message: "We do not accept Part Exchanges at this moment." }),
      ],
      [
        "not-priced",
        problem({ problem: "declined", message: "The lender does not offer HP on cars this old." }),
      ],
    ] as const) {
      expect(dealChanges(ok(), next)).toEqual([{ kind, message: next.ok ? "" : next.problem.message }]);
    }
  });

  it("the same problem as when saved is not news; a deal priced now that was not then has no 'from'", () => {
    const sold = problem({ problem: "car-unavailable", message: "Sorry, this car has been sold." });
    expect(dealChanges(sold, sold)).toEqual([]);
    expect(dealChanges(problem({ problem: "declined", message: "No" }), ok())).toEqual([]);
  });
});
