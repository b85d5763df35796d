import { defaultFinanceTerm, type DepositType } from "../contract/finance";

/**
 * The rules for what a quote is worked out on (docs/product/finance.md#deposit, #quotes-and-products), as the
 * API applies them to every request, whoever sends it.
 */

/**
 * The annual mileage when none is asked for: the representative example's 8,000 miles
 * (docs/product/finance.md#representative-example).
 */
export const defaultAnnualMileage = 8000;

/**
 * £1,000, or nothing for a car of £2,000 or less (docs/product/finance.md#deposit: "when the price exceeds
 * £2,000").
 */
export function defaultDeposit(cashPrice: number): number {
  return cashPrice > 2000 ? 1000 : 0;
}

/** A deposit at or above the price becomes the default deposit (docs/product/finance.md#deposit). */
export function effectiveDeposit(deposit: number, cashPrice: number): number {
  return deposit >= cashPrice ? defaultDeposit(cashPrice) : deposit;
}

/** Pounds for an "Amount" (to the penny) or a "Percentage" of the cash price (to the pound). */
export function depositInPounds(deposit: number, type: DepositType, cashPrice: number): number {
  if (type === "Percentage") return Math.round((cashPrice * deposit) / 100);
  return Math.round(deposit * 100) / 100;
}

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
