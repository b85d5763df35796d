import { SAVED_SEARCH_ID } from "@contract/saved-searches";

/**
 * A guest's saved searches (docs/decisions/332-saved-searches-on-the-site.md): the session cookie keeps their ids,
 * newest first, and the dealer API the searches, as it keeps a guest's deals. A cookie holds about 4 KB, shared with
 * favourites, recently viewed cars and deals, and five searches of every filter would not fit in it beside them
 * (app/sessions.server.test.ts); five ids do. Signing in moves them to the account, which keeps more.
 */

/** How many searches a guest keeps (said on the page). */
export const GUEST_SEARCHES_LIMIT = 5;

/** The guest's list with a search first (once); a full list takes no more: the shopper chooses which to delete. */
export function withGuestSearch(
  list: readonly string[] | null | undefined,
  id: string,
): { list: string[]; outcome: "saved" | "already" | "full" } {
  const current = [...(list ?? [])];
  if (current.includes(id)) return { list: current, outcome: "already" };
  if (current.length >= GUEST_SEARCHES_LIMIT) return { list: current, outcome: "full" };
  return { list: [id, ...current], outcome: "saved" };
}

/** Whether the session holds the search: a guest opens, renames and deletes only their own. */
export const isGuestSearch = (list: readonly string[] | null | undefined, id: string): boolean =>
  SAVED_SEARCH_ID.test(id) && (list ?? []).includes(id);

export const withoutGuestSearch = (list: readonly string[] | null | undefined, id: string): string[] =>
  (list ?? []).filter((each) => each !== id);
