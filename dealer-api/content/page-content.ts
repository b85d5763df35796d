import type { Kysely, SelectQueryBuilder } from "kysely";
import { jsonArrayFrom as postgresArrayFrom } from "kysely/helpers/postgres";
import { jsonArrayFrom as sqliteArrayFrom } from "kysely/helpers/sqlite";
import type { AdminFee, CarePackage, Promo, Snippet } from "../contract/content";
import type { DeliveryTariff } from "../contract/delivery";
import type { DB, DealerDb } from "../db/database";
import { engineOf } from "../db/engine";
import { fromJson } from "./http";
import { promotionsFrom, promotionsQuery } from "./promotions";

/**
 * The dealer's content a car page shows beside the car, and how each part is shaped: the admin fees with their notes,
 * the care packages, the snippets and the delivery tariff, and the vehicle promotions. Their endpoints (offer-routes.ts, site-routes.ts) shape
 * their answers with the same functions; the car page reads them all in one statement (readCarPageContent).
 */

/** Snippets whose text is part of another answer: the admin fees' notes and the delivery tariff's. */
const NOTE_SLUGS = ["admin-fee-note", "delivery-note", "delivery-tariff"] as const;

/** The snippets a page lists by default (GET /api/v2/content/snippet): the first 50 by slug. */
export const SNIPPETS_LISTED = 50;

export interface AdminFees {
  fees: AdminFee[];
  note: string;
  delivery_note: string;
}

interface PackageRow {
  id: number;
  slug: string;
  name: string;
  price: number;
  summary: string;
  items_json: string;
}

export function carePackagesFrom(rows: readonly PackageRow[]): CarePackage[] {
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: row.price,
    summary: row.summary,
    items: fromJson<CarePackage["items"]>(row.items_json),
  }));
}

const noteOf = (notes: readonly Snippet[], slug: (typeof NOTE_SLUGS)[number]) =>
  notes.find((row) => row.slug === slug)?.content ?? "";

export function adminFeesFrom(fees: readonly AdminFee[], notes: readonly Snippet[]): AdminFees {
  return {
    fees: [...fees],
    note: noteOf(notes, "admin-fee-note"),
    delivery_note: noteOf(notes, "delivery-note"),
  };
}

export function deliveryTariffFrom(
  bands: DeliveryTariff["bands"],
  areas: readonly { area: string }[],
  notes: readonly Snippet[],
): DeliveryTariff {
  return {
    bands: [...bands],
    by_arrangement_areas: areas.map((row) => row.area),
    note: noteOf(notes, "delivery-tariff"),
  };
}

/** The queries of each part, for its endpoint and for the one statement of a car page. */
export const contentQueries = {
  adminFees: (db: Kysely<DB>) =>
    db.selectFrom("admin_fees").select(["customer_type", "label", "amount"]).orderBy("position"),
  notes: (db: Kysely<DB>) =>
    db
      .selectFrom("snippets")
      .select(["slug", "content"])
      .where("slug", "in", [...NOTE_SLUGS])
      .orderBy("slug"),
  packages: (db: Kysely<DB>) =>
    db
      .selectFrom("packages")
      .select(["id", "slug", "name", "price", "summary", "items_json"])
      .orderBy("position"),
  snippets: (db: Kysely<DB>, limit: number) =>
    db.selectFrom("snippets").select(["slug", "content"]).orderBy("slug").limit(limit),
  deliveryBands: (db: Kysely<DB>) =>
    db.selectFrom("delivery_bands").select(["up_to_miles", "price"]).orderBy("position"),
  deliveryAreas: (db: Kysely<DB>) => db.selectFrom("delivery_by_arrangement").select("area").orderBy("area"),
};

export interface CarPageContent {
  /** Every vehicle promotion (promotions.ts): which apply to the car, and the finance offers among them. */
  promotions: Promo[];
  adminFees: AdminFees;
  packages: CarePackage[];
  snippets: Snippet[];
  deliveryTariff: DeliveryTariff;
}

/** A JSON array of rows as the engine hands it back: PostgreSQL parses JSON itself, SQLite gives its text. */
export const rowsOf = <T>(value: unknown): T[] =>
  typeof value === "string" ? (JSON.parse(value) as T[]) : (value as T[]);

/**
 * A select query's rows as one JSON array column, with the engine's own Kysely helper (`jsonArrayFrom`): how one
 * statement reads several tables' rows at once (read them back with `rowsOf`).
 */
export function jsonArrays(db: DealerDb) {
  const arrayFrom = engineOf(db) === "postgres" ? postgresArrayFrom : sqliteArrayFrom;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the helpers take any select query
  return (query: SelectQueryBuilder<DB, any, object>) => arrayFrom(query);
}

/**
 * Everything of `CarPageContent` in one statement (each part a JSON array of its rows), so a car page costs the
 * database one round trip for its content rather than one a part.
 */
export async function readCarPageContent(db: DealerDb): Promise<CarPageContent> {
  const array = jsonArrays(db);
  const row = await db
    .selectNoFrom([
      array(promotionsQuery(db)).as("promotions"),
      array(contentQueries.adminFees(db)).as("admin_fees"),
      array(contentQueries.notes(db)).as("notes"),
      array(contentQueries.packages(db)).as("packages"),
      array(contentQueries.snippets(db, SNIPPETS_LISTED)).as("snippets"),
      array(contentQueries.deliveryBands(db)).as("bands"),
      array(contentQueries.deliveryAreas(db)).as("areas"),
    ])
    .executeTakeFirstOrThrow();
  const notes = rowsOf<Snippet>(row.notes);
  return {
    promotions: promotionsFrom(rowsOf(row.promotions)),
    adminFees: adminFeesFrom(rowsOf<AdminFee>(row.admin_fees), notes),
    packages: carePackagesFrom(rowsOf<PackageRow>(row.packages)),
    snippets: rowsOf<Snippet>(row.snippets),
    deliveryTariff: deliveryTariffFrom(rowsOf(row.bands), rowsOf(row.areas), notes),
  };
}
