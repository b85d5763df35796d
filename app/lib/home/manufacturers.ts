/**
 * The home page's popular manufacturers (home block 8, docs/product/home.md#home-blocks): 10 shown, 9 under
 * 1024 px, the rest on request.
 */
export const MANUFACTURERS_SHOWN = 10;
export const MANUFACTURERS_SHOWN_NARROW = 9;

/** The query value that asks for every manufacturer (the no-JS 'Load more manufacturers' link). */
export const ALL_MANUFACTURERS = "all";
export const MANUFACTURERS_ANCHOR = "popular-manufacturers";

export interface ManufacturerView<T> {
  makes: T[];
  /** From this index on, a make is hidden on screens under 1024 px (until the visitor asks for more). */
  narrowCut: number;
  /** 'Load more manufacturers' under 1024 px (more than 9 makes) and from 1024 px (more than 10). */
  moreNarrow: boolean;
  moreWide: boolean;
}

export function manufacturerView<T>(makes: T[], showAll: boolean): ManufacturerView<T> {
  if (showAll) return { makes, narrowCut: makes.length, moreNarrow: false, moreWide: false };
  return {
    makes: makes.slice(0, MANUFACTURERS_SHOWN),
    narrowCut: MANUFACTURERS_SHOWN_NARROW,
    moreNarrow: makes.length > MANUFACTURERS_SHOWN_NARROW,
    moreWide: makes.length > MANUFACTURERS_SHOWN,
  };
}

/** Each make links to the search with query make as a slugified name. */
export function manufacturerSearchUrl(slug: string): string {
  return `/used/cars/search/?${new URLSearchParams({ make: slug })}`;
}
