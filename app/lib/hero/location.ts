import type { FilterOptions } from "@contract/vehicle";
import { DISTANCE_RANGES } from "../search/distance";
import type { HeroSelection } from "./selection";

/**
 * The hero's Location (in its Features option): the shopper's postcode and how far from it, sent on to the results
 * page as `distance_from` and `distance_range`, which explains a postcode it cannot place.
 */

export interface DistanceChoice {
  value: string;
  label: string;
  count?: number;
}

/** "Within 10 / 25 / 50 / 100 miles", each with its count once the dealer API has placed the postcode. */
export function distanceChoices(filters: FilterOptions): DistanceChoice[] {
  return DISTANCE_RANGES.map((range) => ({
    value: String(range),
    label: `Within ${range} miles`,
    count: filters.distance[String(range)]?.count,
  }));
}

/** The chip: "Within 25 miles of LS11", or "Near LS11" at any distance. */
export function locationLabel(selection: HeroSelection): string | undefined {
  if (!selection.distance_from) return undefined;
  return selection.distance_range
    ? `Within ${selection.distance_range} miles of ${selection.distance_from}`
    : `Near ${selection.distance_from}`;
}

export function withoutLocation(selection: HeroSelection): HeroSelection {
  const next = { ...selection };
  delete next.distance_from;
  delete next.distance_range;
  return next;
}

/**
 * The picks the hero counts: its Location only once the dealer API has placed the postcode. One it cannot place (or a
 * distance without a postcode) is counted at any distance, as the results page searches it, with its message.
 */
export function countedLocation(selection: HeroSelection, placed: boolean): HeroSelection {
  return placed ? selection : withoutLocation(selection);
}
