import { findPlace } from "~/dealer/places.server";
import type { Place } from "@contract/places";
import { distanceMessage } from "./distance";
import type { SearchState } from "./state";

/** The distance search as a page shows it: the postcode's place when the dealer API found one, else why not. */
export interface SearchDistance {
  place: Place | null;
  /** Beside the postcode field: no postcode, none such, or the look-up failed (the results ignore the distance). */
  message?: string;
}

/**
 * The postcode's place, when the URL has one in a form worth asking the dealer API about. The results page and the
 * home page's hero both search without the distance when there is none, and say why.
 */
export async function searchDistance(
  wanted: Pick<SearchState, "distance_from" | "distance_range">,
): Promise<SearchDistance> {
  const message = distanceMessage(wanted);
  if (message || wanted.distance_from === undefined) return { place: null, message };
  const lookup = await findPlace(wanted.distance_from);
  return lookup.kind === "found" ? { place: lookup.place } : { place: null, message: lookup.message };
}
