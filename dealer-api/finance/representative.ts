import { productOffer, type FinanceCar } from "./offer";
import { resolveChoice } from "./rules";

/**
 * The representative finance terms (docs/product/finance.md#defaults, rule 5): HP over 48 months, £1,000
 * deposit, 8,000 miles a year. Each car stores its HP payment on them as the listing's `monthly_payment`, an
 * estimate priced without the dealer's promotions. The monthly search no longer reads it: it filters on the
 * quote of the search's own basis (stock/monthly.ts).
 */
export const representativeChoice = { term: 48, deposit: 1000, annualMileage: 8000 } as const;

/** The HP monthly payment on the representative terms, or the cash price spread over the term when HP is declined. */
export function representativeMonthly(car: FinanceCar): number {
  const choice = resolveChoice(
    {
      term: representativeChoice.term,
      deposit: representativeChoice.deposit,
      annualMileage: representativeChoice.annualMileage,
    },
    car.cashPrice,
  );
  const offer = productOffer("HP", car, choice);
  if (offer.ok) return offer.quote.regularPayment;
  return Math.round(((car.cashPrice - choice.deposit) / choice.term) * 100) / 100;
}
