import { useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { HeartIcon } from "~/components/icons";
import type { FavouriteAnswer } from "~/lib/saved/favourites";
import { FAVOURITE_ACTION, useSavedState } from "./use-saved";

interface FavouriteToggleProps {
  slug: string;
  /** The car as the shopper reads it ("Ford Fiesta"), for the button's name. */
  carName: string;
  /** "toggle": a heart that saves and removes (cards, the vehicle page). "remove": the bars' Remove button. */
  kind?: "toggle" | "remove";
}

const buttonClass = "favourite-button";

/**
 * Saves or removes a car (docs/product/shell.md#saved-and-recently-viewed-cars, rule 5). A POST form that
 * works alone (back to this page with a confirmation); with JavaScript a fetcher sends it and the heart
 * changes at once. Toggles of the same car share one fetcher, so a card, the bar and the vehicle page agree
 * while the answer is on its way.
 */
export function FavouriteToggle({ slug, carName, kind = "toggle" }: FavouriteToggleProps) {
  const { favourites } = useSavedState();
  const fetcher = useFetcher<FavouriteAnswer>({ key: `favourite:${slug}` });
  const hydrated = useHydrated();
  const location = useLocation();
  const pending = fetcher.formData?.get("intent");
  const saved = pending ? pending === "save" : favourites.includes(slug);
  const intent = kind === "remove" || saved ? "remove" : "save";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const problem =
    answer && ("error" in answer ? answer.error : answer.outcome === "full" ? answer.message : null);
  return (
    // A plain form that the fetcher sends: a page draws many of these, and <fetcher.Form> works out its action anew in
    // each one (ADR 071).
    <form
      method="post"
      action={FAVOURITE_ACTION}
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        fetcher.submit(event.currentTarget);
      }}
    >
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="respond" value="data" /> : null}
      {kind === "remove" ? (
        <button type="submit" className={buttonClass} aria-label={`Remove ${carName} from favourites`}>
          Remove
        </button>
      ) : (
        <button
          type="submit"
          className={buttonClass}
          aria-pressed={saved}
          aria-label={saved ? `Remove ${carName} from favourites` : `Save ${carName} to favourites`}
        >
          <HeartIcon className={`h-6 w-6 ${saved ? "fill-current" : ""}`} />
        </button>
      )}
      {problem ? (
        <p
          role="alert"
          // Remove sits at a thumbnail card's left edge (VehicleCard), a heart at a card's right: the note opens inward.
          className={`absolute ${kind === "remove" ? "left-0" : "right-0"} top-full z-20 mt-1 w-60 rounded border border-red-700 bg-white p-2 text-sm text-red-900 shadow`}
        >
          {problem}
        </p>
      ) : null}
    </form>
  );
}
