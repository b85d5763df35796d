import type { MarketComparable, MarketValue } from "../contract/vehicle";
import { marketValueAt } from "./market-value";
import { dimensionOf, type StockIndex } from "./stock-index";

/**
 * The market estimates the stock index worked out (market-value.ts), as the contract carries them: on every listing,
 * and with the cars compared on the vehicle page.
 */

/** The index's row of a car (rows are in id order), or -1. */
function rowOf(index: StockIndex, id: number): number {
  let [low, high] = [0, index.size - 1];
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = index.ids[middle];
    if (found === id) return middle;
    if (found < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

export function marketValueOf(index: StockIndex, id: number): MarketValue | null {
  const row = rowOf(index, id);
  const value = row < 0 ? null : marketValueAt(index.market, row);
  if (!value) return null;
  const { estimate, low, high, basis, comparables, position } = value;
  return { estimate, low, high, basis, comparables, position };
}

/** Most cars the vehicle page's chart plots: the closest in mileage. */
export const MAX_COMPARABLES_SHOWN = 24;

/**
 * The advertised cars of the same make and model the car's estimate was compared with, closest in mileage first (at
 * most `MAX_COMPARABLES_SHOWN`); none when the estimate came from the model.
 */
export function comparablesOf(index: StockIndex, id: number): MarketComparable[] {
  const row = rowOf(index, id);
  if (row < 0 || marketValueAt(index.market, row)?.basis !== "comparables") return [];
  const { size, slots, offsets, profiles, slotValues } = index;
  const profileAt = (at: number) =>
    profiles[slots[dimensionOf.profile * size + at] - offsets[dimensionOf.profile]];
  const valueAt = (dimension: number, at: number) => slotValues[slots[dimension * size + at]];
  const own = profileAt(row);
  const found: MarketComparable[] = [];
  for (let at = 0; at < size; at++) {
    if (at === row || !index.market.evidence[at]) continue;
    const profile = profileAt(at);
    if (profile.make_slug !== own.make_slug || profile.range_slug !== own.range_slug) continue;
    found.push({
      year: Number(valueAt(dimensionOf.year, at)),
      odometer_value: index.odometer[at],
      final_price: index.price[at],
    });
  }
  const miles = index.odometer[row];
  return found
    .sort((a, b) => Math.abs(a.odometer_value - miles) - Math.abs(b.odometer_value - miles))
    .slice(0, MAX_COMPARABLES_SHOWN);
}
