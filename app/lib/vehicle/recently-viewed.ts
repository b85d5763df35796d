/**
 * The session's recently viewed list: newest first, a car added only when it is not already there (so revisiting
 * doesn't reorder the list), and bounded by dropping the oldest.
 */
export function recordRecentlyViewed(
  list: readonly string[] | undefined,
  slug: string,
  limit: number,
): { list: string[]; changed: boolean } {
  const current = [...(list ?? [])];
  if (current.includes(slug)) return { list: current, changed: false };
  return { list: [slug, ...current].slice(0, Math.max(0, limit)), changed: true };
}
