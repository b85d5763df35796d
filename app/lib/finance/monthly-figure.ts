import type { FinanceQuote, FinanceQuotes } from "../../../dealer-api/contract/finance";
import type { FinanceChoice } from "./choice";
import { figuresFromQuote, type RepresentativeFigures } from "./figures";
import { representativeExampleHref } from "./finance-params";
import { cheapestByProduct, selectProduct, type ProductKey } from "./quotes";

/**
 * A monthly figure away from the car's own finance block (cards, similar cars, compare): the payment, its APR and its
 * representative example, shown together (CONC 3.5.5R), and where the car's page shows that example in full.
 */
export interface MonthlyFigureData {
  product: ProductKey;
  regularPayment: number;
  apr: number;
  term: number;
  /** What the shopper pays up front (a dealer's contribution is in `example`). */
  deposit: number;
  /** The car's page with this very choice, scrolled to its representative example. */
  exampleHref: string;
  /** Every figure of the representative example, from the same quote. */
  example: RepresentativeFigures;
  /** The car's compulsory admin fee, part of the example's cash price; null where the caller does not know it. */
  adminFee: number | null;
}

export function monthlyFigureOf(
  quote: FinanceQuote,
  exampleHref: string,
  adminFee: number | null = null,
): MonthlyFigureData {
  return {
    product: quote.key,
    regularPayment: quote.regular_payment,
    apr: quote.apr,
    term: quote.term,
    deposit: quote.deposit,
    exampleHref,
    example: figuresFromQuote(quote),
    adminFee,
  };
}

/**
 * The figure a card shows on the shopper's finance basis: their product when the lender offers it for this car,
 * otherwise the other one (docs/product/finance.md#personalise, rule 3); null when neither is offered.
 * `productOnly` (a monthly search): the basis's product or nothing, since that is the figure the budget was
 * matched on.
 */
export function monthlyFigureFor(
  quotes: FinanceQuotes | undefined,
  basis: FinanceChoice,
  car: { slug: string; category?: string; admin_fee?: number },
  productOnly = false,
): MonthlyFigureData | null {
  if (!quotes) return null;
  const available = cheapestByProduct([quotes.hpQuote, quotes.pcpQuote]);
  const product = productOnly ? basis.type : selectProduct({ requested: basis.type, available });
  const quote = product ? available[product] : undefined;
  if (!product || !quote) return null;
  const choice = { term: quote.term, deposit: quote.deposit, mileage: quote.mileage, type: product };
  const href = representativeExampleHref(car.slug, choice, car.category ?? "cars");
  return monthlyFigureOf(quote, href, car.admin_fee ?? null);
}
