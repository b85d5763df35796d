import type { DepositType } from "./finance-vocabulary";

/**
 * The deposit rules (docs/product/finance.md#deposit), one copy for the dealer API's quotes and monthly search and the
 * site's finance tools, so a car's card, its page and a monthly budget always quote the same deposit
 * (docs/decisions/266-one-deposit-rule.md). `cashPrice` is the car's price with its compulsory fees, the price every
 * quote of the car is worked out on (docs/decisions/131-cash-price-promotions-monthly-search.md).
 */

/** £1,000, or nothing for a car of £2,000 or less ("when the price exceeds £2,000"). */
export function defaultDeposit(cashPrice: number): number {
  return cashPrice > 2000 ? 1000 : 0;
}

/** A deposit at or above the price becomes the default deposit. */
export function effectiveDeposit(deposit: number, cashPrice: number): number {
  return deposit >= cashPrice ? defaultDeposit(cashPrice) : deposit;
}

/** Pounds for an "Amount" (to the penny) or a "Percentage" of the cash price (to the pound). */
export function depositInPounds(deposit: number, type: DepositType, cashPrice: number): number {
  if (type === "Percentage") return Math.round((cashPrice * deposit) / 100);
  return Math.round(deposit * 100) / 100;
}

/**
 * The largest deposit offered: the largest thousand at or below the final price, minus £500
 * (docs/product/finance.md#deposit, and the calculator's maximum). Never below 0.
 */
export function maxDeposit(finalPrice: number): number {
  return Math.max(0, Math.floor(finalPrice / 1000) * 1000 - 500);
}
