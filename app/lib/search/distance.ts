import { POSTCODE_INVALID, readPostcode } from "@contract/places-vocabulary";
import type { SearchSort, SearchState } from "./state";

/**
 * The distance search in the site's URL (docs/product/search.md#search-state-and-the-url: `distance_from`, a
 * postcode, and `distance_range`): read from a URL or a no-JS form, and what the page says about it. Whether
 * a postcode exists only the dealer API knows (the search page's loader asks it); the format is checked here.
 */

/** The ranges the side panel and the hero offer ("Within 10 / 25 / 50 / 100 miles"); no range is "National". */
export const DISTANCE_RANGES = [10, 25, 50, 100] as const;

/** What a URL may carry as typed: enough for any postcode with stray spaces, not a paragraph. */
const MAX_TYPED = 40;

/**
 * The postcode as the URL keeps it: normalised when it is one ("ls118bu" → "LS11 8BU"), otherwise as typed (spaces
 * squeezed), so the field can show it again beside its message.
 */
export function readDistanceFrom(text: string | undefined): string | undefined {
  // Control characters never belong in a typed postcode.
  const typed = text
    ?.replace(/\p{Cc}/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_TYPED);
  if (!typed) return undefined;
  const read = readPostcode(typed);
  return read.ok ? read.value.postcode : typed;
}

export function readDistanceRange(text: string | undefined): number | undefined {
  const range = Number(text);
  return DISTANCE_RANGES.find((offered) => offered === range);
}

/** The search without its distance: what is asked when the postcode found no place. */
export function withoutDistance(state: SearchState, defaultSort: SearchSort): SearchState {
  const { distance_from: _from, distance_range: _range, ...rest } = state;
  void _from;
  void _range;
  return { ...rest, sort: state.sort === "distance|asc" ? defaultSort : state.sort };
}

/** The message beside the postcode field that the URL alone explains (a format the dealer API need not see). */
export function distanceMessage(
  state: Pick<SearchState, "distance_from" | "distance_range">,
): string | undefined {
  if (state.distance_from === undefined)
    return state.distance_range === undefined
      ? undefined
      : `Enter your postcode to see cars within ${state.distance_range} miles`;
  return readPostcode(state.distance_from).ok ? undefined : POSTCODE_INVALID;
}
