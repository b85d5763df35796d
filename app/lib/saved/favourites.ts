/**
 * The shopper's favourites (docs/product/shell.md#saved-and-recently-viewed-cars, rule 5): a bounded list of
 * car slugs.
 */

export type FavouriteIntent = "save" | "remove";
export type FavouriteOutcome = "saved" | "removed" | "full" | "unchanged";

/**
 * The list after the shopper's choice, newest first. The intent is explicit rather than a flip, so a form sent twice
 * (a double click, a resubmitted page) leaves the car as the shopper asked. A full list takes no more cars: the shopper
 * decides which one to let go, the site does not drop one for them.
 */
export function applyFavourite(
  list: readonly string[] | undefined,
  slug: string,
  intent: FavouriteIntent,
  limit: number,
): { list: string[]; outcome: FavouriteOutcome } {
  const current = [...(list ?? [])];
  const has = current.includes(slug);
  if (intent === "remove")
    return has
      ? { list: current.filter((saved) => saved !== slug), outcome: "removed" }
      : { list: current, outcome: "unchanged" };
  if (has) return { list: current, outcome: "unchanged" };
  if (current.length >= limit) return { list: current, outcome: "full" };
  return { list: [slug, ...current], outcome: "saved" };
}

/** What the shopper is told after a toggle (a flash without JavaScript, a status message with it). */
export function favouriteMessage(outcome: FavouriteOutcome, intent: FavouriteIntent, limit: number): string {
  if (outcome === "full")
    return `You can save up to ${limit} cars. Remove one from your saved vehicles to save this one.`;
  return intent === "save" ? "Saved to your favourites." : "Removed from your favourites.";
}

/** The toggle's answer to an enhanced (fetcher) post. */
export type FavouriteAnswer = { outcome: FavouriteOutcome; message: string } | { error: string };
