import { filterOptionsAnswer, type FilterOption, type FilterOptions } from "@contract/vehicle";
import { createPrng, type Prng } from "../dealer-api/stock/prng";
import { openBenchApi, type BenchDatabase } from "./database";

/**
 * Searches a shopper might make, drawn from the filter options of the whole stock: popular makes and models more often
 * than rare ones, a budget about a third of the time, a few extra filters now and then, the site's default sort half the
 * time, and every combination different (so no cached answer helps). The same seed gives the same searches.
 */

type Group = Record<string, FilterOption>;

/** One key of the group, more likely the more cars it has. */
const popular = (prng: Prng, group: Group) =>
  prng.weighted(Object.keys(group), (key) => group[key].count + 1);
const anyOf = (prng: Prng, group: Group) => prng.pick(Object.keys(group));

function oneSearch(prng: Prng, options: FilterOptions): URLSearchParams {
  const params = new URLSearchParams({ min_images: "1" });
  const maybe = (chance: number, name: string, value: () => string) => {
    if (prng.chance(chance)) params.set(name, value());
  };
  if (prng.chance(0.45)) {
    const makes = [popular(prng, options.make)];
    if (prng.chance(0.15)) makes.push(popular(prng, options.make));
    const chosen = [...new Set(makes)];
    params.set("make", chosen.join(","));
    const ranges = Object.fromEntries(
      Object.entries(options.range).filter(([, range]) => chosen.includes(range.make)),
    );
    if (Object.keys(ranges).length > 0 && prng.chance(0.55)) params.set("range", popular(prng, ranges));
  }
  maybe(0.05, "derivative", () => popular(prng, options.derivative));
  maybe(0.2, "body_type", () => popular(prng, options.body_type));
  maybe(0.2, "fuel_type", () =>
    prng.chance(0.1)
      ? [...new Set([popular(prng, options.fuel_type), popular(prng, options.fuel_type)])].join(",")
      : popular(prng, options.fuel_type),
  );
  maybe(0.15, "transmission", () => popular(prng, options.transmission));
  maybe(0.1, "colour", () => popular(prng, options.colours));
  maybe(0.12, "features", () => prng.sample(Object.keys(options.features), prng.int(1, 2)).join(","));
  maybe(0.35, "max_price", () => anyOf(prng, options.max_price));
  maybe(0.1, "min_price", () => String(prng.pick([3000, 5000, 8000, 10_000, 15_000])));
  // A budget's lower end stays below its upper end (the API refuses the other way round).
  if (Number(params.get("min_price")) >= Number(params.get("max_price") ?? Infinity))
    params.delete("min_price");
  maybe(0.1, "monthly_to", () => anyOf(prng, options.monthly));
  maybe(0.12, "odometer_value", () => anyOf(prng, options.mileage));
  maybe(0.1, "min_year", () => anyOf(prng, options.years));
  maybe(0.1, "location_name", () => anyOf(prng, options.location));
  maybe(0.05, "tags", () => anyOf(prng, options.tags));
  maybe(0.03, "doors", () => popular(prng, options.doors));
  maybe(0.03, "seats", () => popular(prng, options.seats));
  maybe(0.03, "engine_size", () => popular(prng, options.engine_size));
  maybe(0.03, "drivetrain", () => popular(prng, options.drivetrain));
  maybe(0.03, "insurance_group", () => anyOf(prng, options.insurance));
  maybe(0.03, "mpg_from", () => anyOf(prng, options.mpg));
  maybe(0.03, "max_co2", () => anyOf(prng, options.emissions));
  maybe(0.02, "tax_rate", () => anyOf(prng, options.tax));
  return params;
}

const sorts = ["price|desc", "age|desc", "age|asc", "mileage|asc", "mileage|desc", "date_stock_in|desc"];

export interface Search {
  /** The filters: the filter-options call asks with these. */
  filters: URLSearchParams;
  /** The filters plus sort and page: the search call asks with these. */
  page: URLSearchParams;
}

export function realisticSearches(options: FilterOptions, count: number, seed: number): Search[] {
  const prng = createPrng(seed);
  const seen = new Set<string>();
  const searches: Search[] = [];
  for (let attempt = 0; searches.length < count && attempt < count * 50; attempt++) {
    const filters = oneSearch(prng, options);
    if (seen.has(filters.toString())) continue;
    seen.add(filters.toString());
    const page = new URLSearchParams(filters);
    page.set("sort", prng.chance(0.5) ? "price|asc" : prng.pick(sorts));
    if (prng.chance(0.15)) page.set("page", String(prng.int(2, 3)));
    searches.push({ filters, page });
  }
  return searches;
}

/** The search page's addresses for `count` of these searches, over the stock of `database`. */
export async function searchPagePaths(database: BenchDatabase, count: number): Promise<string[]> {
  const api = await openBenchApi(database.file, database.cars);
  try {
    const answer = await api.app.fetch(
      new Request("http://dealer-api.internal/api/v2/vehicle-search-filter"),
    );
    const options = filterOptionsAnswer.parse(await answer.json()).data;
    return realisticSearches(options, count, 7).map(({ page }) => {
      page.delete("min_images");
      return `/used/cars/search?${page}`;
    });
  } finally {
    await api.close();
  }
}
