import type { FilterOptions } from "@contract/vehicle";
import { formatNumber, formatPrice } from "../format";
import { LIST_GROUPS } from "./choices";
import { removeValue, removeVersion, setBound } from "./rules";
import {
  LIST_FILTERS,
  type BoundFilter,
  type ListFilter,
  type SearchState,
  type SearchVocabulary,
} from "./state";

/**
 * The applied filters as chips (docs/product/search.md#results-page): one per chosen value, each with the
 * state its removal leads to, so the page can render it as a real link. The zero-results view asks the dealer
 * API how many cars each removal gives back.
 */

export interface Chip {
  /** Unique within the page: "make=ford", "max_price". */
  id: string;
  /** What the value is: "Make", "Maximum price". */
  group: string;
  /** The value as a shopper reads it: "Ford", "£10,000". */
  value: string;
  remove: SearchState;
}

export const LIST_NAMES: Record<ListFilter, string> = {
  make: "Make",
  range: "Model",
  derivative: "Trim",
  body_type: "Body type",
  colour: "Colour",
  transmission: "Gearbox",
  fuel_type: "Fuel type",
  features: "Feature",
  engine_size: "Engine size",
  doors: "Doors",
  seats: "Seats",
  drivetrain: "Drive type",
  tags: "Offer",
  location_name: "Branch",
  price_position: "Price position",
};

const plate = (value: string | number) => `${value} plate`;
const gramsPerKm = (value: string | number) => `${value} g/km`;

/** The bound filters in the order the panel shows them, with their chip names and value formats. */
export const BOUND_CHIPS: [BoundFilter, string, (value: string | number) => string][] = [
  ["min_price", "Minimum price", (value) => formatPrice(Number(value))],
  ["max_price", "Maximum price", (value) => formatPrice(Number(value))],
  ["monthly_from", "Monthly from", (value) => `${formatPrice(Number(value))} a month`],
  ["monthly_to", "Monthly up to", (value) => `${formatPrice(Number(value))} a month`],
  ["min_year", "Year from", String],
  ["max_year", "Year to", String],
  ["min_plate", "Plate from", plate],
  ["max_plate", "Plate to", plate],
  ["odometer_value", "Mileage", (value) => `Up to ${formatNumber(Number(value))} miles`],
  ["insurance_group", "Insurance", (value) => `Up to group ${value}`],
  ["min_co2", "CO2 from", gramsPerKm],
  ["max_co2", "CO2 up to", gramsPerKm],
  ["mpg_from", "Fuel consumption", (value) => `${value}+ mpg`],
  ["tax_rate", "Annual tax", (value) => `Up to ${formatPrice(Number(value))} a year`],
];

/** `versionName`: the derivative of the version (coin) the search is for, when a car of it is listed. */
export function appliedChips(
  state: SearchState,
  options: FilterOptions | undefined,
  vocabulary?: SearchVocabulary,
  versionName?: string,
): Chip[] {
  const chips: Chip[] = [];
  for (const key of LIST_FILTERS) {
    const group = options?.[LIST_GROUPS[key]] as Record<string, { label: string }> | undefined;
    for (const value of state[key]) {
      chips.push({
        id: `${key}=${value}`,
        group: LIST_NAMES[key],
        value: group?.[value]?.label ?? value,
        remove: removeValue(state, key, value, vocabulary),
      });
    }
  }
  if (state.coin !== undefined)
    chips.push({
      id: "coin",
      group: "Version",
      value: versionName ?? `CAP id ${state.coin}`,
      remove: removeVersion(state),
    });
  for (const [key, group, format] of BOUND_CHIPS) {
    const value = state[key];
    if (value !== undefined)
      chips.push({ id: key, group, value: format(value), remove: setBound(state, key, undefined) });
  }
  return chips;
}
