import { sql } from "kysely";
import type { PaginationMeta } from "../contract/envelope";
import type { SortOption, Vehicle, VehicleListing } from "../contract/vehicle";
import type { DealerDb } from "../db/database";
import { allOf, baseConditions, groupConditions } from "./conditions";
import { normaliseVrm } from "./plates";
import type { StockQuery } from "./search-params";
import { listingDetailColumns, toListing, toVehicle } from "./serialise";

/** Stock look-ups: the filtered, sorted, paged search and the fetches by slug, VRM and stock id. */

/** Sort column and direction; ties fall back to the id in the same direction, so an index serves both. */
const sorts: Record<SortOption, [column: string, direction: "asc" | "desc"]> = {
  "price|asc": ["final_price", "asc"],
  "price|desc": ["final_price", "desc"],
  // Age sorts by first registration: "newest first" is the most recently registered.
  "age|desc": ["date_first_registered", "desc"],
  "age|asc": ["date_first_registered", "asc"],
  "mileage|asc": ["odometer", "asc"],
  "mileage|desc": ["odometer", "desc"],
  "date_stock_in|desc": ["date_stock_in", "desc"],
};

/** Listings for these ids, in the order given (ids with no car are skipped). */
export async function listingsByIds(db: DealerDb, ids: readonly number[]): Promise<VehicleListing[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("vehicles")
    .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
    .selectAll("vehicles")
    .select(listingDetailColumns)
    .where("vehicles.id", "in", [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [toListing(byId.get(id)!)] : []));
}

export interface SearchResult {
  vehicles: VehicleListing[];
  meta: PaginationMeta;
}

export async function searchStock(
  db: DealerDb,
  { filters, sort, page, perPage }: StockQuery,
): Promise<SearchResult> {
  const where = allOf([...baseConditions(filters), ...Object.values(groupConditions(filters))]);
  const [column, direction] = sorts[sort];
  const [{ total }, matches] = await Promise.all([
    db
      .selectFrom("vehicles")
      .select(sql<number>`count(*)`.as("total"))
      .where(where)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("vehicles")
      .select("id")
      .where(where)
      .orderBy(sql.ref(column), direction)
      .orderBy("id", direction)
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return {
    vehicles: await listingsByIds(
      db,
      matches.map((match) => match.id),
    ),
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

export async function vehicleBySlug(db: DealerDb, slug: string): Promise<Vehicle | undefined> {
  const row = await db
    .selectFrom("vehicles")
    .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
    .innerJoin("equipment_sets", "equipment_sets.id", "vehicle_details.equipment_set_id")
    .selectAll("vehicles")
    .selectAll("vehicle_details")
    .select("equipment_sets.equipment")
    .where("vehicles.slug", "=", slug)
    .executeTakeFirst();
  return row ? toVehicle(row) : undefined;
}

/** The slug of the car with this VRM (spaces and case ignored), else with this stock id. */
export async function slugFor(db: DealerDb, { vrm, stock_id }: { vrm?: string; stock_id?: string }) {
  const bySlug = db.selectFrom("vehicles").select("slug");
  const byVrm = vrm ? await bySlug.where("vrm", "=", normaliseVrm(vrm)).executeTakeFirst() : undefined;
  if (byVrm || !stock_id) return byVrm?.slug;
  return (await bySlug.where("stock_id", "=", stock_id.trim().toUpperCase()).executeTakeFirst())?.slug;
}
