import type { FilterOptions } from "@contract/vehicle";
import { formatMakeName } from "~/lib/format";
import { MONTHLY_FROM_CHOICES, MONTHLY_TO_CHOICES } from "~/lib/search/monthly-range";
import { totalPriceValues } from "./budget";
import type { HeroSelection, ListField } from "./selection";
import { distanceChoices, type DistanceChoice } from "./location";
import { modelsOfChosenMakes } from "~/lib/search/make-models";

/** One checkbox of a hero option: the value sent back, its label and how many cars it would give. */
export interface HeroChoice {
  value: string;
  label: string;
  count: number;
}

export interface RangeGroup {
  make: string;
  makeLabel: string;
  ranges: HeroChoice[];
}

/** The "Help me choose" groups: body type, colour and gearbox, with fuel type (docs/decisions/042). */
export const FEATURE_FIELDS = ["body_type", "colours", "transmission", "fuel_type"] as const;
export type FeatureField = (typeof FEATURE_FIELDS)[number];

export const FEATURE_LEGENDS: Record<FeatureField, string> = {
  body_type: "Body type",
  colours: "Colour",
  transmission: "Gearbox",
  fuel_type: "Fuel type",
};

/** Everything the hero shows for a selection, from one filter-options answer. */
export interface HeroOptions {
  /** Cars matching the whole selection: the number on the search button. */
  total: number;
  makes: HeroChoice[];
  /** The models of the chosen makes, one group per make. */
  rangeGroups: RangeGroup[];
  features: Record<FeatureField, HeroChoice[]>;
  monthlyFrom: number[];
  monthlyTo: number[];
  totalPrices: number[];
  /** docs/product/home.md#hero-search: budget is offered when monthly or total values exist. */
  budgetOffered: boolean;
  /**
   * docs/product/home.md#hero-search: "Help me choose" opens only when some group offers two or more choices.
   */
  featuresOffered: boolean;
  /** The Location's distances, counted once a postcode is placed, and every car at any distance ("National"). */
  distances: DistanceChoice[];
  nationalCount?: number;
}

/**
 * A group's choices: those with cars, plus any already chosen (so they can be unticked even when other picks leave
 * them with none). Order is the server's unless `sort` says otherwise.
 */
function choices(
  group: Record<string, { label: string; count: number }>,
  chosen: string[],
  label: (value: string, serverLabel: string) => string = (_value, serverLabel) => serverLabel,
): HeroChoice[] {
  return Object.entries(group)
    .filter(([value, option]) => option.count > 0 || chosen.includes(value))
    .map(([value, option]) => ({ value, label: label(value, option.label), count: option.count }));
}

const byLabel = (a: HeroChoice, b: HeroChoice) => a.label.localeCompare(b.label, "en-GB");

const FEATURE_GROUPS: Record<FeatureField, keyof FilterOptions> = {
  body_type: "body_type",
  colours: "colours",
  transmission: "transmission",
  fuel_type: "fuel_type",
};

export function heroOptions(filters: FilterOptions, selection: HeroSelection): HeroOptions {
  // docs/product/home.md#hero-search: makes sorted alphabetically, BMW and MINI in capitals, others
  // capitalised.
  const makes = choices(filters.make, selection.make, (_value, label) => formatMakeName(label)).sort(byLabel);
  const rangeGroups = selection.make
    .map((make) => ({
      make,
      makeLabel: makes.find((choice) => choice.value === make)?.label ?? labelFromSlug(make),
      ranges: choices(
        Object.fromEntries(Object.entries(filters.range).filter(([, option]) => option.make === make)),
        selection.range,
      ).sort(byLabel),
    }))
    .filter((group) => group.ranges.length > 0)
    .sort((a, b) => a.makeLabel.localeCompare(b.makeLabel, "en-GB"));
  const features = Object.fromEntries(
    FEATURE_FIELDS.map((field) => [
      field,
      choices(
        filters[FEATURE_GROUPS[field]] as Record<string, { label: string; count: number }>,
        selection[field],
      ),
    ]),
  ) as Record<FeatureField, HeroChoice[]>;
  const maxPriceKeys = Object.keys(filters.max_price);
  return {
    total: filters.total,
    makes,
    rangeGroups,
    features,
    monthlyFrom: MONTHLY_FROM_CHOICES,
    monthlyTo: MONTHLY_TO_CHOICES,
    totalPrices: maxPriceKeys.length > 0 ? totalPriceValues(maxPriceKeys) : [],
    budgetOffered: Object.keys(filters.monthly).length > 0 || maxPriceKeys.length > 0,
    featuresOffered: FEATURE_FIELDS.some((field) => pickerEnabled(features[field])),
    distances: distanceChoices(filters),
    nationalCount: filters.distance.national?.count,
  };
}

/**
 * docs/product/home.md#hero-search: a body type, colour or gearbox picker is disabled with fewer than two
 * choices.
 */
export function pickerEnabled(group: HeroChoice[]): boolean {
  return group.length >= 2;
}

/** Which make each range belongs to, so removing a make can drop its ranges. */
/**
 * docs/product/home.md#hero-search: removing a make also removes the ranges belonging to it; removing the
 * last make clears every range (the one rule of app/lib/search/make-models.ts).
 */
export function dropOrphanRanges(
  selection: HeroSelection,
  makesOfRanges: Record<string, string>,
): HeroSelection {
  const range = modelsOfChosenMakes(selection.make, selection.range, (value) => makesOfRanges[value]);
  return range.length === selection.range.length ? selection : { ...selection, range };
}

/** A readable label for a slug the server did not label (it only labels what it has in stock). */
export function labelFromSlug(slug: string): string {
  return formatMakeName(slug.replace(/-/g, " "));
}

/**
 * docs/product/home.md#hero-search: "Search 12 cars", "Search 1 car"; without a count (the dealer API is
 * down) just "Search cars".
 */
export function searchButtonLabel(count: number | undefined): string {
  if (count === undefined) return "Search cars";
  return `Search ${count} ${count === 1 ? "car" : "cars"}`;
}

/** The label of a chosen value for its chip, from the options when they list it. */
export function choiceLabel(options: HeroOptions | undefined, field: ListField, value: string): string {
  const pool: HeroChoice[] | undefined =
    field === "make"
      ? options?.makes
      : field === "range"
        ? options?.rangeGroups.flatMap((group) => group.ranges)
        : options?.features[field];
  return pool?.find((choice) => choice.value === value)?.label ?? labelFromSlug(value);
}
