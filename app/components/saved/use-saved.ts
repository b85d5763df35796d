import { useFetchers, useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/root";
import type { SavedState } from "~/lib/saved/saved-cars.server";

export const FAVOURITE_ACTION = "/favourites/toggle";
export const BAR_RESOURCE = "/resources/saved-bar";

const NOTHING_SAVED: SavedState = { favourites: [], bar: null };

/** The shopper's saved cars and the bar their URL opens, from the root loader. */
export function useSavedState(): SavedState {
  return useRouteLoaderData<RootData>("root")?.saved ?? NOTHING_SAVED;
}

/** The saved count as the shopper will see it once their pending toggles are answered (optimistic header counter). */
export function useOptimisticCount(count: number): number {
  const pending = useFetchers().filter(
    (fetcher) =>
      fetcher.formAction === FAVOURITE_ACTION && fetcher.formData && fetcher.state === "submitting",
  );
  return Math.max(
    0,
    pending.reduce((total, fetcher) => total + (fetcher.formData?.get("intent") === "save" ? 1 : -1), count),
  );
}
