import type { FinanceProductKey } from "../contract/finance";
import { declineReason, lenderProducts, pricingFor, type LenderProduct, type Pricing } from "./products";
import { quote, type Quote } from "./quote";
import { guaranteedFutureValue } from "./residual";
import type { FinanceChoice } from "./rules";
import { pounds } from "./wording";

/** One product's answer for one car and choice: the quote, or why the lender declines. Pure. */

export interface FinanceCar {
  /** What the buyer pays (the vehicle's final_price), pounds. */
  cashPrice: number;
  /** Age when the agreement starts, whole months. */
  ageMonths: number;
  odometer: number;
  /** The car carries the dealer's 0% APR offer tag. */
  zeroAprOffer: boolean;
}

export type ProductOffer =
  | {
      ok: true;
      product: LenderProduct;
      cashPrice: number;
      choice: FinanceChoice;
      pricing: Pricing;
      /** PCP: the guaranteed minimum future value; HP: null. */
      gmfv: number | null;
      quote: Quote;
    }
  | { ok: false; product: LenderProduct; reason: string };

/**
 * PCP instalments must repay some capital: the credit has to exceed the GMFV by this much. Below it a big deposit has
 * already paid for what the car is expected to lose, and HP is the product that fits.
 */
export const pcpMinimumAboveGmfv = 1000;

export function productOffer(key: FinanceProductKey, car: FinanceCar, choice: FinanceChoice): ProductOffer {
  const product = lenderProducts[key];
  const credit = car.cashPrice - choice.deposit;
  const reason = declineReason(product, {
    cashPrice: car.cashPrice,
    credit,
    ageMonths: car.ageMonths,
    odometer: car.odometer,
    term: choice.term,
    annualMileage: choice.annualMileage,
  });
  if (reason) return { ok: false, product, reason };
  let gmfv: number | null = null;
  if (key === "PCP") {
    gmfv = guaranteedFutureValue({ ...car, term: choice.term, annualMileage: choice.annualMileage });
    if (credit - gmfv < pcpMinimumAboveGmfv)
      return {
        ok: false,
        product,
        reason: `PCP needs at least ${pounds(pcpMinimumAboveGmfv)} of credit above the guaranteed future value: choose a smaller deposit`,
      };
  }
  const pricing = pricingFor(product, car);
  const result = quote({
    product: key,
    cashPrice: car.cashPrice,
    deposit: choice.deposit,
    term: choice.term,
    apr: pricing.apr,
    optionToPurchaseFee: pricing.optionToPurchaseFee,
    ...(gmfv === null ? {} : { gmfv }),
  });
  return { ok: true, product, cashPrice: car.cashPrice, choice, pricing, gmfv, quote: result };
}

/** Whole months from first registration (YYYY-MM-DD) to today; a car registered in the future counts as new. */
export function ageInMonths(registered: string, today: Date): number {
  const [year, month, day] = registered.split("-").map(Number) as [number, number, number];
  const months =
    (today.getUTCFullYear() - year) * 12 +
    (today.getUTCMonth() + 1 - month) -
    (today.getUTCDate() < day ? 1 : 0);
  return Math.max(0, months);
}
