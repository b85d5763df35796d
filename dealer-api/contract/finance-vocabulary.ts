/**
 * Finance's terms, mileages, products and deposit types, without finance.ts's schemas: the browser's code
 * imports these, so a page's scripts carry no schema library (issue 19). finance.ts re-exports them.
 */

export const financeTerms = [24, 36, 48, 60] as const;
export type FinanceTerm = (typeof financeTerms)[number];
export const defaultFinanceTerm = 48;

/** The annual mileage options of the selects ("Up to {n} miles"). */
export const financeMileages = [6000, 8000, 10000, 12000, 14000, 16000, 18000, 20000] as const;
/** Every annual mileage the API accepts: the calculator's slider runs 0 to 20,000 in steps of 1,000. */
export const annualMileageBounds = { min: 0, max: 20000, step: 1000 } as const;

export const financeProductKeys = ["HP", "PCP"] as const;
export type FinanceProductKey = (typeof financeProductKeys)[number];

/** "Amount": pounds (the first type). "Percentage": percent of the cash price, rounded to the pound. */
export const depositTypes = ["Amount", "Percentage"] as const;
export type DepositType = (typeof depositTypes)[number];
