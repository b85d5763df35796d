import type { FinanceQuote, FinanceQuotes } from "../../../dealer-api/contract/finance";
import type { FinanceChoice } from "./choice";
import { representativeExampleHref } from "./params";
import { cheapestByProduct, selectProduct, type ProductKey } from "./quotes";

/**
 * A monthly figure away from the car's own finance block (cards, similar cars, the sticky bar): the payment, its APR
 * and where its full representative example is (CONC 3.5.3R: a cost of credit never stands alone).
 */
export interface MonthlyFigureData {
  product: ProductKey;
  regularPayment: number;
  apr: number;
  term: number;
  deposit: number;
  /** The car's page with this very choice, scrolled to its representative example. */
  exampleHref: string;
}

export function monthlyFigureOf(quote: FinanceQuote, exampleHref: string): MonthlyFigureData {
  return {
    product: quote.key,
    regularPayment: quote.regular_payment,
    apr: quote.apr,
    term: quote.term,
    deposit: quote.total_deposit,
    exampleHref,
  };
}

/**
 * The figure a card shows on the shopper's finance basis: their product when the lender offers it for this car,
 * otherwise the other one (spec 2 §4's type switch); null when neither is offered. `productOnly` (a monthly search):
 * the basis's product or nothing, since that is the figure the budget was matched on.
 */
export function monthlyFigureFor(
  quotes: FinanceQuotes | undefined,
  basis: FinanceChoice,
  slug: string,
  category = "cars",
  productOnly = false,
): MonthlyFigureData | null {
  if (!quotes) return null;
  const available = cheapestByProduct([quotes.hpQuote, quotes.pcpQuote]);
  const product = productOnly ? basis.type : selectProduct({ requested: basis.type, available });
  const quote = product ? available[product] : undefined;
  if (!product || !quote) return null;
  const choice = { term: quote.term, deposit: quote.deposit, mileage: quote.mileage, type: product };
  return monthlyFigureOf(quote, representativeExampleHref(slug, choice, category));
}
