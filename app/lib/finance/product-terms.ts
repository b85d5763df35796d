import { TERMS } from "~/lib/click-collect/order-steps";
import type { FinanceProductKey } from "@contract/finance";

/**
 * The terms a finance product runs to (docs/product/finance.md: PCP up to 48 months, HP up to 60): the one rule the
 * click-and-collect payment step and the search's finance basis both offer (docs/decisions/285).
 */
export const termsFor = (product: FinanceProductKey): readonly number[] => TERMS[product];

/** A term the product has: the one asked for, else the longest it has below it, else its shortest. */
export function termForProduct(product: FinanceProductKey, term: number): number {
  const terms = termsFor(product);
  if (terms.includes(term)) return term;
  const below = terms.filter((allowed) => allowed < term);
  return below.length ? Math.max(...below) : Math.min(...terms);
}
