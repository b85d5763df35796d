import {
  unknownCatalogueMessage,
  vehicleSearchQuery,
  type BodyType,
  type Colour,
  type Drivetrain,
  type FuelType,
  type OfferTag,
  type PricePosition,
  type SearchableFeature,
  type SortOption,
  type Transmission,
  type VehicleStatus,
} from "../contract/vehicle";
import { branches } from "../branches";
import type { FinanceProductKey } from "../contract/finance";
import { parseFinanceChoice } from "../finance/params";
import type { RequestedChoice } from "../finance/rules";
import { makesBySlug, rangesBySlug } from "./catalogue";
import { plateOrder } from "./plates";

/** A numeric range; either end may be open. */
export interface Bounds {
  min?: number;
  max?: number;
}

/**
 * What a monthly budget is priced on: the product (`finance_search_only`; HP when absent, a monthly search being an HP
 * search unless PCP is asked for) and the choice (`finance_deposit` in pounds, or a percentage with
 * `finance_deposit_type`; `finance_term`; `finance_mileage`), whose absent values take the finance endpoints' defaults.
 */
export interface FinanceBasis {
  product: FinanceProductKey;
  choice: RequestedChoice;
}

/** Search parameters after validation, in the units the stock tables use. */
export interface StockFilters {
  make: string[];
  range: string[];
  /** Trim slugs. */
  derivative: string[];
  /** `coin`: CAP ids, each one version of a model (docs/decisions/141-search-and-vehicle-page-gaps.md). */
  cap_id: number[];
  body_type: BodyType[];
  fuel_type: FuelType[];
  transmission: Transmission[];
  colour: Colour[];
  doors: number[];
  seats: number[];
  /** Tenths of a litre ("1.6" → 16). */
  engine_size: number[];
  drivetrain: Drivetrain[];
  features: SearchableFeature[];
  tags: OfferTag[];
  /** Price positions against the market estimate (market-value.ts): any one of them. */
  price_position: PricePosition[];
  site_id: number[];
  /** With a postcode (`distance_from`): each branch's whole miles from it, and the most wanted (none: any distance). */
  distance?: StockDistance;
  price: Bounds;
  /** Pounds a month, both ends included: the regular payment of each car's quote on `finance`. */
  monthly: Bounds;
  finance: FinanceBasis;
  insurance: Bounds;
  co2: Bounds;
  mpg: Bounds;
  tax: Bounds;
  year: Bounds;
  /** Plate orders (see plateOrder). */
  plate: Bounds;
  odometer: Bounds;
  status: VehicleStatus[];
  min_images: number;
  search: string;
}

export interface StockDistance {
  /** Whole miles by site id. */
  miles: Record<number, number>;
  range?: number;
}

export interface StockQuery {
  filters: StockFilters;
  sort: SortOption;
  page: number;
  perPage: number;
}

export interface QueryDefaults {
  sort: SortOption;
  perPage: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const bounds = (min?: number, max?: number): Bounds => ({ min, max });

function branchIds(names: string[], ids: number[]): number[] | string {
  const found = [...ids];
  for (const name of names) {
    const branch = branches.find((site) =>
      [site.slug, site.code, site.city_town, site.name].some((value) => value.toLowerCase() === name),
    );
    if (!branch)
      return `Unknown location_name '${name}'; use one of ${branches.map((b) => b.slug).join(", ")}`;
    found.push(branch.id);
  }
  return found;
}

function checkRange(name: string, { min, max }: Bounds): string | undefined {
  if (min !== undefined && max !== undefined && min > max)
    return `The lower ${name} bound is above the upper one`;
  return undefined;
}

/**
 * Validates a search URL's parameters. Unknown parameter names are ignored (the site passes its whole URL through);
 * unknown values of known parameters are refused with a message naming the parameter.
 */
export function parseStockQuery(params: URLSearchParams, defaults: QueryDefaults): Parsed<StockQuery> {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (key in vehicleSearchQuery.shape && value !== "") raw[key] = value;
  const parsed = vehicleSearchQuery.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `Invalid ${issue.path[0] ?? "query"}: ${issue.message}` };
  }
  const query = parsed.data;

  const unknownMake = query.make?.find((slug) => !makesBySlug.has(slug));
  if (unknownMake) return { ok: false, message: unknownCatalogueMessage("make", unknownMake) };
  const unknownRange = query.range?.find((slug) => !rangesBySlug.has(slug));
  if (unknownRange) return { ok: false, message: unknownCatalogueMessage("range", unknownRange) };
  const sites = branchIds(query.location_name ?? [], query.location_id ?? []);
  if (typeof sites === "string") return { ok: false, message: sites };
  if (query.coin !== undefined && !/^[1-9]\d{0,8}$/.test(query.coin))
    return { ok: false, message: "Invalid coin: a CAP id, a whole number" };
  // The finance values as the finance endpoints read them (the same names, bounds and messages).
  const choice = parseFinanceChoice(params, { widgetNames: false });
  if (!choice.ok) return choice;

  const filters: StockFilters = {
    make: query.make ?? [],
    range: query.range ?? [],
    derivative: query.derivative ?? [],
    cap_id: query.coin === undefined ? [] : [Number(query.coin)],
    body_type: query.body_type ?? [],
    fuel_type: query.fuel_type ?? [],
    transmission: query.transmission ?? [],
    colour: [...new Set([...(query.colour ?? []), ...(query.colours ?? [])])],
    doors: query.doors ?? [],
    seats: query.seats ?? [],
    engine_size: (query.engine_size ?? []).map((litres) => Math.round(Number(litres) * 10)),
    drivetrain: query.drivetrain ?? [],
    features: query.features ?? [],
    tags: query.tags ?? [],
    price_position: query.price_position ?? [],
    site_id: sites,
    price: bounds(query.min_price, query.max_price),
    monthly: bounds(query.monthly_from, query.monthly_to),
    finance: {
      product: query.finance_search_only?.toUpperCase() === "PCP" ? "PCP" : "HP",
      choice: choice.value,
    },
    insurance: bounds(undefined, query.insurance_group),
    co2: bounds(query.min_co2, query.max_co2),
    mpg: bounds(query.mpg_from, undefined),
    tax: bounds(undefined, query.tax_rate),
    year: bounds(query.min_year, query.max_year),
    plate: bounds(
      query.min_plate === undefined ? undefined : plateOrder(query.min_plate),
      query.max_plate === undefined ? undefined : plateOrder(query.max_plate),
    ),
    odometer: bounds(undefined, query.odometer_value),
    status: query.status?.length ? query.status : ["FOR_SALE_RETAIL"],
    min_images: query.min_images ?? 0,
    search: query.search ?? "",
  };
  const rangeProblem =
    checkRange("price", filters.price) ??
    checkRange("monthly", filters.monthly) ??
    checkRange("co2", filters.co2) ??
    checkRange("year", filters.year) ??
    checkRange("plate", filters.plate);
  if (rangeProblem) return { ok: false, message: rangeProblem };

  return {
    ok: true,
    value: {
      filters,
      sort: query.sort ?? defaults.sort,
      page: query.page ?? 1,
      perPage: query.resultsPerPage ?? defaults.perPage,
    },
  };
}
