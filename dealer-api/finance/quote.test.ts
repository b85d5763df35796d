import { describe, expect, it } from "vitest";
import { quote, regularPayment, type QuoteInput } from "./quote";
import { annualRateOf, monthlyRateOf } from "./rates";

const pence = (pounds: number) => Math.round(pounds * 100);

describe("the test vectors of docs/product/finance.md, to the penny", () => {
  it("spec example: 48-month PCP on £9,995 at 8.9% APR", () => {
    const result = quote({
      product: "PCP",
      cashPrice: 9995,
      deposit: 1000,
      term: 48,
      apr: 8.9,
      gmfv: 4195,
      optionToPurchaseFee: 10,
    });
    expect(result).toMatchObject({
      regularPayment: 150.82,
      numberOfRegularPayments: 47,
      firstPayment: 150.82,
      finalPayment: 4205,
      amountOfCredit: 8995,
      totalAmountPayable: 12293.54,
      totalChargeForCredit: 2298.54,
      apr: 8.9,
      fixedRate: 8.53,
    });
  });

  it("long HP: 60 months on £15,000 at 10.9% APR", () => {
    const result = quote({
      product: "HP",
      cashPrice: 15000,
      deposit: 1500,
      term: 60,
      apr: 10.9,
      optionToPurchaseFee: 10,
    });
    expect(result).toMatchObject({
      regularPayment: 289.31,
      numberOfRegularPayments: 59,
      firstPayment: 289.31,
      finalPayment: 299.31,
      amountOfCredit: 13500,
      totalAmountPayable: 18868.6,
      totalChargeForCredit: 3868.6,
      apr: 10.9,
      fixedRate: 10.37,
    });
  });

  it("mid PCP: 36 months on £18,750 at 11.9% APR", () => {
    const result = quote({
      product: "PCP",
      cashPrice: 18750,
      deposit: 2000,
      term: 36,
      apr: 11.9,
      gmfv: 8450,
      optionToPurchaseFee: 10,
    });
    expect(result).toMatchObject({
      regularPayment: 360.67,
      numberOfRegularPayments: 35,
      finalPayment: 8460,
      amountOfCredit: 16750,
      totalAmountPayable: 23083.45,
      totalChargeForCredit: 4333.45,
      apr: 11.9,
      fixedRate: 11.27,
    });
  });
});

describe("schedules", () => {
  it("puts a documentation fee on the first payment and keeps it out of the fixed rate", () => {
    const base = {
      product: "HP",
      cashPrice: 15000,
      deposit: 1500,
      term: 60,
      apr: 10.9,
      optionToPurchaseFee: 10,
    };
    const withFee = quote({ ...base, product: "HP", documentationFee: 150 });
    const without = quote({ ...base, product: "HP" });
    expect(withFee.firstPayment).toBeCloseTo(withFee.regularPayment + 150, 9);
    expect(withFee.numberOfRegularPayments).toBe(58);
    // Pricing to the same APR, the fee is paid for by smaller instalments, so the fixed rate falls.
    expect(withFee.regularPayment).toBeLessThan(without.regularPayment);
    expect(withFee.fixedRate).toBeLessThan(without.fixedRate);
    expect(withFee.apr).toBe(10.9);
  });

  it("prices a 0% APR deal without fees as the credit spread evenly, the last instalment taking the rounding", () => {
    // At 0% APR (docs/product/finance.md#how-figures-are-worked-out): £4,745 over 48 months is 47 × £98.85 +
    // £99.05, not 48 × £98.85 (£0.20 short).
    const result = quote({
      product: "HP",
      cashPrice: 5745,
      deposit: 1000,
      term: 48,
      apr: 0,
      optionToPurchaseFee: 0,
    });
    expect(result).toMatchObject({
      regularPayment: 98.85,
      numberOfRegularPayments: 47,
      firstPayment: 98.85,
      finalPayment: 99.05,
      amountOfCredit: 4745,
      totalAmountPayable: 5745,
      totalChargeForCredit: 0,
      apr: 0,
      fixedRate: 0,
    });
  });

  it("takes a rounded-up instalment back from the last one at 0% APR", () => {
    // £8,995 / 48 = £187.396 → £187.40; 47 × £187.40 = £8,807.80, leaving £187.20.
    const result = quote({
      product: "HP",
      cashPrice: 9995,
      deposit: 1000,
      term: 48,
      apr: 0,
      optionToPurchaseFee: 0,
    });
    expect([result.regularPayment, result.finalPayment, result.totalChargeForCredit]).toEqual([
      187.4, 187.2, 0,
    ]);
  });

  it("puts the 0% APR rounding on a PCP's optional final payment, the monthly payments all equal", () => {
    // (£8,995 − £4,195) / 47 = £102.128 → £102.13, 11p too much over 47 months: the final payment is £4,194.89.
    const result = quote({
      product: "PCP",
      cashPrice: 9995,
      deposit: 1000,
      term: 48,
      apr: 0,
      gmfv: 4195,
      optionToPurchaseFee: 0,
    });
    expect(result).toMatchObject({
      regularPayment: 102.13,
      numberOfRegularPayments: 47,
      finalPayment: 4194.89,
      totalAmountPayable: 9995,
      totalChargeForCredit: 0,
      apr: 0,
    });
  });

  it("refuses inputs no lender would quote", () => {
    const pcp: QuoteInput = {
      product: "PCP",
      cashPrice: 9995,
      deposit: 1000,
      term: 48,
      apr: 8.9,
      gmfv: 4195,
      optionToPurchaseFee: 10,
    };
    expect(() => quote({ ...pcp, deposit: 9995 })).toThrow(RangeError);
    expect(() => quote({ ...pcp, term: 1 })).toThrow(RangeError);
    expect(() => quote({ ...pcp, term: 36.5 })).toThrow(RangeError);
    expect(() => quote({ ...pcp, gmfv: undefined })).toThrow(RangeError);
    expect(() => quote({ ...pcp, gmfv: 14_000 })).toThrow(/no instalment/);
    expect(() => quote({ ...pcp, apr: Number.NaN })).toThrow(RangeError);
    expect(() => quote({ ...pcp, product: "HP" })).toThrow(/Only PCP/);
    // 24p over 48 months at 0%: 47 instalments of 1p would leave the last one −23p.
    expect(() =>
      quote({ product: "HP", cashPrice: 0.24, deposit: 0, term: 48, apr: 0, optionToPurchaseFee: 0 }),
    ).toThrow(/last payment/);
  });
});

/** mulberry32: a tiny seeded generator, so a failing case can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int };
}

function randomInput(random: ReturnType<typeof seeded>): QuoteInput {
  const product = random.next() < 0.5 ? "HP" : "PCP";
  const cashPrice = random.int(50_000, 10_000_000) / 100;
  const credit = random.int(50_000, pence(cashPrice)) / 100;
  const term = random.int(product === "PCP" ? 2 : 1, 84);
  const common = {
    cashPrice,
    deposit: Math.round((cashPrice - credit) * 100) / 100,
    term,
    apr: random.int(0, 299) / 10,
    optionToPurchaseFee: random.next() < 0.8 ? 10 : random.int(0, 5000) / 100,
    documentationFee: random.next() < 0.7 ? 0 : random.int(0, 30_000) / 100,
  };
  if (product === "HP") return { ...common, product };
  // A GMFV the instalments can still pay towards: at most 70 % of the credit.
  return { ...common, product, gmfv: random.int(0, Math.floor(credit * 70)) / 100 };
}

describe("every quote adds up (property test)", () => {
  const random = seeded(20261101);
  const cases = Array.from({ length: 5000 }, () => randomInput(random));

  it("deposit + all payments = total amount payable, and total − cash = charge for credit", () => {
    for (const input of cases) {
      const result = quote(input);
      const paid = result.schedule.reduce((sum, payment) => sum + pence(payment), 0);
      expect(pence(input.deposit) + paid, JSON.stringify(input)).toBe(pence(result.totalAmountPayable));
      expect(pence(result.totalAmountPayable) - pence(input.cashPrice)).toBe(
        pence(result.totalChargeForCredit),
      );
      expect(pence(result.amountOfCredit)).toBe(pence(input.cashPrice) - pence(input.deposit));
    }
  });

  it("the figures shown (first, regular, final) rebuild the schedule", () => {
    for (const input of cases) {
      const result = quote(input);
      const { schedule } = result;
      expect(schedule).toHaveLength(input.term);
      expect(schedule[0]).toBe(result.firstPayment);
      expect(schedule.at(-1)).toBe(result.finalPayment);
      expect(schedule.slice(1, -1).every((payment) => payment === result.regularPayment)).toBe(true);
      expect(result.numberOfRegularPayments).toBe(
        schedule.filter((payment) => payment === result.regularPayment).length,
      );
      // With interest the rounding stays in the instalments: the last payment is never adjusted.
      if (input.apr > 0) {
        const lastWithoutFee = input.product === "PCP" ? pence(input.gmfv!) : pence(result.regularPayment);
        const documentationFee = input.term === 1 ? pence(input.documentationFee ?? 0) : 0;
        expect(pence(result.finalPayment), JSON.stringify(input)).toBe(
          lastWithoutFee + pence(input.optionToPurchaseFee) + documentationFee,
        );
      }
    }
  });

  it("the regular payment is the product APR's payment rounded to the nearest penny", () => {
    for (const input of cases.slice(0, 1000)) {
      const result = quote(input);
      const credit = pence(result.amountOfCredit);
      // Moving the instalments a penny either way brackets the product APR.
      const shifted = (delta: number) => {
        const payments = result.schedule.map((payment, index) => {
          const isBalloon = input.product === "PCP" && index === input.term - 1;
          return pence(payment) + (isBalloon ? 0 : delta);
        });
        return annualRateOf(monthlyRateOf(credit, payments)) * 100;
      };
      expect(shifted(-1), JSON.stringify(input)).toBeLessThanOrEqual(input.apr + 1e-9);
      expect(shifted(1), JSON.stringify(input)).toBeGreaterThanOrEqual(input.apr - 1e-9);
    }
  });
});

describe("the regular payment alone (the monthly search's figure)", () => {
  it("is the quote's regular payment, for every kind of quote", () => {
    const random = seeded(20261126);
    for (let at = 0; at < 5000; at++) {
      const input = at % 4 === 0 ? randomInterestFreeInput(random) : randomInput(random);
      expect(regularPayment(input), JSON.stringify(input)).toBe(quote(input).regularPayment);
    }
  });

  it("refuses what the quote refuses", () => {
    const pcp: QuoteInput = {
      product: "PCP",
      cashPrice: 9995,
      deposit: 1000,
      term: 48,
      apr: 8.9,
      gmfv: 14_000,
      optionToPurchaseFee: 10,
    };
    expect(() => regularPayment(pcp)).toThrow(/no instalment/);
    expect(() => regularPayment({ ...pcp, gmfv: 4195, deposit: 9995 })).toThrow(RangeError);
  });
});

describe("a dealer's deposit contribution", () => {
  const hp: QuoteInput = {
    product: "HP",
    cashPrice: 10_179,
    deposit: 1000,
    dealerContribution: 500,
    term: 48,
    apr: 10.9,
    optionToPurchaseFee: 10,
  };

  it("lends the cash price less both deposits, priced as if the customer had paid both", () => {
    const result = quote(hp);
    const paidByCustomer = quote({ ...hp, deposit: 1500, dealerContribution: 0 });
    expect(result.amountOfCredit).toBe(8679);
    expect(result.schedule).toEqual(paidByCustomer.schedule);
    expect(result.apr).toBe(paidByCustomer.apr);
  });

  it("leaves the contribution out of the total amount payable (what the customer pays), not the charge for credit", () => {
    const result = quote(hp);
    const paid = result.schedule.reduce((sum, payment) => sum + pence(payment), 0);
    expect(pence(result.totalAmountPayable)).toBe(pence(1000) + paid);
    expect(pence(result.totalChargeForCredit)).toBe(paid - pence(8679));
    expect(result.totalChargeForCredit).toBe(
      quote({ ...hp, deposit: 1500, dealerContribution: 0 }).totalChargeForCredit,
    );
  });

  it("still adds up for random quotes, and at 0% still charges nothing for credit", () => {
    const random = seeded(20261127);
    for (let at = 0; at < 2000; at++) {
      const base = at % 2 === 0 ? randomInput(random) : randomInterestFreeInput(random);
      // Up to half the deposit comes from the dealer.
      const contribution = Math.floor(pence(base.deposit) / 2) / 100;
      const input = {
        ...base,
        deposit: Math.round((base.deposit - contribution) * 100) / 100,
        dealerContribution: contribution,
      };
      const result = quote(input);
      const paid = result.schedule.reduce((sum, payment) => sum + pence(payment), 0);
      expect(pence(result.totalAmountPayable), JSON.stringify(input)).toBe(pence(input.deposit) + paid);
      expect(pence(result.amountOfCredit)).toBe(pence(base.cashPrice) - pence(base.deposit));
      expect(pence(result.totalChargeForCredit)).toBe(paid - pence(result.amountOfCredit));
      if (input.apr === 0) expect(result.totalChargeForCredit, JSON.stringify(input)).toBe(0);
    }
  });

  it("refuses deposits that leave nothing to lend", () => {
    expect(() => quote({ ...hp, deposit: 9679 })).toThrow(RangeError);
    expect(() => quote({ ...hp, dealerContribution: -1 })).toThrow(RangeError);
  });
});

/**
 * A 0% APR deal. The dealer's offer waives the fees; when a lender charges some, pricing to 0% APR pays for them with
 * smaller instalments, so the charge for credit is nothing either way.
 */
function randomInterestFreeInput(random: ReturnType<typeof seeded>): QuoteInput {
  const input = randomInput(random);
  const credit = pence(input.cashPrice) - pence(input.deposit);
  const withFees = random.next() < 0.25;
  return {
    ...input,
    apr: 0,
    optionToPurchaseFee: withFees ? 10 : 0,
    // At most a tenth of the credit, so the instalments still have something to repay.
    documentationFee: withFees ? Math.min(input.documentationFee ?? 0, Math.floor(credit / 10) / 100) : 0,
  };
}

describe("at 0% APR the charge for credit is exactly £0.00 (property test)", () => {
  const random = seeded(20261125);
  const cases = Array.from({ length: 5000 }, () => randomInterestFreeInput(random));

  it("the payments repay exactly the credit: total amount payable = cash price", () => {
    for (const input of cases) {
      const result = quote(input);
      expect(result.totalChargeForCredit, JSON.stringify(input)).toBe(0);
      expect(result.totalAmountPayable, JSON.stringify(input)).toBe(input.cashPrice);
      expect(result.apr, JSON.stringify(input)).toBe(0);
      if (!input.optionToPurchaseFee && !input.documentationFee) expect(result.fixedRate).toBe(0);
    }
  });

  it("only the last payment takes the rounding, by at most half a penny a month, and stays above 0", () => {
    for (const input of cases) {
      const result = quote(input);
      const instalments = input.product === "PCP" ? input.term - 1 : input.term;
      const unadjusted =
        (input.product === "PCP" ? pence(input.gmfv!) : pence(result.regularPayment)) +
        pence(input.optionToPurchaseFee) +
        (input.term === 1 ? pence(input.documentationFee ?? 0) : 0);
      const adjustment = pence(result.finalPayment) - unadjusted;
      expect(Math.abs(adjustment), JSON.stringify(input)).toBeLessThanOrEqual(instalments / 2);
      expect(result.finalPayment).toBeGreaterThan(0);
      expect(result.schedule.slice(1, -1).every((payment) => payment === result.regularPayment)).toBe(true);
    }
  });
});
