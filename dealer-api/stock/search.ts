import type { PaginationMeta } from "../contract/envelope";
import type { SortOption, Vehicle, VehicleListing } from "../contract/vehicle";
import type { DealerDb } from "../db/database";
import { normaliseVrm } from "./plates";
import type { StockQuery } from "./search-params";
import { listingDetailColumns, toListing, toVehicle } from "./serialise";
import { dimensionOf, sortOrder, type SortKey, type StockIndex } from "./stock-index";
import { sitesByDistance } from "./distance";
import { stockIndex } from "./stock-index-store";
import { countPassing, failedGroups, hasMonthlyBudget } from "./stock-match";
import { monthlyPayments } from "./monthly";
import type { FinancePricing } from "../finance/promotions";
import { listings, searchPages } from "../cache";
import { comparablesOf, marketValueOf } from "./market";

/** Stock look-ups: the filtered, sorted, paged search and the fetches by slug, VRM and stock id. */

/** Sort key and direction; ties fall back to the id in the same direction (as `order by column, id` would). */
const sorts: Record<SortOption, [key: SortKey, direction: "asc" | "desc"]> = {
  "price|asc": ["price", "asc"],
  "price|desc": ["price", "desc"],
  // Age sorts by first registration: "newest first" is the most recently registered.
  "age|desc": ["registered", "desc"],
  "age|asc": ["registered", "asc"],
  "mileage|asc": ["odometer", "asc"],
  "mileage|desc": ["odometer", "desc"],
  "date_stock_in|desc": ["stock_in", "desc"],
  // Nearest branch first (pageOfIds), each branch's cars cheapest first.
  "distance|asc": ["price", "asc"],
  // Best value first: furthest below the market estimate, in bands (market-value.ts); cars without a position last.
  "price_position|asc": ["value", "asc"],
};

/**
 * Ids of one page of the cars that fail no filter, walking the sort order until the page is full. Nearest first walks
 * it once per branch, nearest branch first (`sites`).
 */
function pageOfIds(
  index: StockIndex,
  fails: Int32Array,
  sort: SortOption,
  skip: number,
  take: number,
  sites: readonly (number | undefined)[] = [undefined],
) {
  const [key, direction] = sorts[sort];
  const order = sortOrder(index, key);
  const siteSlots = index.slots.subarray(dimensionOf.site * index.size, (dimensionOf.site + 1) * index.size);
  const ids: number[] = [];
  const step = direction === "asc" ? 1 : -1;
  for (const site of sites) {
    for (
      let at = step > 0 ? 0 : index.size - 1;
      at >= 0 && at < index.size && ids.length < take;
      at += step
    ) {
      const row = order[at];
      if (fails[row] !== 0) continue;
      if (site !== undefined && index.slotValues[siteSlots[row]] !== site) continue;
      if (skip > 0) skip--;
      else ids.push(index.ids[row]);
    }
  }
  return ids;
}

/**
 * Listings for these ids, in the order given (ids with no car are skipped), with the market estimates of `index` (the
 * current stock index when not given).
 */
export async function listingsByIds(
  db: DealerDb,
  ids: readonly number[],
  index?: StockIndex,
): Promise<VehicleListing[]> {
  if (ids.length === 0) return [];
  const market = index ?? (await stockIndex(db));
  const rows = await db
    .selectFrom("vehicles")
    .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
    .selectAll("vehicles")
    .select(listingDetailColumns)
    .where("vehicles.id", "in", [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [toListing(byId.get(id)!, marketValueOf(market, id))] : []));
}

export interface SearchResult {
  vehicles: VehicleListing[];
  meta: PaginationMeta;
}

/**
 * The listings of a page's cars. A listing is read from `vehicles` and `vehicle_details`, and any write to either builds
 * a new index (stock-index-store.ts, STOCK_TABLES), so listings are kept with the index they were read under (cache.ts,
 * `listings`): as fresh as reading them again (listing-freshness.test.ts).
 */
async function keptListings(
  db: DealerDb,
  index: StockIndex,
  ids: readonly number[],
): Promise<VehicleListing[]> {
  const found = new Map(ids.map((id) => [id, listings.get(index, String(id))]));
  const missing = ids.filter((id) => !found.get(id));
  for (const listing of await listingsByIds(db, missing, index))
    found.set(listing.id, listings.set(index, String(listing.id), listing));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/**
 * The filtered, sorted, paged search, answered from the stock index (stock-index.ts); the page's cars are the
 * listings kept with that index, read from SQL only the first time a car is shown under it. A monthly budget is
 * priced on the search's finance basis with `pricing` (monthly.ts).
 */
export async function searchStock(
  db: DealerDb,
  { filters, sort, page, perPage }: StockQuery,
  pricing: FinancePricing,
): Promise<SearchResult> {
  const index = await stockIndex(db, { searchText: filters.search.trim() !== "" });
  // Without a budget the basis changes nothing: such searches share their kept pages whatever the basis.
  const budget = hasMonthlyBudget(filters);
  const question = budget ? [filters, pricing.version] : [{ ...filters, finance: null }];
  // Which cars make up the page, and how many match, are kept (cache.ts, `searchPages`); the cars come from keptListings.
  const { total, ids } = searchPages.answer(index, JSON.stringify([...question, sort, page, perPage]), () => {
    const monthly = budget ? monthlyPayments(index, filters.finance, pricing).payments : undefined;
    const fails = failedGroups(index, filters, monthly);
    const sites =
      sort === "distance|asc" && filters.distance ? sitesByDistance(filters.distance.miles) : undefined;
    return {
      total: countPassing(fails),
      ids: pageOfIds(index, fails, sort, (page - 1) * perPage, perPage, sites),
    };
  });
  return {
    vehicles: await keptListings(db, index, ids),
    meta: {
      total,
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
    },
  };
}

/** Cars by slug in the order asked; unknown slugs are skipped. */
export async function listingsBySlugs(db: DealerDb, slugs: readonly string[]): Promise<VehicleListing[]> {
  if (slugs.length === 0) return [];
  const found = await db
    .selectFrom("vehicles")
    .select(["id", "slug"])
    .where("slug", "in", [...slugs])
    .execute();
  const idBySlug = new Map(found.map((row) => [row.slug, row.id]));
  return listingsByIds(
    db,
    slugs.flatMap((slug) => (idBySlug.has(slug) ? [idBySlug.get(slug)!] : [])),
  );
}

/** The car with this slug and its details; `index`, the stock index when the caller has asked for it already. */
export async function vehicleBySlug(
  db: DealerDb,
  slug: string,
  index: Promise<StockIndex> = stockIndex(db),
): Promise<Vehicle | undefined> {
  const reading = db
    .selectFrom("vehicles")
    .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
    .innerJoin("equipment_sets", "equipment_sets.id", "vehicle_details.equipment_set_id")
    .selectAll("vehicles")
    .selectAll("vehicle_details")
    .select("equipment_sets.equipment")
    // The branch's part-exchange setting is read with the car, in the same statement, never kept: the dealer may
    // change it at any time. A branch without a setting does not take part-exchanges (deals/branch-settings.ts).
    .leftJoin("branch_settings", "branch_settings.branch_id", "vehicles.site_id")
    .select("branch_settings.accepts_part_exchange")
    .where("vehicles.slug", "=", slug)
    .executeTakeFirst();
  // The car and the stock index (its market value and comparables) at once: the index is kept in memory and asks
  // the database only for the stock's version.
  const [row, market] = await Promise.all([reading, index]);
  if (!row) return undefined;
  const partExchange = row.accepts_part_exchange === 1;
  return toVehicle(row, marketValueOf(market, row.id), comparablesOf(market, row.id), partExchange);
}

/** The slug of the car with this VRM (spaces and case ignored), else with this stock id. */
export async function slugFor(db: DealerDb, { vrm, stock_id }: { vrm?: string; stock_id?: string }) {
  const bySlug = db.selectFrom("vehicles").select("slug");
  const byVrm = vrm ? await bySlug.where("vrm", "=", normaliseVrm(vrm)).executeTakeFirst() : undefined;
  if (byVrm || !stock_id) return byVrm?.slug;
  return (await bySlug.where("stock_id", "=", stock_id.trim().toUpperCase()).executeTakeFirst())?.slug;
}
