/**
 * Click-and-collect's limits, defaults, fee and collection window, without click-collect.ts's schemas: the
 * browser's code imports these, so a page's scripts carry no schema library (issue 19). click-collect.ts re-exports
 * them.
 */

/** Spec limits: at most 2 orders at once; a finance deposit of at least £99; HP up to 60 months, PCP up to 48. */
export const MAX_ORDERS = 2;
export const MIN_DEPOSIT = 99;
export const MAX_TERM = { HP: 60, PCP: 48 } as const;
/** Spec defaults: PCP, 48 months, £250 deposit, 6,000 miles a year, finance. */
export const ORDER_FINANCE_DEFAULTS = {
  type: "finance",
  product_type: "PCP",
  term: 48,
  deposit: 250,
  mileage: 6000,
} as const;
/** The reservation fee paid online to place an order (spec: 9900 pence), taken off what is due. */
export const RESERVATION_FEE = 99;
/** Collection: from 2 days ahead, within 21 days, weekends included (spec: weekend collection enabled). */
export const COLLECTION_FIRST_DAY = 2;
export const COLLECTION_LAST_DAY = 21;
export const PART_EXCHANGE_MESSAGE = "We do not accept Part Exchanges at this moment.";
/** Part exchange wanted at a branch that takes them, but no deal named: the shopper values their car in a deal first. */
export const PART_EXCHANGE_NEEDS_DEAL = "Value your car in a deal first, then add the deal to your order.";
