import { termForProduct } from "~/lib/finance/product-terms";
import {
  COIN,
  FINANCE_CHOICES,
  FINANCE_FIELDS,
  LIST_FILTERS,
  LIST_VALUE_RULES,
  NUMBER_FILTERS,
  NUMBER_RULES,
  PLATE,
  PLATE_FILTERS,
  SORT_OPTIONS,
  SPEC_DEFAULTS,
  emptyState,
  hasMonthlyBounds,
  plateOrder,
  type BudgetMode,
  type ListFilter,
  type NumberFilter,
  type SearchDefaults,
  type SearchSort,
  type SearchState,
  type SearchVocabulary,
} from "./state";
import { withSettledMonthly } from "./monthly-range";
import { readDistanceFrom, readDistanceRange } from "./distance";
import { makeIn, modelsOfChosenMakes } from "./make-models";
import { readDeposit, sameDeposit, type SearchDeposit } from "./deposit";

/** The deposit of a basis, with its type when it is a percentage. */
const depositOf = (basis: SearchDeposit): SearchDeposit =>
  basis.finance_deposit_type
    ? { finance_deposit: basis.finance_deposit, finance_deposit_type: basis.finance_deposit_type }
    : { finance_deposit: basis.finance_deposit };

/**
 * URL query ⇄ search state. Reading accepts what a no-JS GET form sends (repeated names, empty selects) and what links
 * send (comma-joined); anything the dealer API would refuse is dropped, never passed on. Writing gives one canonical
 * query for a state, so a shared URL reproduces the page exactly and the loader can redirect everything else to it.
 */

export const SEARCH_PATH = "/used/cars/search";

/** More values than this in one group is a hand-made URL: the rest are ignored. */
const MAX_VALUES = 60;

export interface ParseContext {
  defaults?: SearchDefaults;
  /** When given, makes, models, trims and branches the stock doesn't hold are dropped, and models pull in their makes. */
  vocabulary?: SearchVocabulary;
}

/**
 * The values of one list filter that a search keeps, from what a URL sends (repeated or comma-joined): lower-cased,
 * each in the form the dealer API accepts, and, given the stock's vocabulary, only makes, models, trims and branches
 * the stock holds. The results page and the home page's hero read their URLs by this one rule.
 */
export function keptListValues(
  key: ListFilter,
  sent: readonly string[],
  vocabulary?: SearchVocabulary,
): string[] {
  const known: Partial<Record<ListFilter, Record<string, unknown>>> = {
    make: vocabulary?.makes,
    range: vocabulary?.ranges,
    derivative: vocabulary?.derivatives,
    location_name: vocabulary?.locations,
  };
  const values = sent
    .flatMap((value) => value.split(","))
    .map((value) => value.trim().toLowerCase())
    .filter((value) => LIST_VALUE_RULES[key](value))
    .filter((value) => !known[key] || Object.hasOwn(known[key]!, value));
  return [...new Set(values)].slice(0, MAX_VALUES);
}

function readList(params: URLSearchParams, key: ListFilter, vocabulary?: SearchVocabulary): string[] {
  // The hero search names the colour group "colours" (docs/product/search.md#search-state-and-the-url); the
  // side panel "colour".
  const names = key === "colour" ? ["colour", "colours"] : [key];
  return keptListValues(
    key,
    names.flatMap((name) => params.getAll(name)),
    vocabulary,
  );
}

/** The last non-empty value of a name (a no-JS form may send a name twice). */
function last(params: URLSearchParams, name: string): string | undefined {
  return params
    .getAll(name)
    .map((value) => value.trim())
    .filter(Boolean)
    .at(-1);
}

function readNumber(params: URLSearchParams, key: NumberFilter): number | undefined {
  const text = last(params, key);
  const rule = NUMBER_RULES[key];
  if (!text || !(rule.decimals ? /^\d{1,8}(\.\d{1,2})?$/ : /^\d{1,8}$/).test(text)) return undefined;
  const value = Number(text);
  return value >= rule.min && value <= rule.max ? value : undefined;
}

const swapped = <K extends keyof SearchState>(state: SearchState, low: K, high: K) => {
  [state[low], state[high]] = [state[high], state[low]];
};

/** Which budget the Price section shows when the URL doesn't say: monthly while a monthly bound is set. */
const impliedBudget = (state: SearchState): BudgetMode => (hasMonthlyBounds(state) ? "monthly" : "total");

/** Fixes what a hand-edited URL or a no-JS form can get into: bounds upside down, models of makes not chosen... */
function normalise(state: SearchState, explicitBudget: BudgetMode | undefined, context: ParseContext) {
  const defaults = context.defaults ?? SPEC_DEFAULTS;
  const inverted = (low?: number, high?: number) => low !== undefined && high !== undefined && low > high;
  if (inverted(state.min_price, state.max_price)) swapped(state, "min_price", "max_price");
  if (inverted(state.min_year, state.max_year)) swapped(state, "min_year", "max_year");
  if (inverted(state.min_co2, state.max_co2)) swapped(state, "min_co2", "max_co2");
  if (state.min_plate && state.max_plate && plateOrder(state.min_plate) > plateOrder(state.max_plate))
    swapped(state, "min_plate", "max_plate");
  // Both monthly bounds arrive at once, so neither is "the new one": the one monthly rule for that case.
  ({ monthly_from: state.monthly_from, monthly_to: state.monthly_to } = withSettledMonthly(state));

  // The Price toggle sent with the form only says which budget the section shows: both budgets keep applying.
  state.budget = explicitBudget ?? impliedBudget(state);
  if (hasMonthlyBounds(state)) {
    // A monthly budget is searched on a whole basis, written into the URL so a shared link finds the same cars: what
    // the URL names, else the shopper's (docs/decisions/130-one-finance-basis.md).
    // The shopper's deposit comes with its type: 10% stays 10% (docs/decisions/290-percentage-deposit-basis.md).
    if (state.finance_deposit === undefined) Object.assign(state, depositOf(defaults));
    for (const field of FINANCE_FIELDS) state[field] ??= defaults[field];
    state.finance_search_only ??= defaults.finance_search_only;
  } else {
    // Without a monthly budget the shopper's own basis says nothing (the no-JS form sends it every time); another
    // value stays and prices the cards. £10 is not the shopper's 10%.
    if (sameDeposit(state, defaults)) {
      delete state.finance_deposit;
      delete state.finance_deposit_type;
    }
    for (const field of ["finance_mileage", "finance_term"] as const)
      if (state[field] === defaults[field]) delete state[field];
    if (state.finance_search_only === defaults.finance_search_only) delete state.finance_search_only;
  }

  const { vocabulary } = context;
  if (vocabulary) {
    const makeOf = (range: string) => vocabulary.ranges[range]?.make ?? "";
    // docs/product/search.md#search-state-and-the-url: models belong to chosen makes; a link naming only a
    // model chooses its make too.
    if (state.make.length > 0) state.range = modelsOfChosenMakes(state.make, state.range, makeIn(vocabulary));
    else state.make = [...new Set(state.range.map(makeOf))].filter(Boolean);
  }
  // No trim without a model (docs/product/search.md#filters).
  if (state.range.length === 0) state.derivative = [];
}

export function parseSearchParams(params: URLSearchParams, context: ParseContext = {}): SearchState {
  const defaults = context.defaults ?? SPEC_DEFAULTS;
  const state = emptyState(defaults);
  for (const key of LIST_FILTERS) state[key] = readList(params, key, context.vocabulary);
  for (const key of NUMBER_FILTERS) {
    const value = readNumber(params, key);
    if (value !== undefined) state[key] = value;
  }
  for (const key of PLATE_FILTERS) {
    const plate = last(params, key);
    if (plate && PLATE.test(plate)) state[key] = plate;
  }
  const coin = last(params, "coin");
  if (coin && COIN.test(coin)) state.coin = Number(coin);
  Object.assign(state, readDeposit(last(params, "finance_deposit"), last(params, "finance_deposit_type")));
  for (const field of ["finance_mileage", "finance_term"] as const) {
    const text = last(params, field) ?? "";
    if (/^\d{1,6}$/.test(text) && FINANCE_CHOICES[field].includes(Number(text))) state[field] = Number(text);
  }
  const product = last(params, "finance_search_only")?.toUpperCase();
  if (product === "HP" || product === "PCP") state.finance_search_only = product;
  // A term the basis's product lacks (PCP over 60 months) is searched on the longest it has (docs/decisions/285).
  const basisTerm = state.finance_term ?? defaults.finance_term;
  const fitted = termForProduct(state.finance_search_only ?? defaults.finance_search_only, basisTerm);
  if (fitted !== basisTerm) state.finance_term = fitted;
  const distanceFrom = readDistanceFrom(last(params, "distance_from"));
  if (distanceFrom !== undefined) state.distance_from = distanceFrom;
  const distanceRange = readDistanceRange(last(params, "distance_range"));
  if (distanceRange !== undefined) state.distance_range = distanceRange;
  const sort = last(params, "sort");
  state.sort = SORT_OPTIONS.find((option) => option.value === sort)?.value ?? defaults.sort;
  // Nearest first needs a postcode to be near to.
  if (state.sort === "distance|asc" && state.distance_from === undefined) state.sort = defaults.sort;
  const page = last(params, "page");
  // The dealer API pages up to 100,000; anything past the last page is sent to the last page by the loader.
  state.page = page && /^\d{1,6}$/.test(page) ? Math.min(Math.max(Number(page), 1), 100_000) : 1;
  const budget = last(params, "budget");
  normalise(state, budget === "monthly" || budget === "total" ? budget : undefined, context);
  // A no-JS form says which makes and models the version was chosen under: another choice of them clears it.
  const chosenUnder = last(params, "coin_for");
  if (chosenUnder !== undefined && chosenUnder !== coinScope(state)) delete state.coin;
  return state;
}

/** The makes and models a version (coin) was chosen under, whatever order a form sends them in: "ford/fiesta". */
export function coinScope(state: SearchState): string {
  return `${[...state.make].sort().join(",")}/${[...state.range].sort().join(",")}`;
}

/**
 * The canonical order of the URL's names: the filter set as docs/product/search.md#search-state-and-the-url
 * lists it.
 */
const ORDER = [
  ...LIST_FILTERS,
  "coin",
  "min_price",
  "max_price",
  "budget",
  "monthly_from",
  "monthly_to",
  "finance_search_only",
  // The spec's filter set names the deposit's type beside it.
  "finance_deposit",
  "finance_deposit_type",
  "finance_mileage",
  "finance_term",
  "min_year",
  "max_year",
  ...PLATE_FILTERS,
  "odometer_value",
  "insurance_group",
  "min_co2",
  "max_co2",
  "mpg_from",
  "tax_rate",
  "distance_from",
  "distance_range",
  "sort",
  "page",
] as const;

/** The state as [name, value] pairs in canonical order: lists comma-joined, defaults left out. */
export function searchPairs(
  state: SearchState,
  defaults: SearchDefaults = SPEC_DEFAULTS,
): [string, string][] {
  const pairs: [string, string][] = [];
  for (const key of ORDER) {
    if (key === "budget") {
      // Only needed when the bounds don't say it already.
      if (state.budget !== impliedBudget(state)) pairs.push(["budget", state.budget]);
      continue;
    }
    if (key === "sort") {
      if (state.sort !== defaults.sort) pairs.push(["sort", state.sort]);
      continue;
    }
    if (key === "page") {
      if (state.page > 1) pairs.push(["page", String(state.page)]);
      continue;
    }
    const value = state[key];
    if (Array.isArray(value)) {
      if (value.length > 0) pairs.push([key, value.join(",")]);
    } else if (value !== undefined) pairs.push([key, String(value)]);
  }
  return pairs;
}

/** Commas and bars stay readable: `make=ford,vauxhall&sort=price|desc`. */
const encode = (value: string) => encodeURIComponent(value).replace(/%2C/g, ",").replace(/%7C/g, "|");

/** Name and value pairs written as the site writes a search's query. */
export const queryOfPairs = (pairs: Iterable<readonly [string, string]>): string =>
  [...pairs].map(([key, value]) => `${encode(key)}=${encode(value)}`).join("&");

export function searchQuery(state: SearchState, defaults?: SearchDefaults): string {
  return queryOfPairs(searchPairs(state, defaults));
}

export function searchHref(state: SearchState, defaults?: SearchDefaults): string {
  const query = searchQuery(state, defaults);
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/**
 * True when the URL already is the canonical form of its state (compared decoded, so %2C and , are the same). `kept`:
 * names of the page that are no part of the search (the header's bar, ?panel=saved), which follow the search's own.
 */
export function isCanonical(
  params: URLSearchParams,
  state: SearchState,
  defaults?: SearchDefaults,
  kept: [string, string][] = [],
): boolean {
  const wanted = [...searchPairs(state, defaults), ...kept];
  const given = [...params];
  return (
    wanted.length === given.length &&
    wanted.every(([key, value], index) => given[index][0] === key && given[index][1] === value)
  );
}

/**
 * The URL a changed state leads to, settled exactly as the server would read it (finance defaults filled in, models
 * kept to their makes...), so an enhanced change never needs the loader's canonical redirect.
 */
export function settledHref(state: SearchState, context: ParseContext = {}): string {
  const settled = parseSearchParams(new URLSearchParams(searchQuery(state, context.defaults)), context);
  return searchHref(settled, context.defaults);
}

export function isSearchSort(value: string): value is SearchSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}
