import type { FinanceProductKey, FinanceQuote } from "./finance";
import { formatMonthlyPayment, formatNumber } from "./money-format";

/**
 * The words of a representative example beside a monthly figure (CONC 3.5.5R): every figure from the quote itself,
 * none worked out here. In the contract so that the site's pages (app/lib/finance/example-text.ts re-exports these) and
 * the dealer API's alert e-mails (dealer-api/alerts/) word an example by one rule. Types only from finance.ts: the
 * browser's code imports this file, so it carries no schema library.
 */

/**
 * Every figure a representative example must show (CONC 3.5.5R), whichever call produced the quote: the personalise
 * flow's `FinanceQuote`, the calculator's `CalculatorQuote`, or the static example. One shape, so one component shows
 * them all the same way.
 */
export interface RepresentativeFigures {
  product: FinanceProductKey;
  regularPayment: number;
  /** Payments equal to the regular payment ("47 monthly payments of £150.82"). */
  regularPayments: number;
  /** Set only when it differs from the regular payment (a lender's documentation fee rides on it). */
  firstPayment: number | null;
  /** The last payment, option-to-purchase fee included (PCP: optional; HP: the last instalment). */
  finalPayment: number;
  term: number;
  /** The dealer API's cash price: the car's price and its compulsory admin fee (docs/decisions/070-finance-ui.md). */
  cashPrice: number;
  /** What the shopper pays up front. */
  deposit: number;
  /** What the dealer adds to the deposit under a promotion (0 when none): credit = cash price − both. */
  dealerContribution: number;
  credit: number;
  optionToPurchaseFee: number;
  chargeForCredit: number;
  totalAmountPayable: number;
  apr: number;
  fixedRate: number;
  /** PCP: the annual mileage the final payment is guaranteed for, and pence per mile over it. HP: null. */
  annualMileage: number | null;
  excessMileagePence: number | null;
  /** The dealer's promotion the quote is priced under (0% APR, a deposit contribution), or null. */
  promotion: QuotePromotion | null;
}

export type QuotePromotion = NonNullable<FinanceQuote["promotion"]>;

const pence = (pounds: number) => Math.round(pounds * 100);

/**
 * The payments the breakdown calls regular: number_of_regular_payments, plus the first and the final payment when they
 * equal the regular payment (compared to the penny).
 */
export function totalRegularPayments(quote: {
  number_of_regular_payments: number;
  first_payment: number;
  final_payment: number;
  regular_payment: number;
}): number {
  const regular = pence(quote.regular_payment);
  return (
    quote.number_of_regular_payments +
    (pence(quote.first_payment) === regular ? 1 : 0) +
    (pence(quote.final_payment) === regular ? 1 : 0)
  );
}

export function figuresFromQuote(quote: FinanceQuote): RepresentativeFigures {
  const pcp = quote.key === "PCP";
  return {
    product: quote.key,
    regularPayment: quote.regular_payment,
    regularPayments: totalRegularPayments(quote),
    firstPayment: pence(quote.first_payment) === pence(quote.regular_payment) ? null : quote.first_payment,
    finalPayment: quote.final_payment,
    term: quote.term,
    cashPrice: quote.cash_price,
    // The contribution is part of total_deposit, never of deposit (dealer-api/contract/finance.ts).
    deposit: quote.deposit,
    dealerContribution: quote.dealer_contribution ?? 0,
    credit: quote.balance,
    optionToPurchaseFee: quote.purchase_fee,
    chargeForCredit: quote.total_amount_of_charges,
    totalAmountPayable: quote.total_amount_payable,
    apr: quote.apr,
    fixedRate: quote.interest_rate,
    annualMileage: pcp ? quote.mileage : null,
    excessMileagePence: pcp ? quote.excess_mileage_rate : null,
    promotion: quote.promotion ?? null,
  };
}

/** Whether the final payment is a payment of its own, not one more regular payment. */
export function hasSeparateFinalPayment(figures: RepresentativeFigures): boolean {
  return pence(figures.finalPayment) !== pence(figures.regularPayment);
}

/**
 * Every amount of the example's sentence to the penny, as lenders print theirs: its payments keep their pence, so a
 * price beside them does too ("£3,179.00", never "£3,179" next to "£31.00"): one money format per sentence
 * (docs/decisions/265-finance-money-and-add-ons.md).
 */
export const sentenceMoney = formatMonthlyPayment;

/** "a, b and c". */
const inWords = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

function payments(figures: RepresentativeFigures): string[] {
  const fee = figures.optionToPurchaseFee;
  const separateFinal = hasSeparateFinalPayment(figures);
  const instalments: string[] = [];
  if (figures.firstPayment !== null)
    instalments.push(`a first payment of ${sentenceMoney(figures.firstPayment)}`);
  instalments.push(`${figures.regularPayments} monthly payments of ${sentenceMoney(figures.regularPayment)}`);
  if (separateFinal)
    instalments.push(
      `${figures.product === "PCP" ? "an optional" : "a"} final payment of ${sentenceMoney(figures.finalPayment)}` +
        (fee > 0 ? ` (including the ${sentenceMoney(fee)} option to purchase fee)` : ""),
    );
  const parts = [`${inWords(instalments)} over ${figures.term} months`];
  if (fee > 0 && !separateFinal)
    parts.push(`option to purchase fee ${sentenceMoney(fee)} (paid with the last payment)`);
  return parts;
}

/**
 * "Representative example: cash price £…, deposit £…, total amount of credit £…, 47 monthly payments of £… and an
 * optional final payment of £… over 48 months, …, 8.9% APR representative." For a card, the sticky bar, the true
 * cost table and an alert e-mail; the car's finance blocks show the same figures as a table.
 */
export function exampleSentence(figures: RepresentativeFigures, adminFee?: number | null): string {
  return `Representative example: ${exampleFigures(figures, adminFee)}`;
}

/** The sentence after "Representative example:", for a block that makes those words a link to the full table. */
export function exampleFigures(figures: RepresentativeFigures, adminFee?: number | null): string {
  const parts = [
    `cash price ${sentenceMoney(figures.cashPrice)}${adminFee && adminFee > 0 ? ` (including ${sentenceMoney(adminFee)} admin fee)` : ""}`,
    `deposit ${sentenceMoney(figures.deposit)}`,
  ];
  if (figures.dealerContribution > 0)
    parts.push(`dealer deposit contribution ${sentenceMoney(figures.dealerContribution)}`);
  parts.push(`total amount of credit ${sentenceMoney(figures.credit)}`, ...payments(figures));
  if (figures.annualMileage !== null)
    parts.push(
      `${formatNumber(figures.annualMileage)} miles a year` +
        (figures.excessMileagePence !== null
          ? ` with excess mileage at ${figures.excessMileagePence}p a mile`
          : ""),
    );
  parts.push(
    `fixed interest rate ${figures.fixedRate.toFixed(2)}% a year`,
    `total charge for credit ${sentenceMoney(figures.chargeForCredit)}`,
    `total amount payable ${sentenceMoney(figures.totalAmountPayable)}`,
    `${figures.apr.toFixed(1)}% APR representative`,
  );
  return `${parts.join(", ")}.`;
}
