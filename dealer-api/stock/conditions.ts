import { sql, type RawBuilder, type SqlBool } from "kysely";
import { offerTags, type FilterGroup } from "../contract/vehicle";
import { featureBit } from "./equipment";
import type { Bounds, StockFilters } from "./search-params";
import { sitesWithin } from "./distance";

/**
 * Search filters as SQL conditions, one per filter group: the meaning of every filter, written in the query language a
 * second implementation (PostgreSQL, a reporting job) would use. The search and the counts are answered from the
 * in-memory stock index (stock-match.ts evaluates the same filters), and the tests hold the index to these conditions
 * over random combinations (stock-index.test.ts), so the two cannot drift apart.
 *
 * The monthly budget is a condition on each car's quote on the search's finance basis, which only the finance engine
 * can price: it reads a `monthly_quotes (vehicle_id, regular_payment)` table of that basis, one row per car with a
 * quote for the product (stock-index-oracle.ts fills one from the finance endpoints' own quotes). Likewise the price
 * position is our market estimate's (market-value.ts, worked out over the whole stock): it reads a
 * `price_positions (vehicle_id, position, score)` table, one row per car ("none" without a position).
 */

export type Condition = RawBuilder<SqlBool>;

/**
 * `column = value` for one value: SQLite's planner weighs an equality with its column statistics, whereas `in (?)`
 * always takes an index, which for status (almost every car) means a slow lookup per row instead of a plain scan.
 */
function oneOf(column: string, values: readonly (string | number)[]): Condition | undefined {
  if (values.length === 0) return undefined;
  if (values.length === 1) return sql<SqlBool>`${sql.ref(column)} = ${values[0]}`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.val(value)))})`;
}

function between(column: string | RawBuilder<number>, { min, max }: Bounds): Condition | undefined {
  const value = typeof column === "string" ? sql.ref(column) : column;
  const parts: Condition[] = [];
  if (min !== undefined) parts.push(sql<SqlBool>`${value} >= ${min}`);
  if (max !== undefined) parts.push(sql<SqlBool>`${value} <= ${max}`);
  return parts.length === 0 ? undefined : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** The cars of these sites; none when no site is in range. */
const withinSites = (sites: number[] | undefined): Condition | undefined =>
  sites && (sites.length === 0 ? sql<SqlBool>`false` : oneOf("site_id", sites));

/** Each filter group's condition, or undefined when the search does not filter on it. */
export function groupConditions(filters: StockFilters): Partial<Record<FilterGroup, Condition>> {
  const featureMask = filters.features.reduce((mask, feature) => mask | featureBit(feature), 0);
  const tagMask = filters.tags.reduce((mask, tag) => mask | (1 << offerTags.indexOf(tag)), 0);
  const conditions: Partial<Record<FilterGroup, Condition | undefined>> = {
    make: oneOf("make_slug", filters.make),
    range: oneOf("range_slug", filters.range),
    derivative: oneOf("trim_slug", filters.derivative),
    body_type: oneOf("body_type", filters.body_type),
    fuel_type: oneOf("fuel_type", filters.fuel_type),
    transmission: oneOf("transmission", filters.transmission),
    colours: oneOf("colour", filters.colour),
    doors: oneOf("doors", filters.doors),
    seats: oneOf("seats", filters.seats),
    engine_size: oneOf("engine_decilitres", filters.engine_size),
    drivetrain: oneOf("drivetrain", filters.drivetrain),
    // Every feature asked for must be fitted; any one of the offer tags will do.
    features: featureMask ? sql<SqlBool>`(feature_mask & ${featureMask}) = ${featureMask}` : undefined,
    tags: tagMask ? sql<SqlBool>`(tag_mask & ${tagMask}) <> 0` : undefined,
    location: oneOf("site_id", filters.site_id),
    distance: withinSites(sitesWithin(filters.distance)),
    // The cash price a buyer pays, the compulsory admin fee included (docs/decisions/300-fee-inclusive-prices.md).
    max_price: between(sql<number>`(final_price + admin_fee)`, filters.price),
    monthly:
      filters.monthly.min === undefined && filters.monthly.max === undefined
        ? undefined
        : sql<SqlBool>`id in (select vehicle_id from monthly_quotes where ${between("regular_payment", filters.monthly)})`,
    insurance: between("insurance_group", filters.insurance),
    emissions: between("co2", filters.co2),
    // Electric cars have no mpg figure (0), so an economy filter leaves them out.
    mpg: between("mpg", filters.mpg),
    tax: between("tax_rate", filters.tax),
    years: between("year", filters.year),
    plates: between("plate_order", filters.plate),
    mileage: between("odometer", filters.odometer),
    price_position:
      filters.price_position.length === 0
        ? undefined
        : sql<SqlBool>`id in (select vehicle_id from price_positions where ${oneOf("position", filters.price_position)})`,
  };
  return Object.fromEntries(Object.entries(conditions).filter(([, condition]) => condition !== undefined));
}

/** `%` and `_` typed by a user are letters, not wildcards. */
const likeText = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Conditions every query keeps, whatever is being counted: status, pictures, the version of a model (`coin`: a site
 * counts makes and models without it, as choosing one clears it) and the free-text search.
 */
export function baseConditions(filters: StockFilters): Condition[] {
  const conditions: Condition[] = [oneOf("status", filters.status)!];
  if (filters.min_images > 0) conditions.push(sql<SqlBool>`image_count >= ${filters.min_images}`);
  const version = oneOf("cap_id", filters.cap_id);
  if (version) conditions.push(version);
  for (const word of filters.search.toLowerCase().split(/\s+/).filter(Boolean)) {
    conditions.push(sql<SqlBool>`search_text like ${likeText(word)} escape '\\'`);
  }
  return conditions;
}

export const allOf = (conditions: Condition[]): Condition =>
  conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
