import type { CalculatorQuote, FinanceQuote } from "@contract/finance";
import { totalRegularPayments, type ProductKey } from "./quotes";

/**
 * Every figure a representative example must show (CONC 3.5.5R), whichever call produced the quote: the personalise
 * flow's `FinanceQuote`, the calculator's `CalculatorQuote`, or the static example. One shape, so one component shows
 * them all the same way.
 */
export interface RepresentativeFigures {
  product: ProductKey;
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

export function figuresFromCalculator(key: ProductKey, quote: CalculatorQuote): RepresentativeFigures {
  const pcp = key === "PCP";
  return {
    product: key,
    regularPayment: quote.RegularPayment,
    regularPayments: quote.NumberOfRegularPayments,
    firstPayment: pence(quote.FirstPayment) === pence(quote.RegularPayment) ? null : quote.FirstPayment,
    finalPayment: quote.FinalPayment,
    term: quote.Term,
    cashPrice: quote.TotalPrice,
    deposit: quote.Deposit,
    dealerContribution: quote.DealerContribution ?? 0,
    credit: quote.Balance,
    optionToPurchaseFee: quote.OptionToPurchaseFee,
    chargeForCredit: quote.ChargeForCredit,
    totalAmountPayable: quote.TotalAmountPayable,
    apr: quote.Apr,
    fixedRate: quote.RateOfInterest,
    annualMileage: pcp ? quote.AnnualMileage : null,
    excessMileagePence: pcp ? quote.ExcessMileageRate : null,
    promotion: quote.Promotion
      ? { id: quote.Promotion.Id, heading: quote.Promotion.Heading, text: quote.Promotion.Text }
      : null,
  };
}

/** Whether the final payment is a payment of its own, not one more regular payment. */
export function hasSeparateFinalPayment(figures: RepresentativeFigures): boolean {
  return pence(figures.finalPayment) !== pence(figures.regularPayment);
}

export const PRODUCT_NAMES: Record<ProductKey, string> = {
  HP: "Hire Purchase",
  PCP: "Personal Contract Purchase",
};
