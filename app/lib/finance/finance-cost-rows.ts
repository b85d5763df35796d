import type { FinanceQuote } from "@contract/finance";
import { formatMonthlyPayment } from "../format";
import type { CostRow } from "../vehicle/true-cost";
import { exampleSentence, promotionLine } from "./example-text";
import { figuresFromQuote } from "./figures";
import type { ProductKey } from "./quotes";

const LABELS: Record<ProductKey, string> = {
  HP: "Hire Purchase (HP) monthly payment",
  PCP: "Personal Contract Purchase (PCP) monthly payment",
};

/**
 * The "true cost" table's finance rows: what the car costs a month on HP and on PCP, each with its representative
 * example beside it (CONC 3.5.5R), and the promotion the quote is priced under. `adminFee`: the car's, part of the
 * cash price.
 */
export function financeCostRows(
  quotes: Record<ProductKey, FinanceQuote | null>,
  adminFee: number,
): CostRow[] {
  return (["HP", "PCP"] as const).map((key) => {
    const quote = quotes[key];
    if (!quote) return { key: `finance-${key.toLowerCase()}`, label: LABELS[key], value: "Not available" };
    const figures = figuresFromQuote(quote);
    return {
      key: `finance-${key.toLowerCase()}`,
      label: LABELS[key],
      value: `${formatMonthlyPayment(figures.regularPayment)} a month`,
      note: [exampleSentence(figures, adminFee), figures.promotion ? promotionLine(figures.promotion) : ""]
        .filter(Boolean)
        .join(" "),
    };
  });
}
