import { LRUCache } from "lru-cache";
import type { FinanceQuotes } from "./contract/finance";
import type { FilterOptions, VehicleListing } from "./contract/vehicle";
import type { MonthlyColumn } from "./stock/monthly";
import type { StockIndex } from "./stock/stock-index";

/**
 * Every cache of the dealer API, in one place (the site has its own: app/lib/cache.server.ts). Each process keeps its
 * own, in memory, least recently used first to go.
 *
 * | instance         | holds                                          | key                                    | max  |
 * |------------------|------------------------------------------------|----------------------------------------|------|
 * | `searchPages`    | which cars make up a results page, how many    | filters, sort, page, page size         | 500  |
 * | `filterOptions`  | the filter counts of a search                  | filters                                | 200  |
 * | `monthlyColumns` | every car's monthly payment on a finance basis | the basis                              | 6    |
 * | `listings`       | a car's listing (the results page's card)      | the car's id                           | 2000 |
 * | `financeQuotes`  | a car's finance quotes                         | the car as the lender sees it, choice  | 5000 |
 *
 * How stale they can be: never. Each answer is worked out from its key and the cars alone, and:
 * - the first four are tied to the stock: they hold the answers of one stock index, and asked with another they forget
 *   every answer first. Any write to the cars changes the stock version, and the next request builds a new index
 *   (stock/stock-index-store.ts), so no answer outlives the cars it was worked out from. Where an answer depends on
 *   the finance offers or the day, their version (`FinancePricing.version`) is part of the key.
 * - `financeQuotes` needs no rule: its key is the whole of its input (the car's price, age, mileage, offer and the
 *   promotions that apply, and the shopper's choice), so a changed car is a new key.
 * A monthly column takes 0.9 MB at 100 000 cars, hence its 6.
 *
 * Nothing kept is shared mutable state: answers are deep-frozen when kept, except the monthly columns (typed arrays,
 * which JavaScript cannot freeze), which only stock-match.ts and facets.ts read and never write.
 *
 * Not a cache of answers, so not here: the stock index itself, one per database, rebuilt when the stock version
 * changes (stock/stock-index-store.ts).
 */

/** Freezes an object and everything in it (typed arrays are left as they are: they cannot be frozen). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A cache of answers worked out from one stock index: asked with another index, it forgets every answer first. */
export function stockCache<T extends object>(max: number) {
  const cache = new LRUCache<string, T>({ max });
  let stock: StockIndex | undefined;
  const of = (index: StockIndex) => {
    if (index !== stock) {
      cache.clear();
      stock = index;
    }
    return cache;
  };
  return {
    get: (index: StockIndex, key: string): T | undefined => of(index).get(key),
    set: (index: StockIndex, key: string, value: T): T => {
      of(index).set(key, deepFreeze(value));
      return value;
    },
    /** The kept answer, or `work`'s, kept. */
    answer(index: StockIndex, key: string, work: () => T): T {
      return this.get(index, key) ?? this.set(index, key, work());
    },
    /** How many answers it holds for this index (for tests). */
    size: (index: StockIndex): number => of(index).size,
  };
}

export const searchPages = stockCache<{ total: number; ids: number[] }>(500);
export const filterOptions = stockCache<FilterOptions>(200);
export const monthlyColumns = stockCache<MonthlyColumn>(6);
export const listings = stockCache<VehicleListing>(2000);

const quotes = new LRUCache<string, FinanceQuotes>({ max: 5000 });

/** A car's quotes on a choice: `key` is the car as the lender sees it and the choice, so it is never stale. */
export function keptQuotes(key: string, work: () => FinanceQuotes): FinanceQuotes {
  let kept = quotes.get(key);
  if (kept === undefined) quotes.set(key, (kept = deepFreeze(work())));
  return kept;
}
