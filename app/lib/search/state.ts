import {
  bodyTypes,
  colours,
  drivetrains,
  fuelTypes,
  offerTags,
  pricePositions,
  searchableFeatures,
  transmissions,
} from "@contract/vehicle-vocabulary";
import { SITE_FINANCE_DEFAULTS, type FinanceChoice } from "../finance/choice";

/**
 * The results page's search state (docs/product/search.md#search-state-and-the-url): what the URL holds,
 * after every value has been checked. Multi-value filters are lists (comma-joined in the URL); min/max
 * filters hold one value each.
 */

/**
 * Filters a shopper can pick several values of; a new value is appended, removal takes it out
 * (docs/product/search.md#changing-a-search).
 */
export const LIST_FILTERS = [
  "make",
  "range",
  "derivative",
  "body_type",
  "colour",
  "transmission",
  "fuel_type",
  "features",
  "engine_size",
  "doors",
  "seats",
  "drivetrain",
  "tags",
  "location_name",
  "price_position",
] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/**
 * Filters holding one number: a new value replaces the old one (docs/product/search.md#changing-a-search).
 */
export const NUMBER_FILTERS = [
  "min_price",
  "max_price",
  "monthly_from",
  "monthly_to",
  "min_year",
  "max_year",
  "odometer_value",
  "insurance_group",
  "min_co2",
  "max_co2",
  "mpg_from",
  "tax_rate",
] as const;
export type NumberFilter = (typeof NUMBER_FILTERS)[number];

/** Plates are age identifiers ("19", "69"), compared by registration date, not by number. */
export const PLATE_FILTERS = ["min_plate", "max_plate"] as const;
export type PlateFilter = (typeof PLATE_FILTERS)[number];

export type BoundFilter = NumberFilter | PlateFilter;

export const FINANCE_FIELDS = ["finance_deposit", "finance_mileage", "finance_term"] as const;
export type FinanceField = (typeof FINANCE_FIELDS)[number];

/**
 * docs/product/search.md#sort-and-paging: the six sort options of the results page, the first being its
 * default.
 */
export const SORT_OPTIONS = [
  { value: "price|asc", label: "Lowest price first" },
  { value: "price|desc", label: "Highest price first" },
  { value: "age|desc", label: "Newest first" },
  { value: "age|asc", label: "Oldest first" },
  { value: "mileage|asc", label: "Lowest mileage first" },
  { value: "mileage|desc", label: "Highest mileage first" },
  // Furthest below our market estimate first (docs/product/search.md#price-position).
  { value: "price_position|asc", label: "Best value first" },
  // Offered only while the search has a postcode (the results toolbar).
  { value: "distance|asc", label: "Nearest first" },
] as const;
export type SearchSort = (typeof SORT_OPTIONS)[number]["value"];

/**
 * The finance choices (docs/product/finance.md#defaults): deposits, annual mileages and terms the finance
 * selects offer. A URL may carry any whole-pound deposit (the shopper's basis can come from a car page's own
 * deposit box).
 */
export const FINANCE_CHOICES: Record<FinanceField, readonly number[]> = {
  finance_deposit: [250, 500, 750, 1000, 2000, 3000, 4000, 5000],
  finance_mileage: [6000, 8000, 10000, 12000, 14000, 16000, 18000, 20000],
  finance_term: [24, 36, 48, 60],
};

export type BudgetMode = "total" | "monthly";

export type SearchState = Record<ListFilter, string[]> &
  Partial<Record<NumberFilter, number>> &
  Partial<Record<PlateFilter, string>> &
  Partial<Record<FinanceField, number>> & {
    finance_search_only?: "HP" | "PCP";
    /** Beside `finance_deposit` only: the deposit is that share of each car's price (deposit.ts). */
    finance_deposit_type?: "Percentage";
    /** The shopper's postcode: normalised when it is one, else as typed (distance.ts). */
    distance_from?: string;
    /** Most miles from the postcode (10, 25, 50 or 100); none: any distance. */
    distance_range?: number;
    /** Which budget the Price section shows; monthly whenever a monthly bound is set. */
    budget: BudgetMode;
    sort: SearchSort;
    page: number;
    /**
     * `coin`: one version of a model, by its CAP id (the code every car carries). Changing make or model
     * clears it (docs/product/search.md#changing-a-search).
     * docs/decisions/141-search-and-vehicle-page-gaps.md
     */
    coin?: number;
  };

/**
 * The shopper's finance basis as search fields: what a monthly budget is searched on and every card is priced on when
 * the URL names no other (docs/decisions/130-one-finance-basis.md).
 */
export interface SearchBasis {
  finance_term: number;
  finance_deposit: number;
  /** A percentage deposit (docs/decisions/290-percentage-deposit-basis.md); absent: pounds. */
  finance_deposit_type?: "Percentage";
  finance_mileage: number;
  finance_search_only: "HP" | "PCP";
}

export const basisFields = (choice: FinanceChoice): SearchBasis => ({
  finance_term: choice.term,
  finance_deposit: choice.deposit,
  ...(choice.depositType ? { finance_deposit_type: choice.depositType } : {}),
  finance_mileage: choice.mileage,
  finance_search_only: choice.type,
});

/** What a URL leaves out means: the page's default sort (content service rules) and the shopper's finance basis. */
export interface SearchDefaults extends SearchBasis {
  sort: SearchSort;
}

export const SPEC_DEFAULTS: SearchDefaults = { sort: "price|asc", ...basisFields(SITE_FINANCE_DEFAULTS) };

/** A deposit in a URL: whole pounds, up to the most the lender lends (the selects offer FINANCE_CHOICES). */
export const MAX_URL_DEPOSIT = 100_000;

/** What the dealer's stock holds right now: the makes, models, trims and branches a URL may name. */
export interface SearchVocabulary {
  makes: Record<string, string>;
  ranges: Record<string, { label: string; make: string }>;
  locations: Record<string, string>;
  /** The trims the stock holds; when given, a URL's other trims are dropped like unknown makes and models. */
  derivatives?: Record<string, string>;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);
const wholeBetween = (min: number, max: number) => (value: string) =>
  /^\d{1,3}$/.test(value) && Number(value) >= min && Number(value) <= max;

/** Which values each list filter accepts (the dealer API refuses anything else with a 400). */
export const LIST_VALUE_RULES: Record<ListFilter, (value: string) => boolean> = {
  make: (value) => SLUG.test(value),
  range: (value) => SLUG.test(value),
  derivative: (value) => SLUG.test(value),
  body_type: oneOf(bodyTypes),
  colour: oneOf(colours),
  transmission: oneOf(transmissions),
  fuel_type: oneOf(fuelTypes),
  features: oneOf(searchableFeatures),
  engine_size: (value) => /^\d\.\d$/.test(value),
  doors: wholeBetween(2, 6),
  seats: wholeBetween(2, 9),
  drivetrain: oneOf(drivetrains),
  tags: oneOf(offerTags),
  location_name: (value) => SLUG.test(value),
  price_position: oneOf(pricePositions),
};

/** Accepted ranges of the number filters; decimals only where the stock has them (pence, mpg). */
export const NUMBER_RULES: Record<NumberFilter, { min: number; max: number; decimals?: boolean }> = {
  min_price: { min: 1, max: 10_000_000 },
  max_price: { min: 1, max: 10_000_000 },
  // The monthly slider runs from 0 to 950 and to 50 to 1000 (docs/product/search.md#budget); "from 0" is no
  // lower bound.
  monthly_from: { min: 1, max: 950, decimals: true },
  monthly_to: { min: 50, max: 1000, decimals: true },
  min_year: { min: 1900, max: 2100 },
  max_year: { min: 1900, max: 2100 },
  odometer_value: { min: 1, max: 10_000_000 },
  insurance_group: { min: 1, max: 50 },
  min_co2: { min: 0, max: 1000 },
  max_co2: { min: 0, max: 1000 },
  mpg_from: { min: 1, max: 1000, decimals: true },
  tax_rate: { min: 0, max: 10_000_000 },
};

/** A CAP id, as `coin` takes it. */
export const COIN = /^[1-9]\d{0,8}$/;

/**
 * A GB plate age identifier since 2001 (docs/product/data.md#number-plates): 02–49 for March, 51–99 for
 * September.
 */
export const PLATE = /^(0[2-9]|[1-4]\d|5[1-9]|[6-9]\d)$/;

/** Plates in registration order: 19 (Mar 2019) < 69 (Sep 2019) < 20 (Mar 2020). */
export function plateOrder(plate: string): number {
  const id = Number(plate);
  return id > 50 ? (id - 50) * 2 + 1 : id * 2;
}

export function emptyState(defaults: SearchDefaults = SPEC_DEFAULTS): SearchState {
  const lists = Object.fromEntries(LIST_FILTERS.map((key) => [key, []])) as unknown as Record<
    ListFilter,
    string[]
  >;
  return { ...lists, budget: "total", sort: defaults.sort, page: 1 };
}

export const hasMonthlyBounds = (state: SearchState) =>
  state.monthly_from !== undefined || state.monthly_to !== undefined;
