import { formatPrice } from "../format";
import type { QuotePromotion } from "./figures";

/**
 * The words of a representative example beside a monthly figure (CONC 3.5.5R): every figure from the quote itself,
 * none worked out here. The sentence itself is the contract's (dealer-api/contract/finance-example.ts), so the dealer
 * API's alert e-mails word it by the same rule.
 */
export { exampleFigures, exampleSentence, sentenceMoney } from "@contract/finance-example";

/**
 * The compulsory admin fee is part of the cash price the dealer API quotes on (docs/decisions/070-finance-ui.md), so
 * the label says so when the car has one; `adminFee` is unknown (null) where the figure is not for one car.
 */
export function cashPriceLabel(adminFee?: number | null): string {
  return adminFee && adminFee > 0
    ? `Cash price (including ${formatPrice(adminFee)} admin fee)`
    : "Cash price";
}

/** Said next to a figure whose quote a promotion priced. */
export const promotionLine = (promotion: QuotePromotion) => `Priced with our ${promotion.heading} offer.`;
