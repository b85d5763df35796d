import { queryOfPairs, SEARCH_PATH } from "~/lib/search/params";

/** Where a saved search opens: a page that marks its new cars as seen, then shows the results. */
export const openPath = (id: string) => `/saved-searches/${encodeURIComponent(id)}`;

/**
 * The results page of a saved search: the search path and the query the dealer API kept. The path is ours, so the
 * query can only ever open a search (the results page's loader reads it as any URL and keeps what is a filter).
 */
export function resultsHref(siteQuery: string): string {
  const query = queryOfPairs(new URLSearchParams(siteQuery));
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}
