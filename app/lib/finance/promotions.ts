import type { FinanceQuote } from "@contract/finance";
import type { Promo } from "@contract/content";

/**
 * The car's finance promotions (0% APR, a deposit contribution) beside its quotes. The dealer API names the promotion
 * a quote is priced under; an offer the shopper's choice does not meet says, in its own words, what it applies to.
 */

export interface FinancePromotion {
  id: number;
  heading: string;
  text: string;
  terms: string;
  /** The APR the offer prices at, when it is an APR offer. */
  apr: number | null;
}

/** The promotions that are finance offers: those carrying finance terms (dealer-api/contract/content.ts). */
export function financePromotionsOf(promotions: readonly Promo[]): FinancePromotion[] {
  return promotions.flatMap(({ id, contents }) =>
    contents.finance
      ? [
          {
            id,
            heading: contents.heading,
            text: contents.text,
            terms: contents.terms,
            apr: contents.finance.apr ?? null,
          },
        ]
      : [],
  );
}

/**
 * For each finance promotion the quote is not priced under: what the offer applies to. None without a quote, and no
 * APR offer beside a quote at 0% APR already (a car's own 0% deal): it has nothing better to offer.
 */
export function unmetPromotionNotes(
  promotions: readonly FinancePromotion[],
  quote: Pick<FinanceQuote, "promotion" | "apr"> | null,
): string[] {
  if (!quote) return [];
  return promotions
    .filter((promotion) => promotion.id !== quote.promotion?.id)
    .filter((promotion) => !(quote.apr === 0 && promotion.apr !== null))
    .map((promotion) =>
      [`Our ${promotion.heading} offer is not in this quote.`, promotion.text, promotion.terms]
        .filter(Boolean)
        .join(" "),
    );
}
