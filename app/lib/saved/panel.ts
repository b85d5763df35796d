/**
 * The header's saved and recently viewed bars open from the page's own URL without JavaScript
 * (?panel=saved&panel_page=2), so any page can show them and page through them with links.
 */

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

export const BAR_TEXT: Record<BarKind, { title: string; empty: string }> = {
  saved: { title: "Saved vehicles", empty: "You have no favourite vehicles" },
  recent: { title: "Recently viewed vehicles", empty: "You have no recently viewed vehicles" },
};
