import {
  bodyTypeLabels,
  bodyTypes,
  colourLabels,
  drivetrainLabels,
  drivetrains,
  fuelTypeLabels,
  fuelTypes,
  offerTagLabels,
  offerTags,
  pricePositionLabels,
  pricePositions,
  searchableFeatures,
  transmissionLabels,
  transmissions,
  type FilterGroup,
  type FilterOption,
  type FilterOptions,
} from "../contract/vehicle";
import { branches } from "../branches";
import {
  emissionsBand,
  insuranceBand,
  mileageBand,
  mileageBucketSize,
  monthlyBand,
  mpgBand,
  priceBand,
  taxLabel,
  usefulUpperSteps,
  type Band,
} from "./bands";
import { makesBySlug, rangesBySlug, trimsBySlug } from "./catalogue";
import { searchableFeatureLabels } from "./equipment";
import { plateFromOrder, plateLabel } from "./plates";
import type { StockFilters } from "./search-params";
import { distanceRanges } from "./distance";

/** Raw counts per group, keyed by the stored value (slug, number, bit index or bucket). */
export interface FacetCounts {
  total: number;
  groups: Partial<Record<FilterGroup, Map<string | number, number>>>;
}

/** Looks a key up in one of the contract's label tables. */
const labelFrom = (labels: Record<string, string>) => (key: string) => labels[key] ?? key;
const byLabel = <T extends FilterOption>(entries: [string, T][]) =>
  Object.fromEntries(entries.sort(([, a], [, b]) => a.label.localeCompare(b.label, "en-GB")));

/**
 * Options of a listed group: every value with cars, in the given order, plus chosen values that found none (so the
 * page can still show and remove them).
 */
function listed(
  counted: Map<string | number, number> | undefined,
  chosen: readonly (string | number)[],
  label: (key: string) => string,
  order?: readonly string[],
): Record<string, FilterOption> {
  const counts = new Map([...(counted ?? [])].map(([key, count]) => [String(key), count]));
  for (const value of chosen) if (!counts.has(String(value))) counts.set(String(value), 0);
  const keys = order ? order.filter((key) => counts.has(key)) : [...counts.keys()];
  return Object.fromEntries(keys.map((key) => [key, { label: label(key), count: counts.get(key)! }]));
}

/** Counts of cars at or below each step of a band ("up to"). */
function upTo(counted: Map<string | number, number> | undefined, band: Band, total: number, keepAll = false) {
  const values = [...(counted ?? [])].map(([value, count]) => [Number(value), count] as const);
  const countUpTo = (step: number) =>
    values.reduce((sum, [value, count]) => (value <= step ? sum + count : sum), 0);
  const steps = keepAll
    ? band.steps.map((step) => [step, countUpTo(step)] as const)
    : usefulUpperSteps(band.steps, countUpTo, total);
  return Object.fromEntries(steps.map(([step, count]) => [String(step), { label: band.label(step), count }]));
}

function atLeast(counted: Map<string | number, number> | undefined, band: Band) {
  const values = [...(counted ?? [])].map(([value, count]) => [Number(value), count] as const);
  const entries = band.steps
    .map(
      (step) =>
        [step, values.reduce((sum, [value, count]) => (value >= step ? sum + count : sum), 0)] as const,
    )
    .filter(([, count]) => count > 0);
  return Object.fromEntries(
    entries.map(([step, count]) => [String(step), { label: band.label(step), count }]),
  );
}

/** Mileage buckets (see facets.ts) back to the mileage they end at. */
function bucketsToMiles(counted: Map<string | number, number> | undefined, bucketSize: number) {
  return new Map([...(counted ?? [])].map(([bucket, count]) => [(Number(bucket) + 1) * bucketSize, count]));
}

/** Cars within each distance of the shopper's postcode, and at any distance ("national"); none without a postcode. */
function withinDistances(
  counted: Map<string | number, number> | undefined,
  distance: StockFilters["distance"],
) {
  if (!distance) return {};
  const bySite = [...(counted ?? [])].map(([site, count]) => [
    distance.miles[Number(site)] ?? Infinity,
    count,
  ]);
  const within = (range: number) =>
    bySite.reduce((sum, [miles, count]) => (miles <= range ? sum + count : sum), 0);
  return Object.fromEntries([
    ...distanceRanges.map((range) => [
      String(range),
      { label: `Within ${range} miles`, count: within(range) },
    ]),
    ["national", { label: "National", count: within(Infinity) }],
  ]);
}

function totalsFor(counted: Map<string | number, number> | undefined) {
  return [...(counted ?? [])].reduce((sum, [, count]) => sum + count, 0);
}

export function buildFilterOptions(counts: FacetCounts, filters: StockFilters): FilterOptions {
  const { groups } = counts;
  const ranges: [string, FilterOption & { make: string }][] = [...(groups.range ?? [])].map(
    ([key, count]) => {
      const [make, range] = String(key).split("/");
      return [range, { label: rangesBySlug.get(range)?.name ?? range, make, count }];
    },
  );
  for (const range of filters.range) {
    if (!ranges.some(([slug]) => slug === range)) {
      ranges.push([
        range,
        { label: rangesBySlug.get(range)!.name, make: rangesBySlug.get(range)!.make, count: 0 },
      ]);
    }
  }
  const features = new Map(
    [...(groups.features ?? [])].map(([bit, count]) => [searchableFeatures[Number(bit)], count]),
  );
  const tags = new Map([...(groups.tags ?? [])].map(([bit, count]) => [offerTags[Number(bit)], count]));
  const plates = [...(groups.plates ?? [])].sort(([a], [b]) => Number(a) - Number(b));
  const taxRates = [...(groups.tax ?? [])].map(([rate]) => Number(rate)).sort((a, b) => a - b);

  return {
    total: counts.total,
    make: byLabel(
      Object.entries(listed(groups.make, filters.make, (slug) => makesBySlug.get(slug)?.name ?? slug)),
    ),
    range: byLabel(ranges),
    derivative: byLabel(
      Object.entries(listed(groups.derivative, filters.derivative, (slug) => trimsBySlug.get(slug) ?? slug)),
    ),
    body_type: listed(groups.body_type, filters.body_type, labelFrom(bodyTypeLabels), bodyTypes),
    fuel_type: listed(groups.fuel_type, filters.fuel_type, labelFrom(fuelTypeLabels), fuelTypes),
    transmission: listed(
      groups.transmission,
      filters.transmission,
      labelFrom(transmissionLabels),
      transmissions,
    ),
    colours: byLabel(Object.entries(listed(groups.colours, filters.colour, labelFrom(colourLabels)))),
    doors: listed(groups.doors, filters.doors, (doors) => `${doors} doors`),
    seats: listed(groups.seats, filters.seats, (seats) => `${seats} seats`),
    engine_size: Object.fromEntries(
      Object.entries(
        listed(groups.engine_size, filters.engine_size, (d) => `${(Number(d) / 10).toFixed(1)}L`),
      )
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([decilitres, option]) => [(Number(decilitres) / 10).toFixed(1), option]),
    ),
    drivetrain: listed(groups.drivetrain, filters.drivetrain, labelFrom(drivetrainLabels), drivetrains),
    features: listed(features, filters.features, labelFrom(searchableFeatureLabels), searchableFeatures),
    tags: listed(tags, filters.tags, labelFrom(offerTagLabels), offerTags),
    // Best first; cars without a position ("none") are no option.
    price_position: listed(
      groups.price_position,
      filters.price_position,
      labelFrom(pricePositionLabels),
      pricePositions,
    ),
    location: Object.fromEntries(
      branches
        .filter((branch) => groups.location?.has(branch.id) || filters.site_id.includes(branch.id))
        .map((branch) => [branch.slug, { label: branch.name, count: groups.location?.get(branch.id) ?? 0 }]),
    ),
    distance: withinDistances(groups.distance, filters.distance),
    max_price: upTo(groups.max_price, priceBand, totalsFor(groups.max_price)),
    monthly: upTo(groups.monthly, monthlyBand, totalsFor(groups.monthly), true),
    insurance: upTo(groups.insurance, insuranceBand, totalsFor(groups.insurance)),
    emissions: upTo(groups.emissions, emissionsBand, totalsFor(groups.emissions)),
    mpg: atLeast(groups.mpg, mpgBand),
    tax: upTo(groups.tax, { steps: taxRates, label: taxLabel }, totalsFor(groups.tax)),
    years: listed(groups.years, [], (year) => year),
    plates: Object.fromEntries(
      plates.map(([order, count]) => {
        const plate = plateFromOrder(Number(order));
        return [plate, { label: plateLabel(plate), count, order: Number(order) }];
      }),
    ),
    mileage: upTo(bucketsToMiles(groups.mileage, mileageBucketSize), mileageBand, totalsFor(groups.mileage)),
  };
}
