import type { Promo } from "../contract/content";
import type { FinanceProductKey } from "../contract/finance";
import { financePromotionFor } from "../contract/promotions";
import { declineReason, lenderProducts, pricingFor, type LenderProduct, type Pricing } from "./products";
import { quote, type Quote, type QuoteInput } from "./quote";
import { guaranteedFutureValue } from "./residual";
import type { FinanceChoice } from "./rules";
import { pounds } from "./wording";

/** One product's answer for one car and choice: the quote, or why the lender declines. Pure. */

export interface FinanceCar {
  /**
   * What the buyer pays, pounds: the car's final_price plus its compulsory fees (the admin fee), as CONC 3.5.5R asks
   * of a cash price (docs/decisions/131-cash-price-promotions-monthly-search.md). The credit is this less the deposit(s).
   */
  cashPrice: number;
  /**
   * The car's own price (final_price), pounds, when it differs from the cash price: what the car is worth, which sets
   * the lender's price band (APR, excess mileage) and the GMFV. A fee holds no value at the end of the agreement.
   */
  vehiclePrice?: number;
  /** Age when the agreement starts, whole months. */
  ageMonths: number;
  odometer: number;
  /** The car carries the dealer's 0% APR offer tag. */
  zeroAprOffer: boolean;
  /**
   * The vehicle promotions that apply to the car today (contract/promotions.ts promotionsFor): a quote whose terms
   * meet a finance offer among them is priced under it.
   */
  promotions?: readonly Promo[];
}

interface Offered {
  ok: true;
  product: LenderProduct;
  cashPrice: number;
  choice: FinanceChoice;
  pricing: Pricing;
  /** PCP: the guaranteed minimum future value; HP: null. */
  gmfv: number | null;
  /** The promotion the quote is priced under, or null. */
  promotion: Promo | null;
  /** Pounds the dealer adds to the deposit under the promotion (0 when none). */
  dealerContribution: number;
}
type Declined = { ok: false; product: LenderProduct; reason: string };

/** What a product would be quoted on: everything but the quote itself. */
export type ProductTerms = (Offered & { input: QuoteInput }) | Declined;
export type ProductOffer = (Offered & { quote: Quote }) | Declined;

/**
 * PCP instalments must repay some capital: the credit has to exceed the GMFV by this much. Below it a big deposit has
 * already paid for what the car is expected to lose, and HP is the product that fits.
 */
export const pcpMinimumAboveGmfv = 1000;

/**
 * Whether the lender offers the product on this car and choice, and on what terms: the promotion it is priced under,
 * the APR and fees, the GMFV, and the quote engine's input. `productOffer` prices it; the monthly search reads only the
 * regular payment of the same input (stock/monthly.ts), so both tell the shopper the same figure.
 */
export function productTerms(key: FinanceProductKey, car: FinanceCar, choice: FinanceChoice): ProductTerms {
  const product = lenderProducts[key];
  const promotion =
    financePromotionFor(car.promotions ?? [], {
      product: key,
      term: choice.term,
      deposit: choice.deposit,
      cashPrice: car.cashPrice,
    }) ?? null;
  const dealerContribution = promotion?.contents.finance?.deposit_contribution ?? 0;
  const credit = car.cashPrice - choice.deposit - dealerContribution;
  const reason = declineReason(product, {
    cashPrice: car.cashPrice,
    credit,
    ageMonths: car.ageMonths,
    odometer: car.odometer,
    term: choice.term,
    annualMileage: choice.annualMileage,
  });
  if (reason) return { ok: false, product, reason };
  const vehiclePrice = car.vehiclePrice ?? car.cashPrice;
  let gmfv: number | null = null;
  if (key === "PCP") {
    gmfv = guaranteedFutureValue({
      cashPrice: vehiclePrice,
      ageMonths: car.ageMonths,
      term: choice.term,
      annualMileage: choice.annualMileage,
    });
    if (credit - gmfv < pcpMinimumAboveGmfv)
      return {
        ok: false,
        product,
        reason: `PCP needs at least ${pounds(pcpMinimumAboveGmfv)} of credit above the guaranteed future value: choose a smaller deposit`,
      };
  }
  const pricing = pricingFor(product, {
    ageMonths: car.ageMonths,
    price: vehiclePrice,
    zeroAprOffer: car.zeroAprOffer,
    promotionApr: promotion?.contents.finance?.apr,
  });
  const input: QuoteInput = {
    product: key,
    cashPrice: car.cashPrice,
    deposit: choice.deposit,
    dealerContribution,
    term: choice.term,
    apr: pricing.apr,
    optionToPurchaseFee: pricing.optionToPurchaseFee,
    ...(gmfv === null ? {} : { gmfv }),
  };
  return {
    ok: true,
    product,
    cashPrice: car.cashPrice,
    choice,
    pricing,
    gmfv,
    promotion,
    dealerContribution,
    input,
  };
}

export function productOffer(key: FinanceProductKey, car: FinanceCar, choice: FinanceChoice): ProductOffer {
  const terms = productTerms(key, car, choice);
  if (!terms.ok) return terms;
  const { input, ...offered } = terms;
  return { ...offered, quote: quote(input) };
}

/** Whole months from first registration (YYYY-MM-DD) to today; a car registered in the future counts as new. */
export function ageInMonths(registered: string, today: Date): number {
  const [year, month, day] = registered.split("-").map(Number) as [number, number, number];
  return monthsSince(year, month, day, today);
}

/** `ageInMonths` of a registration date given as its parts (month 1–12). */
export function monthsSince(year: number, month: number, day: number, today: Date): number {
  const months =
    (today.getUTCFullYear() - year) * 12 +
    (today.getUTCMonth() + 1 - month) -
    (today.getUTCDate() < day ? 1 : 0);
  return Math.max(0, months);
}
