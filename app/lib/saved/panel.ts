/**
 * The header's saved and recently viewed bars open from the page's own URL without JavaScript
 * (?panel=saved&panel_page=2), so any page can show them and page through them with links.
 */

import { pageParam } from "./paging";

export type BarKind = "saved" | "recent";

export const PANEL_PARAM = "panel";
export const PANEL_PAGE_PARAM = "panel_page";

export function barKindOf(value: string | null | undefined): BarKind | null {
  return value === "saved" || value === "recent" ? value : null;
}

/** The current page's address with the bar (and its page) set, or with no bar when `kind` is null. */
export function panelHref(pathname: string, search: string, kind: BarKind | null, page = 1): string {
  const params = new URLSearchParams(search);
  params.delete(PANEL_PARAM);
  params.delete(PANEL_PAGE_PARAM);
  if (kind) {
    params.set(PANEL_PARAM, kind);
    if (page > 1) params.set(PANEL_PAGE_PARAM, String(page));
  }
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

/**
 * The bar a page's address opens, as panelHref writes it (the bar, then its page past the first), or none. A page that
 * redirects its address to a canonical form keeps these after its own names, so the bar opens there as anywhere.
 */
export function panelPairs(params: URLSearchParams): [string, string][] {
  const kind = barKindOf(params.get(PANEL_PARAM));
  if (!kind) return [];
  const page = pageParam(params.get(PANEL_PAGE_PARAM));
  return page > 1
    ? [
        [PANEL_PARAM, kind],
        [PANEL_PAGE_PARAM, String(page)],
      ]
    : [[PANEL_PARAM, kind]];
}

/** A page's canonical address with the bar its request opened (panelPairs) kept after its own query. */
export function withPanel(href: string, pairs: [string, string][]): string {
  if (pairs.length === 0) return href;
  return `${href}${href.includes("?") ? "&" : "?"}${new URLSearchParams(pairs)}`;
}

export const BAR_TEXT: Record<BarKind, { title: string; empty: string }> = {
  saved: { title: "Saved vehicles", empty: "You have no favourite vehicles" },
  recent: { title: "Recently viewed vehicles", empty: "You have no recently viewed vehicles" },
};
