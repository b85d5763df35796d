import type { VehicleListing } from "@contract/vehicle";
import { formatPrice } from "~/lib/format";
import { cashPriceWithFees } from "~/lib/vehicle/pricing";

/** docs/product/shell.md#site-search: suggestions from 3 characters, 750 ms after the last key, at most 5. */
export const SUGGEST_MIN_CHARS = 3;
export const SUGGEST_DEBOUNCE_MS = 750;
export const SUGGEST_LIMIT = 5;
/** Longer terms are not names of cars; the dealer API caps search text at 100 characters too. */
export const SEARCH_TERM_MAX = 100;

/** The term as the box sends it: trimmed, inner runs of spaces made one, capped. */
export function cleanTerm(raw: string): string {
  return raw.trim().replace(/\s+/g, " ").slice(0, SEARCH_TERM_MAX);
}

export function wantsSuggestions(term: string): boolean {
  return cleanTerm(term).length >= SUGGEST_MIN_CHARS;
}

export interface Suggestion {
  slug: string;
  /** make range derivative: "Ford Fiesta 1.0 EcoBoost 125 Titanium 5dr" */
  name: string;
  price: string;
  href: string;
}

export function toSuggestion(vehicle: VehicleListing): Suggestion {
  return {
    slug: vehicle.slug,
    name: `${vehicle.make.name} ${vehicle.range.name} ${vehicle.derivative}`,
    // The cash price a buyer pays, admin fee included (docs/decisions/300-fee-inclusive-prices.md).
    price: formatPrice(cashPriceWithFees(vehicle)),
    href: `/used/cars/${vehicle.slug}`,
  };
}

/** Where the header box leads: /search/{encoded term}. */
export function siteSearchPath(term: string): string {
  return `/search/${encodeURIComponent(cleanTerm(term))}`;
}

/** Arrow keys move through the list and wrap; -1 means the box itself. */
export function moveActive(active: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
