import type { FinanceQuote, FinanceQuotes } from "@contract/finance";
import { formatNumber } from "../format";
import { depositWording, type FinanceChoice } from "./choice";
import { figuresFromQuote, type RepresentativeFigures } from "./figures";
import { representativeExampleHref } from "./finance-params";
import { cheapestByProduct, otherProduct, selectProduct, type ProductKey } from "./quotes";

/**
 * A monthly figure away from the car's own finance block (cards, similar cars, compare): the payment, its APR and its
 * representative example, shown together (CONC 3.5.5R), and where the car's page shows that example in full.
 */
export interface QuotedMonthlyFigure {
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

/**
 * What a card says instead of a figure when the lender quotes nothing on the shopper's basis: the basis, the lender's
 * reasons and the terms it would offer, as the car's page says them (docs/product/finance.md#personalise, rule 4),
 * and a link to that page on the same basis.
 */
export interface UnavailableFinance {
  unavailable: true;
  /** "Finance is not available on your choice (HP over 48 months, £3,000 deposit, 6,000 miles a year)." */
  summary: string;
  /** "HP lends £1,000 to £100,000.", "HP is available over 24 or 36 months." */
  reasons: string[];
  /** The car's page on this basis, at its finance block. */
  href: string;
}

/** A card's finance: its monthly figure, or why there is none. */
export type MonthlyFigureData = QuotedMonthlyFigure | UnavailableFinance;

export function monthlyFigureOf(
  quote: FinanceQuote,
  exampleHref: string,
  adminFee: number | null = null,
): QuotedMonthlyFigure {
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
): QuotedMonthlyFigure | null {
  if (!quotes) return null;
  const available = cheapestByProduct([quotes.hpQuote, quotes.pcpQuote]);
  const product = productOnly ? basis.type : selectProduct({ requested: basis.type, available });
  const quote = product ? available[product] : undefined;
  if (!product || !quote) return null;
  // A percentage basis is linked as the percentage: the car's page reads it to the same pounds by the same rule, and
  // keeps the shopper's basis a percentage (docs/decisions/290-percentage-deposit-basis.md).
  const deposit =
    basis.depositType === "Percentage"
      ? { deposit: basis.deposit, depositType: basis.depositType }
      : { deposit: quote.deposit };
  const choice = { term: quote.term, mileage: quote.mileage, type: product, ...deposit };
  const href = representativeExampleHref(car.slug, choice, car.category ?? "cars");
  return monthlyFigureOf(quote, href, car.admin_fee ?? null);
}

const orList = (values: readonly number[]) =>
  values.length < 2 ? values.join("") : `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;

/**
 * Why a car the dealer API answered for has no figure on `basis` (`monthlyFigureFor` gave none): the products the
 * card could show (the basis's alone in a monthly search, else either), each with the lender's reason and the terms
 * it offers instead. Null when the dealer API said nothing about the car (a failed call says nothing on a card).
 */
export function unavailableFinanceFor(
  quotes: FinanceQuotes | undefined,
  basis: FinanceChoice,
  car: { slug: string; category?: string },
  productOnly = false,
): UnavailableFinance | null {
  if (!quotes) return null;
  const products: ProductKey[] = productOnly ? [basis.type] : [basis.type, otherProduct(basis.type)];
  const declines = { HP: quotes.hpDeclined, PCP: quotes.pcpDeclined };
  const reasons = new Set<string>();
  for (const product of products) {
    const decline = declines[product];
    if (decline?.reason) reasons.add(`${decline.reason}.`);
    const terms = (decline?.terms ?? []).filter((term) => term !== basis.term);
    if (terms.length > 0) reasons.add(`${product} is available over ${orList(terms)} months.`);
  }
  const named = products.join(" or ");
  return {
    unavailable: true,
    summary:
      `${productOnly ? named : "Finance"} is not available on your choice (${basis.type} over ${basis.term} ` +
      `months, ${depositWording(basis)}, ${formatNumber(basis.mileage)} miles a year).`,
    reasons: [...reasons],
    href: representativeExampleHref(car.slug, basis, car.category ?? "cars"),
  };
}
