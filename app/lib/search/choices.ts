import type { FilterOption, FilterOptions } from "@contract/vehicle";
import { formatNumber, formatPrice } from "../format";
import { MONTHLY_FROM_CHOICES, MONTHLY_TO_CHOICES } from "./monthly-range";
import { plateOrder, type ListFilter, type SearchState } from "./state";

/**
 * The choices each control of the filter panel offers, with the number of cars beside each. The dealer API counts a
 * group with every other chosen filter applied but not its own (README "Faceted counts"), so a count says how many cars
 * the results would show after choosing that option. Where the API's figures cannot say that exactly (the lower end of
 * a price, monthly or CO2 range, or the upper end while a lower end is chosen), no count is shown rather than a wrong one.
 */

export interface Choice {
  value: string;
  label: string;
  count?: number;
}

/** "Ford (43)": the count a choice would give, in words for screen readers too. */
export function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

/** The option group of the dealer API's answer that each list filter reads. */
export const LIST_GROUPS: Record<ListFilter, Exclude<keyof FilterOptions, "total">> = {
  make: "make",
  range: "range",
  derivative: "derivative",
  body_type: "body_type",
  colour: "colours",
  transmission: "transmission",
  fuel_type: "fuel_type",
  features: "features",
  engine_size: "engine_size",
  doors: "doors",
  seats: "seats",
  drivetrain: "drivetrain",
  tags: "tags",
  location_name: "location",
  price_position: "price_position",
};

type Group = Record<string, FilterOption>;

/** A list filter's choices in the API's order (chosen values with no cars are listed too, so they can be unticked). */
export function listChoices(options: FilterOptions, key: ListFilter, state: SearchState): Choice[] {
  const group: Group = options[LIST_GROUPS[key]];
  const choices = Object.entries(group).map(([value, option]) => ({
    value,
    label: option.label,
    count: option.count,
  }));
  for (const value of state[key]) {
    if (!Object.hasOwn(group, value)) choices.push({ value, label: value, count: 0 });
  }
  return choices;
}

/** The models of the chosen makes, make by make (docs/product/search.md#filters, rule 4). */
export function modelChoicesByMake(options: FilterOptions, state: SearchState) {
  return state.make.map((make) => ({
    make,
    label: options.make[make]?.label ?? make,
    choices: Object.entries(options.range)
      .filter(([, option]) => option.make === make)
      .map(([value, option]) => ({ value, label: option.label, count: option.count })),
  }));
}

/** Keeps the value the URL holds selectable even when the current options don't list it. */
function withCurrent(
  choices: Choice[],
  current: number | string | undefined,
  label: (value: string) => string,
) {
  if (current === undefined || choices.some((choice) => choice.value === String(current))) return choices;
  return [...choices, { value: String(current), label: label(String(current)) }].sort(
    (a, b) => Number(a.value) - Number(b.value),
  );
}

const numericKeys = (group: Group) =>
  Object.keys(group)
    .map(Number)
    .sort((a, b) => a - b);

/**
 * docs/product/search.md#budget: total budget values are the server's max_price keys with 1000, 2000 and 3000
 * added at the start.
 */
export function priceChoices(options: FilterOptions, state: SearchState, side: "min" | "max"): Choice[] {
  const values = [...new Set([1000, 2000, 3000, ...numericKeys(options.max_price)])].sort((a, b) => a - b);
  const limited = values.filter((value) =>
    side === "min"
      ? state.max_price === undefined || value <= state.max_price
      : (state.min_price ?? 0) <= value,
  );
  const exact = side === "max" && state.min_price === undefined;
  const choices = limited.map((value) => ({
    value: String(value),
    label: formatPrice(value),
    count: exact ? options.max_price[value]?.count : undefined,
  }));
  const current = side === "min" ? state.min_price : state.max_price;
  return withCurrent(choices, current, (value) => formatPrice(Number(value)));
}

/**
 * docs/product/search.md#budget: "from" runs 50–950 (0 is no lower bound: 'Any'), "to" 50–1000, in steps of
 * 50.
 */
export function monthlyChoices(options: FilterOptions, state: SearchState, side: "from" | "to"): Choice[] {
  const exact = side === "to" && state.monthly_from === undefined;
  const choices: Choice[] = (side === "from" ? MONTHLY_FROM_CHOICES : MONTHLY_TO_CHOICES).map((value) => ({
    value: String(value),
    label: formatPrice(value),
    count: exact ? options.monthly[value]?.count : undefined,
  }));
  const current = side === "from" ? state.monthly_from : state.monthly_to;
  return withCurrent(choices, current, (value) => formatPrice(Number(value)));
}

/**
 * Year and plate choices: the API counts each year (plate) on its own, so "from" and "to" counts are exact sums over the
 * years (plates) between the choice and the other end. Each end offers only values that keep from ≤ to.
 */
function perValueChoices(
  entries: { value: string; order: number; label: string; count: number }[],
  low: number | undefined,
  high: number | undefined,
  side: "from" | "to",
): Choice[] {
  const sum = (from: number, to: number) =>
    entries.filter((entry) => entry.order >= from && entry.order <= to).reduce((n, e) => n + e.count, 0);
  return entries
    .filter((entry) =>
      side === "from" ? high === undefined || entry.order <= high : (low ?? -1) <= entry.order,
    )
    .map((entry) => ({
      value: entry.value,
      label: entry.label,
      count: side === "from" ? sum(entry.order, high ?? Infinity) : sum(low ?? -Infinity, entry.order),
    }));
}

export function yearChoices(options: FilterOptions, state: SearchState, side: "from" | "to"): Choice[] {
  const years = new Set(Object.keys(options.years));
  const current = side === "from" ? state.min_year : state.max_year;
  if (current !== undefined) years.add(String(current));
  const entries = [...years]
    .map((year) => ({
      value: year,
      order: Number(year),
      label: year,
      count: options.years[year]?.count ?? 0,
    }))
    .sort((a, b) => a.order - b.order);
  return perValueChoices(entries, state.min_year, state.max_year, side);
}

export function plateChoices(options: FilterOptions, state: SearchState, side: "from" | "to"): Choice[] {
  const plates = new Map(Object.entries(options.plates).map(([plate, option]) => [plate, option]));
  const entries = [...plates].map(([plate, option]) => ({
    value: plate,
    order: option.order,
    label: option.label,
    count: option.count,
  }));
  const current = side === "from" ? state.min_plate : state.max_plate;
  if (current && !plates.has(current))
    entries.push({ value: current, order: plateOrder(current), label: `${current} plate`, count: 0 });
  entries.sort((a, b) => a.order - b.order);
  const order = (plate?: string) => (plate ? plateOrder(plate) : undefined);
  return perValueChoices(entries, order(state.min_plate), order(state.max_plate), side);
}

/** A one-sided filter read straight from an API band: "Up to 60,000 miles", "Up to group 20", "50+ mpg"... */
export function bandChoices(group: Group, current: number | undefined, label: (value: string) => string) {
  const choices = numericKeys(group).map((value) => ({
    value: String(value),
    label: group[value].label,
    count: group[value].count,
  }));
  return withCurrent(choices, current, label);
}

/**
 * docs/product/search.md#filters: CO2 "min" offers only values not above the chosen max, "max" only values
 * not below the chosen min. "Zero emissions" is an upper bound only.
 */
export function co2Choices(options: FilterOptions, state: SearchState, side: "min" | "max"): Choice[] {
  const group = options.emissions;
  const exact = side === "max" && state.min_co2 === undefined;
  const choices = numericKeys(group)
    .filter((value) =>
      side === "min"
        ? value > 0 && (state.max_co2 === undefined || value <= state.max_co2)
        : state.min_co2 === undefined || value >= state.min_co2,
    )
    .map((value) => ({
      value: String(value),
      label: side === "min" ? `From ${value} g/km` : group[value].label,
      count: exact ? group[value].count : undefined,
    }));
  const current = side === "min" ? state.min_co2 : state.max_co2;
  return withCurrent(choices, current, (value) => `${side === "min" ? "From" : "Up to"} ${value} g/km`);
}

export const milesLabel = (value: string) => `Up to ${formatNumber(Number(value))} miles`;
export const insuranceLabel = (value: string) => `Up to group ${value}`;
export const mpgLabel = (value: string) => `${value}+ mpg`;
export const taxLabel = (value: string) =>
  Number(value) === 0 ? "No road tax" : `Up to ${formatPrice(Number(value))} a year`;
