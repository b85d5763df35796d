import type { DealPrice } from "@contract/deals";
import { summaryRows } from "~/lib/deal/summary";

/**
 * A deal's figures, each once, as the dealer API priced them (app/lib/deal/summary.ts): the deal page's summary and the
 * reservation's show the same list, to the penny.
 */
export function DealFigures({ deal, adminFee }: { deal: DealPrice; adminFee: number }) {
  return (
    <dl aria-label="Your deal's figures" className="divide-y divide-gray-200 border-y border-gray-200">
      {summaryRows(deal, adminFee).map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-2">
          <dt className="text-gray-700">{row.label}</dt>
          <dd className="text-right font-semibold text-gray-900">
            {row.value}
            {row.note ? <span className="block text-sm font-normal text-gray-700">{row.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
