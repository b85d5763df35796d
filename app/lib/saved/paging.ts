/**
 * Paging of the saved and recently viewed bars (docs/product/shell.md#saved-and-recently-viewed-cars: 3 cards
 * a page).
 */

export const BAR_PAGE_SIZE = 3;

export interface BarPage {
  /** The page shown, 1-based, moved into range. */
  page: number;
  pages: number;
  /** Index of the first and one past the last item of the page. */
  start: number;
  end: number;
  /** "Showing 6 of 7": how far through the list this page reaches. */
  showing: string;
}

/** A page number from a URL: anything that is not a whole number from 1 reads as the first page. */
export function pageParam(value: string | null | undefined): number {
  return value && /^\d{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : 1;
}

export function barPage(total: number, requested: number, size = BAR_PAGE_SIZE): BarPage {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pages);
  const start = Math.min((page - 1) * size, total);
  const end = Math.min(start + size, total);
  return { page, pages, start, end, showing: `Showing ${end} of ${total}` };
}
