import type { FilterGroup, FilterOptions } from "../contract/vehicle";
import type { DealerDb } from "../db/database";
import { buildFilterOptions, type FacetCounts } from "./facet-options";
import type { FinancePricing } from "../finance/promotions";
import { monthlyBand } from "./bands";
import { aboveEveryStep, monthlyPayments, type MonthlyColumn } from "./monthly";
import type { StockFilters } from "./search-params";
import { dimensionOf, packedDimensions, type Profile, type StockIndex } from "./stock-index";
import { stockIndex } from "./stock-index-store";
import { filterOptions as keptOptions } from "../cache";
import { excluded, failedGroups, filterGroupOrder, groupBit } from "./stock-match";

/**
 * Faceted counts: how many cars each filter option would find, given the other filters chosen.
 *
 * Every car has a mask `f` of the chosen filter groups it fails (stock-match.ts). It counts towards group G when every
 * group it fails is one G ignores: G itself (so choosing Ford still shows how many Vauxhalls there are), and for make
 * and range the levels below them too (a chosen model must not hide the other makes). So only cars failing nothing,
 * one group, or only make-and-model levels count anywhere. Those masks fall into a few classes; one pass adds each car
 * to its class's counts of its slots (in the dimensions some group reads that class for), and each group then sums
 * the classes it ignores. The monthly payments are no dimension of the index (they depend on the finance basis): their
 * group is counted on its own, from the basis's payments (monthly.ts).
 */

/** The groups whose choices a group's own counts ignore. Features ignore nothing: a car must have all of them. */
const ignoredBy = (group: FilterGroup): FilterGroup[] => {
  if (group === "make") return ["make", "range", "derivative"];
  if (group === "range") return ["range", "derivative"];
  if (group === "features") return [];
  return [group];
};

type Keyed = Map<string | number, number>;
const add = (map: Keyed, key: string | number, count: number) => map.set(key, (map.get(key) ?? 0) + count);

/** The key each group counts a derivative profile under. */
const profileKeys: [FilterGroup, (profile: Profile) => string | number | undefined][] = [
  ["make", (p) => p.make_slug],
  ["range", (p) => `${p.make_slug}/${p.range_slug}`],
  ["derivative", (p) => p.trim_slug],
  ["body_type", (p) => p.body_type],
  ["fuel_type", (p) => p.fuel_type],
  ["transmission", (p) => p.transmission],
  ["drivetrain", (p) => p.drivetrain],
  ["doors", (p) => p.doors],
  ["seats", (p) => p.seats],
  // Electric cars have no engine size to choose.
  ["engine_size", (p) => p.engine_decilitres || undefined],
  ["insurance", (p) => p.insurance_group],
  ["emissions", (p) => p.co2],
  ["mpg", (p) => p.mpg],
];
/** Groups counted straight from one dimension's values; masks count once per bit set. */
const slotKeys: [FilterGroup, keyof typeof dimensionOf, "value" | "bits"][] = [
  ["colours", "colour", "value"],
  ["location", "site", "value"],
  ["distance", "site", "value"],
  ["tags", "tags", "bits"],
  ["features", "features", "bits"],
  ["years", "year", "value"],
  ["plates", "plate", "value"],
  ["tax", "tax", "value"],
  ["mileage", "mileage", "value"],
  ["max_price", "price", "value"],
  ["price_position", "position", "value"],
];

/** The dimension each group counts in; -1 for monthly, counted outside the index's dimensions. */
const countedIn = Object.fromEntries([
  ...profileKeys.map(([group]) => [group, dimensionOf.profile]),
  ...slotKeys.map(([group, name]) => [group, dimensionOf[name]]),
  ["monthly", -1],
]) as Record<FilterGroup, number>;
const ignoredMask = (group: FilterGroup) => ignoredBy(group).reduce((mask, g) => mask | groupBit[g], 0);

/**
 * Cars are counted by class of failed mask. Classes 0–7 are masks of make, range and trim alone (bits 0–2, so the class
 * is the mask); classes 8 and up hold cars failing exactly one other group.
 */
const makeLevelClasses = 8;
const classCount = makeLevelClasses + filterGroupOrder.length - 3;
const maskOfClass = (cls: number) => (cls < makeLevelClasses ? cls : 1 << (cls - makeLevelClasses + 3));
/**
 * The dimension worth counting for each class but the first (-1: none): that of the groups that ignore the class's
 * failures. A car failing only the body type counts for the body-type options alone; a car failing nothing (class 0)
 * counts in every dimension.
 */
const classDimension = Int32Array.from({ length: classCount }, (_, cls) => {
  const users = filterGroupOrder.filter((group) => (maskOfClass(cls) & ~ignoredMask(group)) === 0);
  const dimensions = new Set(users.map((group) => countedIn[group]).filter((dimension) => dimension >= 0));
  if (cls > 0 && dimensions.size > 1) throw new Error(`Class ${cls} would count in several dimensions`);
  return cls === 0 || dimensions.size === 0 ? -1 : [...dimensions][0];
});
const everyDimension = [...new Set(Object.values(countedIn))].filter((dimension) => dimension >= 0);
// The matching cars are counted in the profile and in the index's packs: those must be every dimension counted here.
if (
  [...everyDimension].sort().join() !==
  [dimensionOf.profile, ...packedDimensions.map((name) => dimensionOf[name])].sort().join()
)
  throw new Error("The stock index packs other dimensions than the filter options count");

/**
 * Each class's cars counted by slot (`counts[class * slotCount + slot]`), and the cars failing nothing but perhaps the
 * monthly budget counted by monthly step (`monthlyCounts`, see monthlyOptions).
 *
 * Cars failing nothing (class 0) count in every dimension. When they are most of the stock (a broad search, say "up to
 * £20,000") the others are fewer: they are counted instead and taken from the stock's totals (`slotTotals`,
 * `stepTotals`), which gives the same counts for less work. Either way no search costs more than counting half the
 * stock in every dimension.
 */
function countByClass(index: StockIndex, fails: Int32Array, monthly: MonthlyColumn) {
  const { size, slots, slotCount, slotTotals, offsets, work } = index;
  const counts = (work.counts ??= new Int32Array(classCount * slotCount)).fill(0);
  const countsByCell = (work.countsByCell ??= index.countPacks.map((pack) => new Int32Array(pack.cellCount)));
  const monthlyCounts = new Int32Array(monthly.stepTotals.length);
  // The cars failing nothing from the front of the list, the others from the back.
  const rows = index.work.rows;
  const [onlyMonthly, monthlySteps] = [groupBit.monthly, monthly.steps];
  let matched = 0;
  let others = size;
  for (let row = 0; row < size; row++) {
    const failed = fails[row];
    if (failed === 0) {
      rows[matched++] = row;
      continue;
    }
    rows[--others] = row;
    if (failed === onlyMonthly) monthlyCounts[monthlySteps[row]]++;
    let cls: number;
    if (failed < makeLevelClasses) cls = failed;
    else if ((failed & (failed - 1)) === 0 && failed !== excluded) cls = 31 - Math.clz32(failed) + 5;
    else continue;
    const dimension = classDimension[cls];
    if (dimension >= 0) counts[cls * slotCount + slots[dimension * size + row]]++;
  }

  // Class 0: the cars failing nothing, or all the cars less the others. The profile is counted by slot, the other
  // dimensions by pack (stock-index.ts) and then by value; each column is read in row order.
  const counted = matched <= size - matched ? rows.subarray(0, matched) : rows.subarray(matched);
  const complement = counted.length < matched;
  const profile = dimensionOf.profile;
  countRows(counted, counts, slots.subarray(profile * size, (profile + 1) * size));
  for (const [pack, { cells, cellCount, parts }] of index.countPacks.entries()) {
    const byCell = countsByCell[pack].fill(0);
    countRows(counted, byCell, cells);
    for (let cell = 0; cell < cellCount; cell++) {
      const count = byCell[cell];
      if (count === 0) continue;
      for (const { dimension, stride, values } of parts)
        counts[offsets[dimension] + (Math.floor(cell / stride) % values)] += count;
    }
  }
  const matchedCounts = new Int32Array(monthlyCounts.length);
  countRows(counted, matchedCounts, monthly.steps);
  for (let step = 0; step < monthlyCounts.length; step++)
    monthlyCounts[step] += complement ? monthly.stepTotals[step] - matchedCounts[step] : matchedCounts[step];
  if (complement)
    for (const dimension of everyDimension)
      for (let slot = offsets[dimension]; slot < offsets[dimension + 1]; slot++)
        counts[slot] = slotTotals[slot] - counts[slot];
  return { counts, monthlyCounts };
}

/** Adds each listed row to the count of its value in the column. */
function countRows(rows: Int32Array, counts: Int32Array, column: Column) {
  for (let at = 0; at < rows.length; at++) counts[column[rows[at]]]++;
}
type Column = Uint8Array | Uint16Array | Uint32Array;

/**
 * The monthly options: cars failing no group but (perhaps) the budget itself, by the 50-pound step at or above their
 * payment on the basis, and above the last step. A car declined on it has no payment and counts in no step.
 */
function monthlyOptions(monthlyCounts: Int32Array): Keyed {
  const counted: Keyed = new Map();
  for (let step = 0; step <= aboveEveryStep; step++) {
    if (monthlyCounts[step] > 0)
      counted.set(step < aboveEveryStep ? monthlyBand.steps[step] : Infinity, monthlyCounts[step]);
  }
  return counted;
}

/** `monthly`: each car's payment on the search's finance basis and its step (monthly.ts). */
export function countFacets(index: StockIndex, filters: StockFilters, monthly: MonthlyColumn): FacetCounts {
  const fails = failedGroups(index, filters, monthly.payments);
  const { counts, monthlyCounts } = countByClass(index, fails, monthly);
  const { slotCount, offsets, slotValues, profiles } = index;
  /** Counts of a dimension's slots over the classes a group ignores. */
  const slotCounts = (group: FilterGroup, dimension: number) => {
    const ignored = ignoredMask(group);
    const summed = new Int32Array(offsets[dimension + 1] - offsets[dimension]);
    for (let cls = 0; cls < classCount; cls++) {
      if ((maskOfClass(cls) & ~ignored) !== 0) continue;
      const base = cls * slotCount + offsets[dimension];
      for (let value = 0; value < summed.length; value++) summed[value] += counts[base + value];
    }
    return summed;
  };

  const groups: FacetCounts["groups"] = {};
  for (const [group, key] of profileKeys) {
    const counted: Keyed = (groups[group] = new Map());
    slotCounts(group, dimensionOf.profile).forEach((count, value) => {
      if (count === 0) return;
      const profileKey = key(profiles[value]);
      if (profileKey !== undefined) add(counted, profileKey, count);
    });
  }
  for (const [group, name, kind] of slotKeys) {
    const counted: Keyed = (groups[group] = new Map());
    const dimension = dimensionOf[name];
    const byBit = new Int32Array(32);
    slotCounts(group, dimension).forEach((count, value) => {
      if (count === 0) return;
      const key = slotValues[offsets[dimension] + value];
      if (kind === "bits")
        for (let bit = 0; bit < 32; bit++) byBit[bit] += (Number(key) >>> bit) & 1 ? count : 0;
      else add(counted, key, count);
    });
    byBit.forEach((count, bit) => {
      if (count > 0) counted.set(bit, count);
    });
  }
  groups.monthly = monthlyOptions(monthlyCounts);
  const profileSlots = counts.subarray(offsets[dimensionOf.profile], offsets[dimensionOf.profile + 1]);
  const total = profileSlots.reduce((sum, count) => sum + count, 0);
  return { total, groups };
}

/** The home page's search bar asks the same question on every visit: answers are kept (cache.ts, `filterOptions`). */
export async function filterOptions(
  db: DealerDb,
  filters: StockFilters,
  pricing: FinancePricing,
): Promise<FilterOptions> {
  const index = await stockIndex(db, { searchText: filters.search.trim() !== "" });
  return keptOptions.answer(index, JSON.stringify([filters, pricing.version]), () =>
    buildFilterOptions(
      countFacets(index, filters, monthlyPayments(index, filters.finance, pricing)),
      filters,
    ),
  );
}
