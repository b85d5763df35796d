import { maxDeposit } from "@contract/finance-deposit";
import { CALCULATOR_DEPOSIT_STEP, type SliderBounds } from "@contract/sliders";

/**
 * The finance calculator's controls and add-ons (docs/product/finance.md#calculator). Every slider has a
 * number or select alternative that works alone, so a value may arrive typed: `snapToSlider` makes any typed
 * value one the slider could have produced.
 */

export interface CalculatorBounds {
  deposit: SliderBounds;
  term: SliderBounds;
  mileage: SliderBounds;
  /** Amount to borrow (the budget finder). */
  amount: SliderBounds;
}

export function calculatorBounds(finalPrice: number): CalculatorBounds {
  return {
    deposit: { min: 0, max: maxDeposit(finalPrice), step: CALCULATOR_DEPOSIT_STEP },
    term: { min: 24, max: 60, step: 12 },
    mileage: { min: 0, max: 20000, step: 1000 },
    amount: { min: 1000, max: 60000, step: 100 },
  };
}

/**
 * The calculator starts at 48 months and 10,000 miles (docs/product/finance.md#calculator); the deposit
 * starts at the default deposit.
 */
export const CALCULATOR_START = { term: 48, mileage: 10000 } as const;

export interface AddOn {
  id: string;
  name: string;
  /** Pounds. */
  price: number;
}

export const CALCULATOR_ADD_ONS: readonly AddOn[] = [
  { id: "paint-protection", name: "Paint protection", price: 299 },
  { id: "three-year-warranty", name: "3 Year Warranty", price: 849 },
  { id: "service-plan", name: "Service Plan", price: 960 },
];

const toPence = (pounds: number) => Math.round(pounds * 100 + 1e-7) / 100;

/** What an add-on adds to the monthly payment: its price divided by the term, to the penny. */
export function addOnMonthly(price: number, term: number): number {
  return toPence(price / term);
}

/**
 * The calculator's monthly figure with the chosen add-ons (ids of CALCULATOR_ADD_ONS; unknown ids ignored): the
 * payment plus each add-on's line as shown, so the lines always add up to the total, as on a lender's statement
 * (docs/decisions/265-finance-money-and-add-ons.md).
 */
export function monthlyWithAddOns(regularPayment: number, term: number, chosen: readonly string[]): number {
  const extra = CALCULATOR_ADD_ONS.filter((addOn) => chosen.includes(addOn.id)).reduce(
    (sum, addOn) => sum + addOnMonthly(addOn.price, term),
    0,
  );
  return toPence(regularPayment + extra);
}
