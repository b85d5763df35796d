import { maxDeposit } from "@contract/finance-deposit";

/** Deposit rules of the vehicle page's finance tools (docs/product/finance.md#deposit); the largest is the contract's. */

export const DEPOSIT_STEP = 500;

/** The Deposit select: 0, then steps of £500 up to the maximum; only 0 for a car of £500 or less. */
export function depositOptions(finalPrice: number): number[] {
  const options = [0];
  for (let deposit = DEPOSIT_STEP; deposit <= maxDeposit(finalPrice); deposit += DEPOSIT_STEP)
    options.push(deposit);
  return options;
}

/**
 * The options with the current deposit among them, so a select can show it (the site default of £250, or a deposit
 * typed into the calculator, is not a £500 step). `cashPrice` (the price with its fees, which quotes are worked out on)
 * bounds the deposits a quote keeps (docs/decisions/266-one-deposit-rule.md).
 */
export function depositOptionsWith(finalPrice: number, current: number, cashPrice = finalPrice): number[] {
  const options = depositOptions(finalPrice);
  if (options.includes(current) || current < 0 || current >= cashPrice) return options;
  return [...options, current].sort((a, b) => a - b);
}
