import { hasRow, rowsWithWords, type TextIndex } from "./text-index";
import { offerTags, type FilterGroup } from "../contract/vehicle";
import { featureBit } from "./equipment";
import type { Bounds, StockFilters } from "./search-params";
import { dimensionOf, type DimensionName, type Profile, type StockIndex } from "./stock-index";
import { sitesWithin } from "./distance";
import { priceBand } from "./bands";

/**
 * The search filters evaluated over the stock index: for every car, a bit mask of the filter groups it fails. The
 * search keeps the cars that fail none; the filter-options counts let a group's own bit through (see facets.ts).
 * The semantics are those of the SQL conditions in conditions.ts, which the tests hold the index to.
 */

/**
 * Each group's bit. Make, range and trim take bits 0–2 so that a mask failing only make-and-model levels is a number
 * below 8 (facets.ts relies on this).
 */
// prettier-ignore
export const filterGroupOrder = [
  "make", "range", "derivative", "body_type", "fuel_type", "transmission", "drivetrain", "doors", "seats",
  "engine_size", "insurance", "emissions", "mpg", "colours", "location", "tags", "features", "years", "plates",
  "tax", "max_price", "monthly", "mileage", "distance", "price_position",
] as const satisfies readonly FilterGroup[];
/** Fails to compile when a filter group has no bit. */
const everyGroupHasABit: Exclude<FilterGroup, (typeof filterGroupOrder)[number]> extends never
  ? true
  : never = true;
void everyGroupHasABit;
export const groupBit = Object.fromEntries(filterGroupOrder.map((group, bit) => [group, 1 << bit])) as Record<
  FilterGroup,
  number
>;
/** A car failing a condition every query keeps (status, pictures, words) counts nowhere. */
export const excluded = 1 << 30;

type Test = (value: unknown) => boolean;

const oneOf = (values: readonly unknown[]): Test | undefined =>
  values.length === 0 ? undefined : (value) => values.includes(value);

function between({ min, max }: Bounds): Test | undefined {
  if (min === undefined && max === undefined) return undefined;
  return (value) =>
    (min === undefined || (value as number) >= min) && (max === undefined || (value as number) <= max);
}

const withinRange = (sites: number[] | undefined): Test | undefined =>
  sites && ((site) => sites.includes(site as number));

const ofProfile = (column: keyof Profile, test: Test | undefined): Test | undefined =>
  test && ((profile) => test((profile as Profile)[column]));

/**
 * Conditions on a dimension's values, as [bit, dimension, test]; groups the search does not filter on are left out.
 * "cap_id" tests the profile dimension's slots by their CAP id rather than by their profile.
 */
function slotConditions(filters: StockFilters): [number, DimensionName | "cap_id", Test][] {
  const featureMask = filters.features.reduce((mask, feature) => mask | featureBit(feature), 0);
  const tagMask = filters.tags.reduce((mask, tag) => mask | (1 << offerTags.indexOf(tag)), 0);
  const conditions: [number, DimensionName | "cap_id", Test | undefined][] = [
    [groupBit.make, "profile", ofProfile("make_slug", oneOf(filters.make))],
    [groupBit.range, "profile", ofProfile("range_slug", oneOf(filters.range))],
    [groupBit.derivative, "profile", ofProfile("trim_slug", oneOf(filters.derivative))],
    [groupBit.body_type, "profile", ofProfile("body_type", oneOf(filters.body_type))],
    [groupBit.fuel_type, "profile", ofProfile("fuel_type", oneOf(filters.fuel_type))],
    [groupBit.transmission, "profile", ofProfile("transmission", oneOf(filters.transmission))],
    [groupBit.drivetrain, "profile", ofProfile("drivetrain", oneOf(filters.drivetrain))],
    [groupBit.doors, "profile", ofProfile("doors", oneOf(filters.doors))],
    [groupBit.seats, "profile", ofProfile("seats", oneOf(filters.seats))],
    [groupBit.engine_size, "profile", ofProfile("engine_decilitres", oneOf(filters.engine_size))],
    [groupBit.insurance, "profile", ofProfile("insurance_group", between(filters.insurance))],
    [groupBit.emissions, "profile", ofProfile("co2", between(filters.co2))],
    // Electric cars have no mpg figure (0), so an economy filter leaves them out.
    [groupBit.mpg, "profile", ofProfile("mpg", between(filters.mpg))],
    [groupBit.colours, "colour", oneOf(filters.colour)],
    [groupBit.location, "site", oneOf(filters.site_id)],
    // A car is as far away as its branch; with no branch in range, no car is.
    [groupBit.distance, "site", withinRange(sitesWithin(filters.distance))],
    // Any one of the offer tags will do; every feature asked for must be fitted.
    [groupBit.tags, "tags", tagMask ? (mask) => ((mask as number) & tagMask) !== 0 : undefined],
    [
      groupBit.features,
      "features",
      featureMask ? (mask) => ((mask as number) & featureMask) === featureMask : undefined,
    ],
    [groupBit.years, "year", between(filters.year)],
    [groupBit.plates, "plate", between(filters.plate)],
    [groupBit.tax, "tax", between(filters.tax)],
    [groupBit.price_position, "position", oneOf(filters.price_position)],
    [excluded, "status", oneOf(filters.status)],
    [excluded, "cap_id", oneOf(filters.cap_id)],
    [
      excluded,
      "images",
      filters.min_images > 0 ? (count) => (count as number) >= filters.min_images : undefined,
    ],
  ];
  return conditions.filter(
    (condition): condition is [number, DimensionName | "cap_id", Test] => !!condition[2],
  );
}

/**
 * A price bound as a condition on the cars' price bands (the slots the counts use: each holds the prices above the step
 * below it up to its own step, stock-index.ts), when every band with cars lies wholly inside or wholly outside the
 * bounds: "up to £10,000" is a band's own edge, so the bands alone decide and the exact prices need no pass of their
 * own. Undefined when there are no bounds, or when a band straddles one of them (then each price is compared).
 */
function priceByBand(index: StockIndex, { min, max }: Bounds): Test | undefined {
  if (min === undefined && max === undefined) return undefined;
  const { steps } = priceBand;
  const dimension = dimensionOf.price;
  const inside = new Map<unknown, boolean>();
  for (let slot = index.offsets[dimension]; slot < index.offsets[dimension + 1]; slot++) {
    const upTo = index.slotValues[slot] as number;
    const at = steps.indexOf(upTo);
    const above = at === 0 ? -Infinity : at === -1 ? steps[steps.length - 1] : steps[at - 1];
    if ((min === undefined || above >= min) && (max === undefined || upTo <= max)) inside.set(upTo, true);
    else if ((min !== undefined && upTo < min) || (max !== undefined && above >= max))
      inside.set(upTo, false);
    else return undefined;
  }
  return (upTo) => inside.get(upTo)!;
}

/**
 * The bits each slot fails, and the dimensions with a condition. Works on the slots' values (a few hundred), not the
 * cars.
 */
function failuresBySlot(index: StockIndex, filters: StockFilters, priceBands: Test | undefined) {
  const { offsets, slotValues, profiles } = index;
  const failBySlot = new Int32Array(index.slotCount);
  const dimensions = new Set<number>();
  const conditions = slotConditions(filters);
  if (priceBands) conditions.push([groupBit.max_price, "price", priceBands]);
  for (const [bit, name, test] of conditions) {
    const dimension = dimensionOf[name === "cap_id" ? "profile" : name];
    dimensions.add(dimension);
    for (let slot = offsets[dimension]; slot < offsets[dimension + 1]; slot++) {
      const value = name === "profile" ? profiles[slot - offsets[dimension]] : slotValues[slot];
      if (!test(value)) failBySlot[slot] |= bit;
    }
  }
  return { failBySlot, dimensions: [...dimensions] };
}

type Column = StockIndex["slots"];

/**
 * Marks each car with the bits its slots fail in four dimensions (some may be the same: that changes nothing). Four at
 * a time, because reading and writing every car's mask costs more than reading its slots. The loops over every car
 * are kept in small functions of their own, which V8 compiles once for all searches.
 */
function markSlots(fails: Int32Array, failBySlot: Int32Array, a: Column, b: Column, c: Column, d: Column) {
  for (let row = 0; row < fails.length; row++)
    fails[row] |= failBySlot[a[row]] | failBySlot[b[row]] | failBySlot[c[row]] | failBySlot[d[row]];
}

/**
 * Marks the cars whose exact value (price, monthly, mileage: too many values for slots) lies outside the bounds, ends
 * included. A car with no value (NaN: no quote on the basis) lies outside any bounds.
 */
function markOutside(fails: Int32Array, column: Float64Array, { min, max }: Bounds, bit: number) {
  if (min === undefined && max === undefined) return;
  const [lowest, highest] = [min ?? -Infinity, max ?? Infinity];
  for (let row = 0; row < column.length; row++)
    if (!(column[row] >= lowest && column[row] <= highest)) fails[row] |= bit;
}

/** Excludes the cars whose text lacks one of the words (`%` and `_` were never wildcards: conditions.ts escapes them). */
function markWithoutWords(fails: Int32Array, text: TextIndex, words: string[]) {
  const matching = rowsWithWords(text, words);
  for (let row = 0; row < fails.length; row++) {
    if (!(fails[row] & excluded) && !hasRow(matching, row)) fails[row] |= excluded;
  }
}

/** How many cars fail nothing. */
export function countPassing(fails: Int32Array): number {
  let passing = 0;
  for (let row = 0; row < fails.length; row++) if (fails[row] === 0) passing++;
  return passing;
}

/** Whether the search has a monthly budget, which needs each car's payment on its basis (monthly.ts). */
export const hasMonthlyBudget = (filters: StockFilters) =>
  filters.monthly.min !== undefined || filters.monthly.max !== undefined;

/**
 * For every car (row), the bits of the filter groups it fails, plus `excluded` when it fails a base condition.
 * `monthly`: each car's payment on the search's finance basis (monthly.ts), needed when the search has a budget.
 *
 * The answer lives in the index's working space (`index.work.fails`): good until the next search or count. A results
 * page asks for its cars and then for its filter counts, with the same filters: the second call finds the masks
 * already there (the working space remembers which filters they answer) and reads them again.
 */
export function failedGroups(index: StockIndex, filters: StockFilters, monthly?: Float64Array): Int32Array {
  const { size, slots, work } = index;
  // Without a budget the finance basis changes nothing; with one, the payments are those of one basis and offers.
  const budget = hasMonthlyBudget(filters);
  const question = JSON.stringify(budget ? filters : { ...filters, finance: null });
  if (work.failsFor?.question === question && work.failsFor.monthly === (budget ? monthly : undefined))
    return work.fails;
  work.failsFor = undefined;

  const priceBands = priceByBand(index, filters.price);
  const { failBySlot, dimensions } = failuresBySlot(index, filters, priceBands);
  const fails = work.fails.fill(0);
  const columns = dimensions.map((dimension) => slots.subarray(dimension * size, (dimension + 1) * size));
  for (let first = 0; first < columns.length; first += 4) {
    const [a, b = a, c = a, d = a] = columns.slice(first, first + 4);
    markSlots(fails, failBySlot, a, b, c, d);
  }
  if (!priceBands) markOutside(fails, index.cashPrice, filters.price, groupBit.max_price);
  if (budget) {
    if (!monthly) throw new Error("A monthly budget needs each car's payment on the search's finance basis");
    markOutside(fails, monthly, filters.monthly, groupBit.monthly);
  }
  markOutside(fails, index.odometer, filters.odometer, groupBit.mileage);

  const words = filters.search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    if (!index.text) throw new Error("A free-text search needs the index read with its search text");
    markWithoutWords(fails, index.text, words);
  }
  work.failsFor = { question, monthly: budget ? monthly : undefined };
  return fails;
}
