import { describe, expect, it } from "vitest";
import { seededRandom } from "../content/seed-helpers";
import { priceDeal, type DealInput } from "./deal";
import { quote } from "./quote";

const pence = (pounds: number) => Math.round(pounds * 100);

/** docs/product/finance.md's spec example, on a 48-month PCP at 8.9% APR. */
const SPEC_PCP = { product: "PCP", term: 48, apr: 8.9, gmfv: 4195, optionToPurchaseFee: 10 } as const;

describe("a deal's figures", () => {
  it("part-exchange equity is the deposit: £1,500 car with £500 to settle prices as the spec example's £1,000", () => {
    const deal = priceDeal({
      cashPrice: 9995,
      partExchange: { valuation: 1500, settlement: 500 },
      cashDeposit: 0,
      delivery: 0,
      finance: SPEC_PCP,
    });
    expect(deal).toMatchObject({
      ok: true,
      equity: 1000,
      deposit: { cash: 0, partExchange: 1000, dealerContribution: 0, total: 1000 },
      quote: {
        regularPayment: 150.82,
        numberOfRegularPayments: 47,
        finalPayment: 4205,
        amountOfCredit: 8995,
      },
      totalPayable: 12293.54,
      dueBeforeHandover: 0,
    });
  });

  it("cash on top of the car, and delivery paid on top, never financed", () => {
    const deal = priceDeal({
      cashPrice: 9995,
      partExchange: { valuation: 600, settlement: 0 },
      cashDeposit: 400,
      delivery: 149,
      finance: SPEC_PCP,
    });
    expect(deal).toMatchObject({
      ok: true,
      deposit: { cash: 400, partExchange: 600, total: 1000 },
      quote: { amountOfCredit: 8995, regularPayment: 150.82 },
      totalPayable: 12442.54,
      dueBeforeHandover: 549,
    });
  });

  it("negative equity stops the deal with its amount, unless the shopper pays it from their cash; never credit", () => {
    const input: DealInput = {
      cashPrice: 9995,
      partExchange: { valuation: 3000, settlement: 3750.5 },
      cashDeposit: 1750.5,
      delivery: 0,
      finance: SPEC_PCP,
    };
    expect(priceDeal(input)).toEqual({ ok: false, problem: "negative-equity", negativeEquity: 750.5 });
    const paid = priceDeal({ ...input, paysNegativeEquity: true });
    expect(paid).toMatchObject({
      ok: true,
      equity: -750.5,
      negativeEquityPaid: 750.5,
      deposit: { cash: 1000, partExchange: 0, total: 1000 },
      quote: { amountOfCredit: 8995, regularPayment: 150.82 },
      totalPayable: 12293.54,
      dueBeforeHandover: 1750.5,
    });
    // Less cash than the negative equity: what is left over is said, and nothing is priced.
    expect(priceDeal({ ...input, cashDeposit: 500, paysNegativeEquity: true })).toEqual({
      ok: false,
      problem: "negative-equity",
      negativeEquity: 250.5,
    });
  });

  it("paying in full: the car's value comes off what is due, delivery on top", () => {
    expect(
      priceDeal({
        cashPrice: 9995,
        partExchange: { valuation: 2500, settlement: 1000 },
        cashDeposit: 0,
        delivery: 99,
        finance: undefined,
      }),
    ).toMatchObject({ ok: true, equity: 1500, totalPayable: 10094, dueBeforeHandover: 8594 });
  });

  it("a part-exchange worth the whole price leaves nothing to finance: said, not priced", () => {
    const deal = priceDeal({
      cashPrice: 5000,
      partExchange: { valuation: 4500, settlement: 0 },
      cashDeposit: 500,
      delivery: 0,
      finance: { product: "HP", term: 36, apr: 9.9, optionToPurchaseFee: 10 },
    });
    expect(deal).toEqual({ ok: false, problem: "deposit-covers-price", deposit: 5000 });
    expect(
      priceDeal({
        cashPrice: 5000,
        partExchange: { valuation: 6000, settlement: 0 },
        cashDeposit: 0,
        delivery: 0,
      }),
    ).toMatchObject({ ok: false, problem: "deposit-covers-price" });
  });
});

describe("every deal adds up (2,000 random deals, the same on every machine)", () => {
  const random = seededRandom(20261129);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const money = (low: number, high: number) => between(low * 100, high * 100) / 100;

  const deals = Array.from({ length: 2000 }, (): DealInput => {
    const cashPrice = money(2500, 60000);
    const product = random() < 0.5 ? "HP" : "PCP";
    const term = product === "PCP" ? between(24, 49) : between(12, 60);
    const contribution = random() < 0.3 ? between(1, 10) * 100 : 0;
    const financed = random() < 0.85;
    return {
      cashPrice,
      partExchange: random() < 0.7 ? { valuation: money(0, 15000), settlement: money(0, 9000) } : undefined,
      cashDeposit: money(0, cashPrice / 5),
      delivery: random() < 0.5 ? 0 : money(29, 399),
      paysNegativeEquity: random() < 0.5,
      finance: financed
        ? {
            product,
            term,
            apr: random() < 0.1 ? 0 : money(4, 19.9),
            gmfv: product === "PCP" ? Math.round(cashPrice * (0.2 + random() * 0.25)) : undefined,
            optionToPurchaseFee: 10,
            dealerContribution: contribution || undefined,
          }
        : undefined,
    };
  });

  it("financed: total payable + contribution = cash price + charge for credit + delivery; payments repay credit + charge", () => {
    let priced = 0;
    for (const input of deals) {
      const deal = priceDeal(input);
      if (!deal.ok || !deal.quote) continue;
      priced += 1;
      const { quote: q } = deal;
      expect(pence(deal.totalPayable) + pence(deal.deposit.dealerContribution)).toBe(
        pence(deal.cashPrice) + pence(q.totalChargeForCredit) + pence(deal.delivery),
      );
      const repaid = q.schedule.reduce((sum, payment) => sum + pence(payment), 0);
      expect(repaid).toBe(pence(q.amountOfCredit) + pence(q.totalChargeForCredit));
      // The schedule is the regular payment n times, and the first and final payments where they differ.
      expect(q.schedule.filter((payment) => payment === q.regularPayment)).toHaveLength(
        q.numberOfRegularPayments,
      );
      expect(pence(q.amountOfCredit)).toBe(pence(deal.cashPrice) - pence(deal.deposit.total));
    }
    expect(priced).toBeGreaterThan(1000);
  });

  it("the deposit is cash + positive equity (+ contribution), and negative equity is paid, never credit", () => {
    for (const input of deals) {
      const deal = priceDeal(input);
      const equity = pence(input.partExchange?.valuation ?? 0) - pence(input.partExchange?.settlement ?? 0);
      if (equity < 0 && !input.paysNegativeEquity) {
        expect(deal).toEqual({ ok: false, problem: "negative-equity", negativeEquity: -equity / 100 });
        continue;
      }
      if (!deal.ok) continue;
      expect(pence(deal.equity)).toBe(equity);
      expect(pence(deal.negativeEquityPaid)).toBe(Math.max(0, -equity));
      // Financed: the cash pays the negative equity first, the rest is the deposit (the calculator's net deposit).
      if (input.finance)
        expect(pence(deal.deposit.cash) + pence(deal.deposit.partExchange)).toBe(
          pence(input.cashDeposit) + equity,
        );
      expect(pence(deal.deposit.partExchange)).toBe(Math.max(0, equity));
      expect(pence(deal.deposit.total)).toBe(
        pence(deal.deposit.cash) + pence(deal.deposit.partExchange) + pence(deal.deposit.dealerContribution),
      );
    }
  });

  it("a car in part-exchange prices exactly as the same money paid in cash: the one quote engine, to the penny", () => {
    for (const input of deals) {
      const deal = priceDeal(input);
      if (!deal.ok || !deal.quote || !input.finance) continue;
      const direct = quote({
        ...input.finance,
        cashPrice: input.cashPrice,
        deposit: deal.deposit.cash + deal.deposit.partExchange,
      });
      expect(deal.quote).toEqual(direct);
    }
  });
});
