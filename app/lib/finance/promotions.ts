import type { FinanceQuote } from "../../../dealer-api/contract/finance";
import type { Promo } from "../../../dealer-api/contract/content";

/**
 * The car's finance promotions (0% APR, a deposit contribution) beside its quotes. The dealer API names the promotion
 * a quote is priced under; an offer the shopper's choice does not meet says, in its own words, what it applies to.
 */

export interface FinancePromotion {
  id: number;
  heading: string;
  text: string;
  terms: string;
}

/**
 * A promotion is about finance when its heading or text speaks of an APR or the deposit: the promotion carries no
 * other mark of it (dealer-api/contract/content.ts).
 */
const FINANCE_WORDS = /\bAPR\b|\bdeposit\b/i;
const APR_WORDS = /\bAPR\b/i;

export function financePromotionsOf(promotions: readonly Promo[]): FinancePromotion[] {
  return promotions
    .filter((promo) => FINANCE_WORDS.test(`${promo.contents.heading} ${promo.contents.text}`))
    .map((promo) => ({
      id: promo.id,
      heading: promo.contents.heading,
      text: promo.contents.text,
      terms: promo.contents.terms,
    }));
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
    .filter((promotion) => !(quote.apr === 0 && APR_WORDS.test(`${promotion.heading} ${promotion.text}`)))
    .map((promotion) =>
      [`Our ${promotion.heading} offer is not in this quote.`, promotion.text, promotion.terms]
        .filter(Boolean)
        .join(" "),
    );
}
