import { quote, toPence, toPounds, type FinanceProduct, type Quote } from "./quote";

/**
 * A shopper's whole deal on one car, priced (docs/product/finance.md, "Part-exchange in a deal"): their car in
 * part-exchange, how they pay, and how they get the car. Pure: every figure comes from the one quote engine
 * (quote.ts), and every sum is worked in whole pence.
 * - Equity = the part-exchange valuation − the settlement figure of any finance outstanding on that car.
 * - Financed: the deposit in the quote = the shopper's cash + positive equity (+ a promotion's dealer contribution);
 *   credit = cash price − that deposit. Delivery is paid on top, never financed.
 * - Negative equity is never added to the credit: the deal stops there unless the shopper says they will pay it.
 *   Financed, it comes out of their cash first (as the finance calculator reckons it: deposit = cash + equity), and
 *   the rest of their cash is the deposit; paying in full, it is added to what they pay. Either way it settles their
 *   old finance and is outside the new car's total amount payable.
 * - Paying in full: the cash price and delivery, less positive equity.
 */

/** Financing, with what the lender offers the car on (the car's finance offer, as every quote of it uses). */
export interface DealFinance {
  product: FinanceProduct;
  /** Months, the final payment included. */
  term: number;
  /** The lender's APR for the product at this term and mileage, percent. */
  apr: number;
  /** PCP only: the guaranteed minimum future value at this term and mileage, pounds. */
  gmfv?: number;
  optionToPurchaseFee: number;
  documentationFee?: number;
  /** A promotion's contribution to the deposit, pounds. */
  dealerContribution?: number;
}

export interface DealInput {
  /** The car's cash price with its compulsory fees (the price every quote of it is worked out on), pounds. */
  cashPrice: number;
  /** The shopper's car: its valuation and what is left to pay on any finance on it, pounds. */
  partExchange?: { valuation: number; settlement: number };
  /** Financed: the shopper's own money towards the deposit, pounds (0 when their car is the whole deposit). */
  cashDeposit: number;
  /** Pounds: the delivery tariff for their postcode, or 0 for collection at the car's branch. */
  delivery: number;
  /** Absent: paying in full. */
  finance?: DealFinance;
  /** The shopper has said they will pay any negative equity themselves. */
  paysNegativeEquity?: boolean;
}

/** Why a deal cannot be priced as asked, with what the shopper needs to know to change it. */
export type DealProblem =
  | { problem: "negative-equity"; negativeEquity: number }
  | { problem: "deposit-covers-price"; deposit: number }
  | { problem: "not-a-quote"; message: string };

export interface DealFigures {
  cashPrice: number;
  partExchangeValue: number;
  settlement: number;
  /** Valuation − settlement; below 0 when more is owed on the shopper's car than it is worth. */
  equity: number;
  /** Paid by the shopper when the equity is below 0 (financed: out of their cash). */
  negativeEquityPaid: number;
  deposit: { cash: number; partExchange: number; dealerContribution: number; total: number };
  delivery: number;
  /** Financed: the quote engine's answer on the deal's deposit, and the terms it was priced on. */
  quote?: Quote;
  terms?: DealFinance;
  /** What the shopper pays for the car and its delivery: deposit (cash and car) + every payment + delivery. */
  totalPayable: number;
  /** What the shopper hands over in money before the car is theirs or on its way. */
  dueBeforeHandover: number;
}

export type PricedDeal = ({ ok: true } & DealFigures) | ({ ok: false } & DealProblem);

/** What the shopper's car and cash come to, in pence, and the negative equity the deal cannot take, if any. */
function upFront(input: Omit<DealInput, "cashPrice" | "delivery">, financed: boolean) {
  const valuation = toPence(input.partExchange?.valuation ?? 0);
  const settlement = toPence(input.partExchange?.settlement ?? 0);
  const equity = valuation - settlement;
  // Paying in full, there is no deposit: the shopper pays what their car does not cover.
  const cash = financed ? toPence(input.cashDeposit) : 0;
  const negativeEquity = Math.max(0, -equity);
  let problem: Extract<DealProblem, { problem: "negative-equity" }> | undefined;
  if (negativeEquity > 0 && !input.paysNegativeEquity)
    problem = { problem: "negative-equity", negativeEquity: toPounds(negativeEquity) };
  // Financed, the shopper's cash pays the negative equity first, as the finance calculator does (calculator.ts): what
  // it does not cover is more than the deal can take.
  else if (financed && cash < negativeEquity)
    problem = { problem: "negative-equity", negativeEquity: toPounds(negativeEquity - cash) };
  return { valuation, settlement, equity, cash, negativeEquity, problem };
}

/**
 * Financed: the deposit the shopper's car and cash make (pounds), which the lender's terms are looked up on; or why
 * the deal stops before any quote (negative equity).
 */
export function dealDeposit(
  input: Omit<DealInput, "cashPrice" | "delivery" | "finance">,
): { ok: true; deposit: number } | ({ ok: false } & DealProblem) {
  const { cash, equity, problem } = upFront(input, true);
  return problem ? { ok: false, ...problem } : { ok: true, deposit: toPounds(cash + equity) };
}

export function priceDeal(input: DealInput): PricedDeal {
  const { valuation, settlement, equity, cash, negativeEquity, problem } = upFront(
    input,
    Boolean(input.finance),
  );
  if (problem) return { ok: false, ...problem };
  const fromCar = Math.max(0, equity);
  const price = toPence(input.cashPrice);
  const delivery = toPence(input.delivery);
  const contribution = input.finance ? toPence(input.finance.dealerContribution ?? 0) : 0;
  const cashDeposit = cash - (input.finance ? negativeEquity : 0);
  const deposit = {
    cash: toPounds(cashDeposit),
    partExchange: toPounds(fromCar),
    dealerContribution: toPounds(contribution),
    total: toPounds(cashDeposit + fromCar + contribution),
  };
  const shared = {
    cashPrice: toPounds(price),
    partExchangeValue: toPounds(valuation),
    settlement: toPounds(settlement),
    equity: toPounds(equity),
    negativeEquityPaid: toPounds(negativeEquity),
    deposit,
    delivery: toPounds(delivery),
  };

  if (!input.finance) {
    // In full: the car's value (up to the price) comes off; a car worth more than the one bought is not a sale here.
    if (fromCar > price) return { ok: false, problem: "deposit-covers-price", deposit: deposit.total };
    return {
      ok: true,
      ...shared,
      totalPayable: toPounds(price + delivery),
      dueBeforeHandover: toPounds(price - fromCar + delivery + negativeEquity),
    };
  }

  if (cashDeposit + fromCar + contribution >= price)
    return { ok: false, problem: "deposit-covers-price", deposit: deposit.total };
  let priced: Quote;
  try {
    priced = quote({
      product: input.finance.product,
      cashPrice: toPounds(price),
      deposit: toPounds(cashDeposit + fromCar),
      dealerContribution: toPounds(contribution),
      term: input.finance.term,
      apr: input.finance.apr,
      gmfv: input.finance.gmfv,
      optionToPurchaseFee: input.finance.optionToPurchaseFee,
      documentationFee: input.finance.documentationFee,
    });
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, problem: "not-a-quote", message: error.message };
    throw error;
  }
  return {
    ok: true,
    ...shared,
    quote: priced,
    terms: input.finance,
    totalPayable: toPounds(toPence(priced.totalAmountPayable) + delivery),
    // The shopper's cash (the deposit's cash part and any negative equity) and delivery; their car goes with it.
    dueBeforeHandover: toPounds(cash + delivery),
  };
}
