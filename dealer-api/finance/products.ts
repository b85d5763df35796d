import type { FinanceProductKey } from "../contract/finance";
import { orList, pounds } from "./wording";

/**
 * The lender's product table: which cars and choices it finances, and at what APR. A plausible UK used-car lender:
 * younger and dearer cars borrow cheaper; PCP (which carries the residual-value risk) stops at 48 months, younger cars
 * and 100,000 miles at the end of the agreement. HP runs up to 60 months, PCP up to 48
 * (docs/product/finance.md#quotes-and-products).
 */

export const optionToPurchaseFee = 10;

export const ageBands = ["up to 3 years", "3 to 6 years", "over 6 years"] as const;
export type AgeBand = (typeof ageBands)[number];
export const priceBands = ["under £10,000", "£10,000 to £19,999", "£20,000 and over"] as const;
export type PriceBand = (typeof priceBands)[number];

export interface LenderProduct {
  key: FinanceProductKey;
  /**
   * Named so the site recognises it: "hire purchase" / "hp", "pcp"
   * (docs/product/finance.md#quotes-and-products).
   */
  name: string;
  terms: readonly number[];
  minCredit: number;
  maxCredit: number;
  minCashPrice: number;
  /** Car age in months when the agreement starts, and when it ends. */
  maxAgeAtStart: number;
  maxAgeAtEnd: number;
  /** Odometer at the end (today's reading + annual mileage × years): the residual is guaranteed only below it. */
  maxMilesAtEnd: number;
  /** APR in percent by age band, then by price band (in the order of `priceBands`). */
  aprs: Record<AgeBand, readonly [number, number, number]>;
  /** Pence per mile over the contract mileage by price band; HP has no mileage limit. */
  excessMileagePence: readonly [number, number, number] | null;
}

export const lenderProducts: Record<FinanceProductKey, LenderProduct> = {
  HP: {
    key: "HP",
    name: "Hire Purchase (HP)",
    terms: [24, 36, 48, 60],
    minCredit: 1000,
    maxCredit: 100_000,
    minCashPrice: 0,
    maxAgeAtStart: 12 * 12,
    maxAgeAtEnd: 15 * 12,
    maxMilesAtEnd: Number.POSITIVE_INFINITY,
    aprs: {
      "up to 3 years": [9.9, 8.9, 7.9],
      "3 to 6 years": [10.9, 9.9, 8.9],
      "over 6 years": [12.9, 11.9, 10.9],
    },
    excessMileagePence: null,
  },
  PCP: {
    key: "PCP",
    name: "Personal Contract Purchase (PCP)",
    terms: [24, 36, 48],
    minCredit: 2500,
    maxCredit: 100_000,
    minCashPrice: 5000,
    maxAgeAtStart: 8 * 12,
    maxAgeAtEnd: 10 * 12,
    maxMilesAtEnd: 100_000,
    aprs: {
      "up to 3 years": [8.9, 7.9, 6.9],
      "3 to 6 years": [9.9, 8.9, 7.9],
      "over 6 years": [11.9, 10.9, 9.9],
    },
    excessMileagePence: [6, 8, 10],
  },
};

export function ageBand(ageMonths: number): AgeBand {
  if (ageMonths <= 36) return "up to 3 years";
  if (ageMonths <= 72) return "3 to 6 years";
  return "over 6 years";
}

export function priceBandIndex(cashPrice: number): 0 | 1 | 2 {
  if (cashPrice < 10_000) return 0;
  if (cashPrice < 20_000) return 1;
  return 2;
}

/** What the customer is charged for a product on this car. */
export interface Pricing {
  apr: number;
  optionToPurchaseFee: number;
  excessMileagePence: number | null;
}

/**
 * A car carrying the dealer's 0% APR offer is priced at 0%, and a quote priced under a promotion at the promotion's
 * APR. At 0% the option-to-purchase fee is waived: a fee inside a 0% deal would push the APR above the 0% the car is
 * advertised at. The price band is the car's own price (not its fees).
 */
export function pricingFor(
  product: LenderProduct,
  car: { ageMonths: number; price: number; zeroAprOffer: boolean; promotionApr?: number },
): Pricing {
  const band = priceBandIndex(car.price);
  const apr = car.zeroAprOffer ? 0 : (car.promotionApr ?? product.aprs[ageBand(car.ageMonths)][band]);
  return {
    apr,
    optionToPurchaseFee: apr === 0 ? 0 : optionToPurchaseFee,
    excessMileagePence: product.excessMileagePence?.[band] ?? null,
  };
}

export interface EligibilityCheck {
  cashPrice: number;
  credit: number;
  ageMonths: number;
  odometer: number;
  term: number;
  annualMileage: number;
}

/** Why the lender would not offer this product, or undefined when it would. */
export function declineReason(product: LenderProduct, check: EligibilityCheck): string | undefined {
  const { key } = product;
  if (!product.terms.includes(check.term)) return `${key} is offered over ${orList(product.terms)} months`;
  if (check.cashPrice < product.minCashPrice)
    return `${key} needs a cash price of at least ${pounds(product.minCashPrice)}`;
  if (check.credit < product.minCredit || check.credit > product.maxCredit)
    return `${key} lends ${pounds(product.minCredit)} to ${pounds(product.maxCredit)}`;
  if (check.ageMonths > product.maxAgeAtStart)
    return `${key} is offered on cars up to ${product.maxAgeAtStart / 12} years old`;
  if (check.ageMonths + check.term > product.maxAgeAtEnd)
    return `${key} ends before the car is ${product.maxAgeAtEnd / 12} years old: choose a shorter term`;
  const milesAtEnd = check.odometer + (check.annualMileage * check.term) / 12;
  if (milesAtEnd > product.maxMilesAtEnd)
    return `${key} ends before ${product.maxMilesAtEnd.toLocaleString("en-GB")} miles: choose a lower mileage or term`;
  return undefined;
}
