import type { DealerDb } from "../db/database";
import { financePricing } from "../finance/promotions";
import { embeddedPlaces } from "../places/embedded";
import type { PlaceFinder } from "../places/place-finder";
import { withDistance } from "../stock/distance";
import { monthlyPayments } from "../stock/monthly";
import { parseStockQuery, type Parsed, type StockQuery } from "../stock/search-params";
import { stockIndex } from "../stock/stock-index-store";
import type { StockIndex } from "../stock/stock-index";
import { failedGroups, hasMonthlyBudget } from "../stock/stock-match";

/**
 * "New since" (docs/decisions/330-saved-searches.md): vehicle ids only grow (an autoincrement key on SQLite, an
 * identity on PostgreSQL: stock/migrations.ts), so the cars new to a customer since a moment are those with an id above
 * the newest id at that moment, the watermark. Counted on the stock index (stock/stock-index.ts), as the search counts
 * its results: a pass over the cars to match the filters, then the matches above the watermark, which are at the end
 * of the index (its rows are in id order).
 */

export interface SearchWorld {
  db: DealerDb;
  /** Where a distance search's postcode is. */
  places: PlaceFinder;
  /** The day a monthly budget is priced on (the stock routes' `today`). */
  today: Date;
}

/** The world of a job outside a request (the alert job): the embedded places and today, unless given. */
export const searchWorld = (
  db: DealerDb,
  { places = embeddedPlaces, today = new Date() }: { places?: PlaceFinder; today?: Date } = {},
): SearchWorld => ({ db, places, today });

/** The newest car's id, 0 when there is none. */
export async function latestVehicleId(db: DealerDb): Promise<number> {
  const { latest } = await db
    .selectFrom("vehicles")
    .select((eb) => eb.fn.max("id").as("latest"))
    .executeTakeFirstOrThrow();
  return latest === null ? 0 : Number(latest);
}

/** A stored (or canonical) stock query read as the stock search reads its URL, the postcode looked up. */
export async function readStockQuery(world: SearchWorld, query: string): Promise<Parsed<StockQuery>> {
  const params = new URLSearchParams(query);
  const parsed = parseStockQuery(params, { sort: "age|desc", perPage: 9 });
  return parsed.ok ? withDistance(parsed.value, params, world.places) : parsed;
}

/** The first row of the index whose car's id is above `afterVehicleId` (the index's rows are in id order). */
function firstRowAbove(index: StockIndex, afterVehicleId: number): number {
  let low = 0;
  let high = index.size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (index.ids[middle] <= afterVehicleId) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Calls `visit` with each row above the watermark that matches the query. The filters' answer lives in the index's
 * working space (stock-match.ts, failedGroups) until the next search: it is read here without awaiting in between.
 */
async function eachNewMatch(
  world: SearchWorld,
  query: StockQuery,
  afterVehicleId: number,
  visit: (row: number, index: StockIndex) => boolean | void,
): Promise<void> {
  const { filters } = query;
  const index = await stockIndex(world.db, { searchText: filters.search.trim() !== "" });
  const monthly = hasMonthlyBudget(filters)
    ? monthlyPayments(index, filters.finance, await financePricing(world.db, world.today)).payments
    : undefined;
  // From here to the end, nothing is awaited: the working space stays this query's.
  const start = firstRowAbove(index, afterVehicleId);
  if (start >= index.size) return;
  const fails = failedGroups(index, filters, monthly);
  for (let row = start; row < index.size; row++) if (fails[row] === 0 && visit(row, index) === false) return;
}

/** How many cars match the stock query with an id above `afterVehicleId`. */
export async function countNewMatches(
  world: SearchWorld,
  query: StockQuery,
  afterVehicleId: number,
): Promise<number> {
  let count = 0;
  await eachNewMatch(world, query, afterVehicleId, () => {
    count++;
  });
  return count;
}

/**
 * For the alert job: the ids of the cars matching a stored stock query with an id above `afterVehicleId`, oldest
 * first, at most `limit`. A query that no longer reads (a postcode gone from the places) matches nothing.
 */
export async function newMatches(
  db: DealerDb,
  stockQuery: string,
  afterVehicleId: number,
  limit: number,
  options: { places?: PlaceFinder; today?: Date } = {},
): Promise<number[]> {
  const world = searchWorld(db, options);
  const query = await readStockQuery(world, stockQuery);
  if (!query.ok) return [];
  const ids: number[] = [];
  await eachNewMatch(world, query.value, afterVehicleId, (row, index) => {
    ids.push(index.ids[row]);
    return ids.length < limit;
  });
  return ids;
}

/** The new-car count of each stored stock query above its watermark; a query that no longer reads counts 0. */
export async function newCounts(
  world: SearchWorld,
  searches: readonly { stockQuery: string; afterVehicleId: number }[],
): Promise<number[]> {
  const counts: number[] = [];
  for (const search of searches) {
    const query = await readStockQuery(world, search.stockQuery);
    counts.push(query.ok ? await countNewMatches(world, query.value, search.afterVehicleId) : 0);
  }
  return counts;
}

/** What the alert job tells of a search: how many new cars, the newest few, and the newest car it looked at. */
export interface NewMatchSummary {
  /** Every match above the watermark. */
  count: number;
  /** The newest matches, newest first, at most the limit asked for. */
  newest: number[];
  /** The newest car's id in the stock the search was answered from (the watermark's next value), 0 when none. */
  considered: number;
}

/**
 * For the alert job: one pass over the matches above `afterVehicleId` that counts them and keeps the newest `limit`
 * (memory bounded by `limit`, however many match), with the newest car the index holds. A query that no longer reads
 * matches nothing (it still answers the newest car, so its watermark moves on).
 */
export async function newMatchSummary(
  db: DealerDb,
  stockQuery: string,
  afterVehicleId: number,
  limit: number,
  options: { places?: PlaceFinder; today?: Date } = {},
): Promise<NewMatchSummary> {
  const world = searchWorld(db, options);
  const query = await readStockQuery(world, stockQuery);
  const index = await stockIndex(db, { searchText: query.ok && query.value.filters.search.trim() !== "" });
  const considered = index.size > 0 ? index.ids[index.size - 1] : 0;
  if (!query.ok) return { count: 0, newest: [], considered };
  let count = 0;
  // A ring of the last `limit` matches seen: the rows are in id order, so they are the newest.
  const ring: number[] = [];
  await eachNewMatch(world, query.value, afterVehicleId, (row, rows) => {
    if (limit > 0) ring[count % limit] = rows.ids[row];
    count++;
  });
  const kept = Math.min(count, limit);
  const newest: number[] = [];
  for (let back = 1; back <= kept; back++) newest.push(ring[(count - back) % limit]);
  return { count, newest, considered: Math.max(considered, ...newest) };
}
