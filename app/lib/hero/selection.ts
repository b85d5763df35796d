import { withSettledMonthly } from "~/lib/search/monthly-range";

/**
 * The hero search's selection (docs/product/home.md#hero-search) and the URLs it becomes.
 * The same selection travels in three places: the home page's own URL (no-JS Update and chip links), the live-count
 * resource route, and the GET to /used/cars/search with the search's field names and the shopper's finance
 * basis.
 */
import type { FinanceChoice } from "~/lib/finance/choice";
import { basisFields, type ListFilter, type SearchVocabulary } from "~/lib/search/state";
import { keptListValues } from "~/lib/search/params";
import { readDistanceFrom, readDistanceRange } from "~/lib/search/distance";
import { dealerRanges, makeIn, modelsOfChosenMakes } from "~/lib/search/make-models";

/**
 * Multi-value groups, comma-joined in URLs. fuel_type joins the hero form's four so every "Help me choose"
 * group can be picked.
 */
export const LIST_FIELDS = ["make", "range", "body_type", "colours", "transmission", "fuel_type"] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** Budget bounds: a new value replaces the old one. */
export const BOUND_FIELDS = ["max_price", "min_price", "monthly_from", "monthly_to"] as const;
export type BoundField = (typeof BOUND_FIELDS)[number];

export type HeroSelection = Record<ListField, string[]> &
  Partial<Record<BoundField, number>> & {
    /** The Location: the shopper's postcode (normalised when it is one, else as typed) and most miles from it. */
    distance_from?: string;
    distance_range?: number;
  };

/** The results page's filter each hero group is: the hero's "colours" is its "colour". */
const SEARCH_FILTER: Record<ListField, ListFilter> = {
  make: "make",
  range: "range",
  body_type: "body_type",
  colours: "colour",
  transmission: "transmission",
  fuel_type: "fuel_type",
};

export function emptySelection(): HeroSelection {
  return { make: [], range: [], body_type: [], colours: [], transmission: [], fuel_type: [] };
}

function readBound(params: URLSearchParams, field: BoundField): number | undefined {
  const value = params.get(field)?.trim();
  if (!value || !/^\d{1,8}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * Reads a selection from a URL query, as a no-JS form sends it (repeated names, empty selects) or as links and the
 * enhanced form send it (comma-joined). Anything malformed or unknown is left out rather than rejected, by the
 * results page's own rule (keptListValues): given the stock's vocabulary, makes and models it holds only.
 */
export function parseHeroSelection(params: URLSearchParams, vocabulary?: SearchVocabulary): HeroSelection {
  const selection = emptySelection();
  for (const field of LIST_FIELDS)
    selection[field] = keptListValues(SEARCH_FILTER[field], params.getAll(field), vocabulary);
  for (const field of BOUND_FIELDS) {
    const value = readBound(params, field);
    if (value !== undefined) selection[field] = value;
  }
  // Models belong to chosen makes (make-models.ts); without the vocabulary, none without a make.
  selection.range = vocabulary
    ? modelsOfChosenMakes(selection.make, selection.range, makeIn(vocabulary))
    : selection.make.length === 0
      ? []
      : selection.range;
  const distanceFrom = readDistanceFrom(params.get("distance_from") ?? undefined);
  if (distanceFrom) selection.distance_from = distanceFrom;
  const distanceRange = readDistanceRange(params.get("distance_range") ?? undefined);
  if (distanceRange) selection.distance_range = distanceRange;
  return normaliseBudget(selection);
}

/**
 * Keeps the budget bounds coherent when both arrive at once (a no-JS form sends both selects together, so which one
 * changed is unknown): the monthly pair by the one monthly rule (monthly-range.ts); total bounds the wrong way round
 * are swapped, as the shopper surely meant, and an equal total minimum is dropped ("up to").
 */
export function normaliseBudget(selection: HeroSelection): HeroSelection {
  const next = withSettledMonthly(selection);
  if (next.min_price !== undefined && next.max_price !== undefined) {
    if (next.min_price > next.max_price) [next.min_price, next.max_price] = [next.max_price, next.min_price];
    if (next.min_price === next.max_price) delete next.min_price;
  }
  return next;
}

export function hasMonthlyBudget(selection: HeroSelection): boolean {
  return selection.monthly_from !== undefined || selection.monthly_to !== undefined;
}

export function hasTotalBudget(selection: HeroSelection): boolean {
  return selection.min_price !== undefined || selection.max_price !== undefined;
}

/** The picks alone, in the hero form's field order, multi-values comma-joined, nothing empty. */
export function selectionParams(selection: HeroSelection): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of LIST_FIELDS) {
    if (selection[field].length > 0) params.set(field, selection[field].join(","));
  }
  for (const field of BOUND_FIELDS) {
    const value = selection[field];
    if (value !== undefined) params.set(field, String(value));
  }
  if (selection.distance_from) params.set("distance_from", selection.distance_from);
  if (selection.distance_range) params.set("distance_range", String(selection.distance_range));
  return params;
}

/**
 * What the hero sends to the results page: the picks, and with a monthly budget the shopper's finance basis it is
 * searched on, the one the results page's cards are priced on (docs/decisions/130-one-finance-basis.md).
 */
export function searchParams(selection: HeroSelection, basis: FinanceChoice): URLSearchParams {
  const params = selectionParams(selection);
  if (hasMonthlyBudget(selection))
    for (const [name, value] of Object.entries(basisFields(basis))) params.set(name, String(value));
  return params;
}

/**
 * The dealer API's count for the hero: the same search on the whole basis (the monthly options count on it too),
 * cars with pictures only (docs/product/search.md#results-page).
 */
export function countQuery(
  selection: HeroSelection,
  basis: FinanceChoice,
  vocabulary?: Pick<SearchVocabulary, "ranges">,
): Record<string, string> {
  const basisQuery = Object.fromEntries(
    Object.entries(basisFields(basis)).map(([name, value]) => [name, String(value)]),
  );
  const query = Object.fromEntries(selectionParams(selection));
  // A model chosen for one make does not hide the other chosen makes' cars, as on the results page (make-models.ts).
  const ranges = vocabulary ? dealerRanges(selection.make, selection.range, vocabulary) : selection.range;
  if (ranges.length > 0) query.range = ranges.join(",");
  // A postcode the dealer API cannot place is left out before this (hero.server.ts), as the results page leaves it.
  return { ...query, ...basisQuery, min_images: "1" };
}

export function searchUrl(selection: HeroSelection, basis: FinanceChoice): string {
  return `/used/cars/search?${searchParams(selection, basis)}`;
}

/** The home page showing these picks: where no-JS Update, Cancel and chip removal lead. */
export function homeUrl(selection: HeroSelection): string {
  const query = selectionParams(selection).toString();
  return query ? `/?${query}` : "/";
}

/** Every query name the hero reads; "hero=search" is its no-JS search button. */
const HERO_PARAMS = new Set<string>([
  ...LIST_FIELDS,
  ...BOUND_FIELDS,
  "distance_from",
  "distance_range",
  "hero",
]);

/**
 * The home page's tidy query for these picks (what homeUrl gives), keeping any other parameter (a campaign tag) as it
 * came. A no-JS Update sends repeated names and empty selects; the home page redirects once to this.
 */
export function canonicalHomeQuery(params: URLSearchParams, selection: HeroSelection): string {
  const query = selectionParams(selection);
  for (const [name, value] of params) if (!HERO_PARAMS.has(name)) query.append(name, value);
  return query.toString();
}

export function isEmptySelection(selection: HeroSelection): boolean {
  return selectionParams(selection).toString() === "";
}

export function sameSelection(a: HeroSelection, b: HeroSelection): boolean {
  return selectionParams(a).toString() === selectionParams(b).toString();
}
