/**
 * The reservation's deposit and hold times, without reservations.ts's schemas: the browser's code imports these,
 * so a page's scripts carry no schema library (issue 19). reservations.ts re-exports them.
 */

/**
 * docs/product/accounts-and-reservations.md#reserving-a-car: a £99 deposit, fully refundable, holds the car
 * for 7 days.
 */
export const RESERVATION_DEPOSIT_PENCE = 9900;
export const RESERVATION_HOLD_DAYS = 7;
/**
 * How long a car stays held while the shopper is at the checkout; an unpaid hold lapses after this. Short, since it
 * keeps the car from everyone else (docs/decisions/246-unpaid-holds-without-a-global-cap.md).
 */
export const CHECKOUT_HOLD_MINUTES = 15;
