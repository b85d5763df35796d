import { lookUpPlace } from "../places/look-up";
import type { PlaceFinder } from "../places/place-finder";
import type { Parsed, StockQuery } from "./search-params";

/**
 * The distance search (`distance_from`, `distance_range`, `sort=distance|asc`): a car is as far from the shopper as its
 * branch is from their postcode's place (places/), in whole miles as the crow flies.
 */

/** The distances the search and the counts offer: "within 10 / 25 / 50 / 100 miles", then any distance. */
export const distanceRanges = [10, 25, 50, 100] as const;

/** Sites within the range, or every site with no range; undefined when the search names no distance. */
export function sitesWithin(distance: StockQuery["filters"]["distance"]): number[] | undefined {
  if (!distance || distance.range === undefined) return undefined;
  const range = distance.range;
  return Object.entries(distance.miles)
    .filter(([, miles]) => miles <= range)
    .map(([site]) => Number(site));
}

/** Sites nearest first, ties by id: the order `distance|asc` lists cars in (each site's cars by price, then id). */
export const sitesByDistance = (miles: Record<number, number>): number[] =>
  Object.entries(miles)
    .map(([site, distance]) => [Number(site), distance] as const)
    .sort(([a, x], [b, y]) => x - y || a - b)
    .map(([site]) => site);

/**
 * Adds the shopper's distance to a parsed query: the postcode's place looked up (a 400 names `distance_from` when it is
 * no postcode or no such postcode exists). A range or the distance sort without a postcode is refused too.
 */
export async function withDistance(
  query: StockQuery,
  params: URLSearchParams,
  places: PlaceFinder,
): Promise<Parsed<StockQuery>> {
  const from = params.get("distance_from")?.trim() ?? "";
  const rangeText = params.get("distance_range")?.trim() ?? "";
  const range = rangeText === "" ? undefined : Number(rangeText);
  if (from === "") {
    if (query.sort === "distance|asc")
      return { ok: false, message: "sort: distance|asc needs distance_from (a postcode)" };
    if (range !== undefined) return { ok: false, message: "distance_range needs distance_from (a postcode)" };
    return { ok: true, value: query };
  }
  const looked = await lookUpPlace(places, from);
  if (!looked.ok) return { ok: false, message: `distance_from: ${looked.message}` };
  const miles = Object.fromEntries(looked.place.branches.map((branch) => [branch.site_id, branch.miles]));
  return { ok: true, value: { ...query, filters: { ...query.filters, distance: { miles, range } } } };
}
