import { Link } from "@remix-run/react";
import type { ChipLink } from "~/lib/search/search-page.server";
import { focusRing } from "./styles";

/** Links that move focus to the results heading once the new results are in (see useFocusResults). */
export const FOCUS_RESULTS = { focusResults: true };

/**
 * The applied filters as chips (docs/product/search.md#results-page); removing one is a real link to the
 * search without it.
 */
export function AppliedFilters({ chips, clearAllHref }: { chips: ChipLink[]; clearAllHref: string }) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-labelledby="applied-heading" role="region">
      <h2 id="applied-heading" className="sr-only">
        Applied filters
      </h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.id}>
            <Link
              to={chip.href}
              state={FOCUS_RESULTS}
              preventScrollReset
              aria-label={`Remove ${chip.group}: ${chip.value}`}
              className="filter-chip"
            >
              <span>
                <span className="text-gray-700">{chip.group}:</span> {chip.value}
              </span>
              <span aria-hidden="true" className="text-lg font-bold leading-none text-brand">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={clearAllHref}
        state={FOCUS_RESULTS}
        preventScrollReset
        className={`min-h-11 px-2 py-2.5 text-sm font-semibold ${focusRing}`}
      >
        Clear all filters
      </Link>
    </div>
  );
}
