import type { DealPrice } from "@contract/deals";
import { summaryRows } from "~/lib/deal/summary";
import { FigureList } from "~/components/finance/QuoteBreakdown";

/**
 * A deal's figures, each once, as the dealer API priced them (app/lib/deal/summary.ts): the deal page's summary and the
 * reservation's show the same list, to the penny.
 */
export function DealFigures({ deal, adminFee }: { deal: DealPrice; adminFee: number }) {
  return <FigureList rows={summaryRows(deal, adminFee)} label="Your deal's figures" />;
}
