/**
 * The page links under the results: always the first and last page, the current one with a neighbour either side,
 * and a gap wherever pages are skipped ("1 … 4 5 6 … 38").
 */
export type PageItem = { page: number } | { gap: string };

export function pageItems(current: number, last: number): PageItem[] {
  if (last <= 1) return [];
  const shown = new Set([1, last, current - 1, current, current + 1]);
  // No gap of a single page: show that page instead.
  if (shown.has(3)) shown.add(2);
  if (shown.has(last - 2)) shown.add(last - 1);
  const pages = [...shown].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    if (index > 0 && page - pages[index - 1] > 1) items.push({ gap: `before-${page}` });
    items.push({ page });
  });
  return items;
}

/** "Showing 10–18 of 337 cars": the positions of the first and last car on this page. */
export function shownRange(page: number, perPage: number, total: number): { first: number; last: number } {
  if (total === 0) return { first: 0, last: 0 };
  const first = Math.min((page - 1) * perPage + 1, total);
  return { first, last: Math.min(page * perPage, total) };
}
