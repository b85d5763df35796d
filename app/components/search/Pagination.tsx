import { Link } from "@remix-run/react";
import { pageItems } from "~/lib/search/pagination";
import { searchHref } from "~/lib/search/params";
import { withPage } from "~/lib/search/rules";
import type { SearchState } from "~/lib/search/state";
import { FOCUS_RESULTS } from "./AppliedFilters";
import { useSearch } from "./search-context";
import { focusRing } from "./styles";

const item = `inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold ${focusRing}`;

/**
 * Real links to the other pages of results, keeping every filter and the sort
 * (docs/product/search.md#changing-a-search).
 */
export function Pagination({ state, lastPage }: { state: SearchState; lastPage: number }) {
  const { defaults } = useSearch();
  const current = state.page;
  const items = pageItems(current, lastPage);
  if (items.length === 0) return null;
  const href = (page: number) => searchHref(withPage(state, page), defaults);
  const step = (page: number, label: string, rel: "prev" | "next") =>
    page >= 1 && page <= lastPage ? (
      <li>
        <Link to={href(page)} rel={rel} state={FOCUS_RESULTS} className={`${item} border-brand text-brand`}>
          {label}
        </Link>
      </li>
    ) : null;
  return (
    <nav aria-label="Pages of results">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {step(current - 1, "Previous", "prev")}
        {items.map((entry) =>
          "gap" in entry ? (
            <li key={entry.gap} aria-hidden="true" className="px-1 text-gray-700">
              …
            </li>
          ) : (
            <li key={entry.page}>
              {entry.page === current ? (
                <span aria-current="page" className={`${item} border-brand bg-brand text-white`}>
                  <span className="sr-only">Page </span>
                  {entry.page}
                </span>
              ) : (
                <Link
                  to={href(entry.page)}
                  state={FOCUS_RESULTS}
                  aria-label={`Page ${entry.page}`}
                  className={`${item} border-gray-300 text-brand no-underline hover:border-brand`}
                >
                  {entry.page}
                </Link>
              )}
            </li>
          ),
        )}
        {step(current + 1, "Next", "next")}
      </ul>
    </nav>
  );
}
