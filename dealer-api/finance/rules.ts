import { defaultFinanceTerm, type DepositType } from "../contract/finance";
import { defaultDeposit, depositInPounds, effectiveDeposit } from "../contract/finance-deposit";

/**
 * The rules for what a quote is worked out on (docs/product/finance.md#deposit, #quotes-and-products), as the
 * API applies them to every request, whoever sends it.
 */

/**
 * The annual mileage when none is asked for: the representative example's 8,000 miles
 * (docs/product/finance.md#representative-example).
 */
export const defaultAnnualMileage = 8000;

// The deposit rules are shared with the site (dealer-api/contract/finance-deposit.ts): one rule for every quote.
export { defaultDeposit, depositInPounds, effectiveDeposit } from "../contract/finance-deposit";

export interface RequestedChoice {
  term?: number;
  annualMileage?: number;
  deposit?: number;
  depositType?: DepositType;
}

export interface FinanceChoice {
  term: number;
  annualMileage: number;
  /** Pounds paid up front. */
  deposit: number;
}

/**
 * What a quote is worked out on. A deposit without a term gets the 48-month term
 * (docs/product/finance.md#deposit); so does no choice at all (the default term,
 * docs/product/finance.md#defaults).
 */
export function resolveChoice(requested: RequestedChoice, cashPrice: number): FinanceChoice {
  const asked =
    requested.deposit === undefined
      ? defaultDeposit(cashPrice)
      : depositInPounds(requested.deposit, requested.depositType ?? "Amount", cashPrice);
  return {
    term: requested.term ?? defaultFinanceTerm,
    annualMileage: requested.annualMileage ?? defaultAnnualMileage,
    deposit: effectiveDeposit(asked, cashPrice),
  };
}
