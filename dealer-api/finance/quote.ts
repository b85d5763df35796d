import { annualRateOf, monthlyRateOf, presentValue, roundHalfUp } from "./rates";

/**
 * The quote engine: an HP or PCP quote priced from the lender's APR (docs/decisions/006-finance-quotes.md).
 * - Credit C = cash price − deposit − any dealer contribution to the deposit, advanced at month 0; payments at the end
 *   of each month. The customer pays the deposit and the payments: that is the total amount payable; the charge for
 *   credit is what the payments repay above C (total amount payable + contribution − cash price).
 * - HP: n instalments, the option-to-purchase fee added to the last. PCP: n − 1 instalments, then the final payment
 *   (GMFV + option-to-purchase fee) at month n. A documentation fee, when a lender charges one, rides on the first.
 * - The instalment M solves "the APR of every flow equals the product APR"; M is rounded half up to the penny. With
 *   interest the final payment is never adjusted for that rounding, so the APR is recomputed from the rounded flows and
 *   shown (1 dp). At 0% APR there is no interest to absorb it: the last payment takes the difference (see
 *   `interestFreeRounding`), so the payments repay exactly the credit and the total charge for credit is £0.00.
 * Money is handled in whole pence inside, so every sum is exact: deposit + all payments = total amount payable.
 */

export type FinanceProduct = "HP" | "PCP";

export interface QuoteInput {
  product: FinanceProduct;
  /** Pounds. */
  cashPrice: number;
  /** Pounds the customer pays up front; with the contribution, below the cash price. */
  deposit: number;
  /** Pounds a dealer adds to the deposit under a promotion ("£500 towards your deposit"). */
  dealerContribution?: number;
  /** Months: the number of payments, the final one included. */
  term: number;
  /** The lender's APR for the product, in percent (8.9). */
  apr: number;
  /** PCP only: the guaranteed minimum future value, pounds. */
  gmfv?: number;
  /** Pounds, paid with the last payment. */
  optionToPurchaseFee: number;
  /** Pounds, paid with the first payment. */
  documentationFee?: number;
}

export interface Quote {
  regularPayment: number;
  /** How many payments equal the regular payment (47 in "47 × £150.82 + £4,205.00"). */
  numberOfRegularPayments: number;
  firstPayment: number;
  finalPayment: number;
  totalAmountPayable: number;
  totalChargeForCredit: number;
  amountOfCredit: number;
  /** Percent, one decimal: the APR of the rounded flows, fees included. */
  apr: number;
  /** Percent, two decimals: 12 × the monthly rate of the flows without fees. */
  fixedRate: number;
  /** Every payment in month order (month 1 first), pounds. */
  schedule: number[];
}

/** Money inside the engine and the deals (deal.ts): whole pence, so every sum is exact. */
export const toPence = (pounds: number) => Math.round(pounds * 100);
export const toPounds = (pence: number) => pence / 100;

function check(condition: boolean, message: string): void {
  if (!condition) throw new RangeError(message);
}

function checkInput(input: QuoteInput): void {
  const money = [
    input.cashPrice,
    input.deposit,
    input.dealerContribution ?? 0,
    input.optionToPurchaseFee,
    input.documentationFee ?? 0,
  ];
  check(
    money.every((value) => Number.isFinite(value) && value >= 0),
    "Amounts must be pounds of 0 or more",
  );
  check(input.cashPrice > 0, "The cash price must be above 0");
  check(
    input.deposit + (input.dealerContribution ?? 0) < input.cashPrice,
    "The deposit must be below the cash price",
  );
  const shortest = input.product === "PCP" ? 2 : 1;
  check(Number.isInteger(input.term) && input.term >= shortest && input.term <= 120, "Term out of range");
  check(Number.isFinite(input.apr) && input.apr >= 0 && input.apr < 100, "APR must be 0 to 99.9 percent");
  if (input.product === "PCP")
    check(input.gmfv !== undefined && Number.isFinite(input.gmfv) && input.gmfv >= 0, "PCP needs a GMFV");
  else check(input.gmfv === undefined, "Only PCP has a GMFV");
}

/**
 * At 0% APR, what the last payment must add (or give back) so that every flow adds up to the credit exactly: pricing to
 * 0% APR means the payments, fees included, repay the credit and nothing more, and n × M rounded to the penny misses
 * it by up to half a penny a month (£4,745 over 48 months: 48 × £98.85 is £0.20 short, so 47 × £98.85 + £99.05).
 * On HP the last instalment takes it, as lenders do. On PCP the optional final payment takes it: the monthly payments
 * then all stay the advertised monthly figure, and the example's "first, regular and final payment" still names every
 * payment (an adjusted last monthly instalment would be a fourth amount the example cannot show). With interest this
 * is 0: the rounding stays in the instalments and the APR is recomputed.
 */
function interestFreeRounding(apr: number, credit: number, payments: readonly number[]): number {
  if (apr > 0) return 0;
  return credit - payments.reduce((sum, amount) => sum + amount, 0);
}

/** The amounts of a quote in whole pence, and its regular instalment. */
function instalment(input: QuoteInput) {
  checkInput(input);
  const term = input.term;
  const apr = input.apr / 100;
  const credit = toPence(input.cashPrice) - toPence(input.deposit) - toPence(input.dealerContribution ?? 0);
  const purchaseFee = toPence(input.optionToPurchaseFee);
  const documentationFee = toPence(input.documentationFee ?? 0);
  const balloon = input.product === "PCP" ? toPence(input.gmfv ?? 0) : 0;
  const instalments = input.product === "PCP" ? term - 1 : term;

  const fixedValue = presentValue(balloon + purchaseFee, term, apr) + presentValue(documentationFee, 1, apr);
  const monthlyDiscount = presentValue(1, 1, apr);
  let annuity = 0;
  for (let month = 1, factor = monthlyDiscount; month <= instalments; month += 1, factor *= monthlyDiscount)
    annuity += factor;
  const regular = Math.round((credit - fixedValue) / annuity + 1e-7);
  check(regular > 0, "The fixed payments already repay the credit: no instalment is left to pay");
  return { term, apr, credit, purchaseFee, documentationFee, balloon, regular };
}

/**
 * The regular payment alone, pounds: what `quote` would answer as `regularPayment`, without working out the rest of
 * the schedule. The monthly search prices the whole stock with it (stock/monthly.ts).
 */
export function regularPayment(input: QuoteInput): number {
  return toPounds(instalment(input).regular);
}

export function quote(input: QuoteInput): Quote {
  const { term, apr, credit, purchaseFee, documentationFee, balloon, regular } = instalment(input);

  // Pence per month without fees (for the fixed rate), then with them (what the customer pays).
  const withoutFees = Array.from({ length: term }, (_, index) =>
    index + 1 === term && input.product === "PCP" ? balloon : regular,
  );
  const payments = withoutFees.map((amount, index) => {
    const month = index + 1;
    return amount + (month === 1 ? documentationFee : 0) + (month === term ? purchaseFee : 0);
  });
  const rounding = interestFreeRounding(apr, credit, payments);
  payments[term - 1]! += rounding;
  withoutFees[term - 1]! += rounding;
  check(payments[term - 1]! > 0, "The last payment would be nothing: choose a shorter term");

  const paid = payments.reduce((sum, amount) => sum + amount, 0);
  const totalAmountPayable = toPence(input.deposit) + paid;
  return {
    regularPayment: toPounds(regular),
    numberOfRegularPayments: payments.filter((amount) => amount === regular).length,
    firstPayment: toPounds(payments[0]!),
    finalPayment: toPounds(payments[term - 1]!),
    totalAmountPayable: toPounds(totalAmountPayable),
    totalChargeForCredit: toPounds(paid - credit),
    amountOfCredit: toPounds(credit),
    apr: roundHalfUp(annualRateOf(monthlyRateOf(credit, payments)) * 100, 1),
    fixedRate: roundHalfUp(12 * monthlyRateOf(credit, withoutFees) * 100, 2),
    schedule: payments.map(toPounds),
  };
}
