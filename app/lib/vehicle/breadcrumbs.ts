/**
 * Where the search results live (docs/product/shell.md#routes) and the budget finder's listing
 * (docs/product/finance.md#budget-finder).
 */
const RESULTS_PATH = "/used/cars/search";
const RESULT_PAGES = /^\/used\/cars(\/search(\/[^/]*)?)?\/?$/;

/**
 * 'Back to results' keeps the shopper's search: when they came from a results page of this site, the link returns to
 * that exact URL (filters, sort, page); otherwise it opens the search.
 */
export function backToResultsHref(referer: string | null, siteOrigin: string): string {
  if (!referer) return RESULTS_PATH;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return RESULTS_PATH;
  }
  if (from.origin !== siteOrigin || !RESULT_PAGES.test(from.pathname)) return RESULTS_PATH;
  return `${from.pathname}${from.search}`;
}

/**
 * The search for a make, or a make's range (docs/product/vehicle-page.md#breadcrumbs: query make and range,
 * slugified names).
 */
export function searchHref(make: string, range?: string): string {
  const query = new URLSearchParams({ make });
  if (range) query.set("range", range);
  return `${RESULTS_PATH}?${query}`;
}
