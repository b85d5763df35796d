/**
 * The finance-personalise display rules (docs/product/finance.md#quotes-and-products, #personalise): which
 * quote of each product to show, which product is selected, and how many regular payments the breakdown
 * states.
 */

export type ProductKey = "HP" | "PCP";

/** The least a quote needs for these rules; the dealer API's FinanceQuote has all of it. */
export interface QuoteLike {
  product: string;
  regular_payment: number;
}

/** HP is named 'hp' or 'hire purchase', PCP 'pcp' (any case, as a word within a longer product name too). */
export function productKeyOf(productName: string): ProductKey | undefined {
  const name = productName.toLowerCase();
  if (/\bpcp\b/.test(name)) return "PCP";
  if (/\bhp\b/.test(name) || name.includes("hire purchase")) return "HP";
  return undefined;
}

/**
 * Per product, the quote with the lowest regular payment. A quote without a regular payment is no quote at all
 * ("Finance is not available"), and unrecognised products are left out.
 */
export function cheapestByProduct<Q extends QuoteLike>(
  quotes: Iterable<Q | null | undefined>,
): Partial<Record<ProductKey, Q>> {
  const cheapest: Partial<Record<ProductKey, Q>> = {};
  for (const quote of quotes) {
    if (!quote || !(quote.regular_payment > 0)) continue;
    const key = productKeyOf(quote.product);
    if (!key) continue;
    const kept = cheapest[key];
    if (!kept || quote.regular_payment < kept.regular_payment) cheapest[key] = quote;
  }
  return cheapest;
}

export const otherProduct = (key: ProductKey): ProductKey => (key === "HP" ? "PCP" : "HP");

export interface TypeSelection {
  /** The product the shopper chose (or the site default). */
  requested: ProductKey;
  available: Partial<Record<ProductKey, QuoteLike>>;
  /** show_cheapest on and this is the first load: pick the cheaper product. */
  preferCheapest?: boolean;
}

/**
 * The product to show: the cheaper one on a show_cheapest first load; otherwise the one asked for, switching to the
 * other when only that one has a quote. Undefined when neither has one.
 */
export function selectProduct({
  requested,
  available,
  preferCheapest = false,
}: TypeSelection): ProductKey | undefined {
  const { HP: hp, PCP: pcp } = available;
  if (preferCheapest && hp && pcp) {
    if (hp.regular_payment === pcp.regular_payment) return requested;
    return hp.regular_payment < pcp.regular_payment ? "HP" : "PCP";
  }
  if (available[requested]) return requested;
  const other = otherProduct(requested);
  return available[other] ? other : undefined;
}

// The count of regular payments is the contract's rule (finance-example.ts), which the alert e-mails share.
export { totalRegularPayments } from "@contract/finance-example";
