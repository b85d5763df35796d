import type { Promo } from "../contract/content";
import { defaultFinanceTerm } from "../contract/finance";
import { offerTags } from "../contract/vehicle";
import { offers } from "../contract/vehicle-offers";
import { monthsSince, productTerms } from "../finance/offer";
import { carFinanceOffers, type FinancePricing } from "../finance/promotions";
import { regularPayment } from "../finance/quote";
import { defaultAnnualMileage, resolveChoice } from "../finance/rules";
import { monthlyColumns } from "../cache";
import type { FinanceBasis } from "./search-params";
import { monthlyBand } from "./bands";
import { dimensionOf, type StockIndex } from "./stock-index";

/**
 * Each car's monthly payment on a finance basis, for the monthly budget filter and its counts: the regular payment of
 * the quote the finance endpoints answer for that car and choice (the same `productTerms`, the same quote engine, the
 * dealer's finance offers applied), NaN where the lender declines the product or the car offers no finance (sold). A
 * car without a quote is within no budget.
 *
 * Pricing the whole stock takes a moment (a few tens of milliseconds at 100 000 cars), so the columns of the few most
 * recent bases are kept (cache.ts, `monthlyColumns`): a shopper paging through a search, or its counts and its results,
 * ask for the same one. They go when the cars change; the day and the finance offers are part of the key.
 */

/** Each car's payment on one basis, and the step of the monthly filter (`monthlyBand`) it counts under. */
export interface MonthlyColumn {
  /** Row by row (aligned with the index), the regular payment on the basis, or NaN where the product is declined. */
  payments: Float64Array;
  /**
   * Row by row, the position in `monthlyBand.steps` of the step at or above the payment (`aboveEveryStep` when the
   * payment is above them all, `noPayment` when there is none): the counts add cars by it (facets.ts).
   */
  steps: Uint8Array;
  /** How many cars each step position holds, over the whole stock. */
  stepTotals: Int32Array;
}
export const aboveEveryStep = monthlyBand.steps.length;
export const noPayment = aboveEveryStep + 1;

/** The basis as a key: absent values stand for the defaults they take, so "48 months" and "no term" share a column. */
function basisKey({ product, choice }: FinanceBasis, pricing: FinancePricing): string {
  return JSON.stringify([
    pricing.version,
    product,
    choice.term ?? defaultFinanceTerm,
    choice.annualMileage ?? defaultAnnualMileage,
    choice.deposit ?? null,
    choice.deposit === undefined ? null : (choice.depositType ?? "Amount"),
  ]);
}

/** Each car's payment on the basis, and its step, worked out on the first call and kept (see above). */
export function monthlyPayments(
  index: StockIndex,
  basis: FinanceBasis,
  pricing: FinancePricing,
): MonthlyColumn {
  return monthlyColumns.answer(index, basisKey(basis, pricing), () => {
    const payments = priceStock(index, basis, pricing);
    const steps = new Uint8Array(payments.length);
    const stepTotals = new Int32Array(noPayment + 1);
    for (let row = 0; row < payments.length; row++) {
      const payment = payments[row];
      let step = 0;
      if (Number.isNaN(payment)) step = noPayment;
      else while (step < aboveEveryStep && monthlyBand.steps[step] < payment) step++;
      steps[row] = step;
      stepTotals[step]++;
    }
    return { payments, steps, stepTotals };
  });
}

const zeroAprBit = 1 << offerTags.indexOf("0-apr");

function priceStock(index: StockIndex, basis: FinanceBasis, pricing: FinancePricing): Float64Array {
  const { size, slots, offsets, slotValues, profiles } = index;
  const profileRun = dimensionOf.profile * size;
  const siteRun = dimensionOf.site * size;
  const tagRun = dimensionOf.tags * size;
  const statusRun = dimensionOf.status * size;
  const siteCount = offsets[dimensionOf.site + 1] - offsets[dimensionOf.site];
  // The offers that apply follow from the derivative (make, range, fuel, body) and the branch.
  const offersOf = new Map<number, Promo[]>();
  const registered = index.sortValues.registered;
  const payments = new Float64Array(size);
  for (let row = 0; row < size; row++) {
    if (!offers(slotValues[slots[statusRun + row]] as string, "finance")) {
      payments[row] = Number.NaN;
      continue;
    }
    const profile = slots[profileRun + row] - offsets[dimensionOf.profile];
    const site = slots[siteRun + row] - offsets[dimensionOf.site];
    let promotions = offersOf.get(profile * siteCount + site);
    if (!promotions) {
      const { make_slug, range_slug, fuel_type, body_type } = profiles[profile];
      const site_id = slotValues[offsets[dimensionOf.site] + site] as number;
      promotions = carFinanceOffers(pricing, { make_slug, range_slug, fuel_type, body_type, site_id });
      offersOf.set(profile * siteCount + site, promotions);
    }
    const day = registered[row];
    const car = {
      cashPrice: index.cashPrice[row],
      vehiclePrice: index.price[row],
      ageMonths: monthsSince(Math.floor(day / 10_000), Math.floor(day / 100) % 100, day % 100, pricing.today),
      odometer: index.odometer[row],
      zeroAprOffer: ((slotValues[slots[tagRun + row]] as number) & zeroAprBit) !== 0,
      promotions,
    };
    const terms = productTerms(basis.product, car, resolveChoice(basis.choice, car.cashPrice));
    payments[row] = terms.ok ? regularPayment(terms.input) : Number.NaN;
  }
  return payments;
}
