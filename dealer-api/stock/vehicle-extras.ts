import { sql } from "kysely";
import type { Provenance } from "../contract/vehicle";
import type { DealerDb } from "../db/database";
import { provenanceReport, type ProvenanceRecord } from "./history";
import { normaliseVrm } from "./plates";

/**
 * The small per-car calls of the vehicle page (docs/product/vehicle-page.md#extras): spare key, similar cars,
 * history check, recent views.
 */

export async function spareKey(db: DealerDb, id: number): Promise<boolean | undefined> {
  if (!Number.isInteger(id)) return undefined;
  const row = await db
    .selectFrom("vehicle_details")
    .select("spare_key")
    .where("vehicle_id", "=", id)
    .executeTakeFirst();
  return row ? row.spare_key === 1 : undefined;
}

export const similarLimit = 9;

/** What makes a car like another: its range, its body and fuel, its price. */
export interface SimilarBasis {
  id: number;
  make_slug: string;
  range_slug: string;
  body_type: string;
  fuel_type: string;
  final_price: number;
}

/**
 * Up to 9 cars for sale like this one: the same range first, then the same body and fuel; closest in price first.
 * Undefined when the stock id is unknown.
 */
export async function similarVehicles(db: DealerDb, stockId: string, minImages: number) {
  const car = await db
    .selectFrom("vehicles")
    .select(["id", "make_slug", "range_slug", "body_type", "fuel_type", "final_price"])
    .where("stock_id", "=", stockId.trim().toUpperCase())
    .executeTakeFirst();
  if (!car) return undefined;
  return (await similarTo(db, car, minImages)).map(({ slug }) => ({ slug }));
}

/** The cars like `car` (similarVehicles' rule), most alike first: their ids, slugs and VRMs. */
export async function similarTo(
  db: DealerDb,
  car: SimilarBasis,
  minImages: number,
): Promise<{ id: number; slug: string; vrm: string }[]> {
  const nearest = (match: "range" | "body") =>
    db
      .selectFrom("vehicles")
      .select(["id", "slug", "vrm"])
      .where("status", "=", "FOR_SALE_RETAIL")
      .where("image_count", ">=", minImages)
      .where("id", "<>", car.id)
      // The make as well as the range: the index is (status, make_slug, range_slug), and without the make SQLite reads
      // every car (95 ms at 100 000 cars, 1.9 ms with it; docs/benchmarks.md, "The layout").
      .$if(match === "range", (query) =>
        query.where("make_slug", "=", car.make_slug).where("range_slug", "=", car.range_slug),
      )
      .$if(match === "body", (query) =>
        query
          .where("body_type", "=", car.body_type)
          .where("fuel_type", "=", car.fuel_type)
          .where("range_slug", "<>", car.range_slug)
          .where("final_price", ">=", Math.round(car.final_price * 0.75))
          .where("final_price", "<=", Math.round(car.final_price * 1.25)),
      )
      .orderBy(sql`abs(final_price - ${car.final_price})`)
      .orderBy("id")
      .limit(similarLimit)
      .execute();
  const sameRange = await nearest("range");
  const alike = sameRange.length < similarLimit ? await nearest("body") : [];
  return [...sameRange, ...alike].slice(0, similarLimit);
}

export async function provenanceFor(db: DealerDb, vrm: string): Promise<Provenance | undefined> {
  const row = await db
    .selectFrom("vehicles")
    .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
    .select("provenance")
    .where("vrm", "=", normaliseVrm(vrm))
    .executeTakeFirst();
  return row ? provenanceReport(JSON.parse(row.provenance) as ProvenanceRecord) : undefined;
}

/**
 * `page` is the base64 of the vehicle page's path, "used/cars/{slug}" (docs/product/vehicle-page.md#extras).
 */
export async function recentViews(db: DealerDb, page: string): Promise<number | undefined> {
  const path = Buffer.from(decodeURIComponent(page), "base64").toString("utf8");
  const slug = /^\/?used\/[a-z]+\/([a-z0-9-]+)\/?$/.exec(path)?.[1];
  if (!slug) return undefined;
  const row = await db
    .selectFrom("vehicles")
    .innerJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
    .select("recent_views")
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row?.recent_views;
}
