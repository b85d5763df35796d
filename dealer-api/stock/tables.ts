import type { Generated, Insertable, Selectable } from "kysely";

/**
 * The stock tables.
 * - `vehicles`: one narrow row per car holding only what the search filters, sorts and counts on (slugs, small numbers,
 *   bit masks). Faceted counts scan it several times per request, and at 100 000 cars a narrow row is what keeps each
 *   scan to a few milliseconds. Columns most searches test come first.
 * - `vehicle_details`: everything a page shows but nobody filters on, read by primary key for the cars on screen.
 * - `equipment_sets`: standard equipment follows from trim level, body and age, so a few dozen distinct lists serve
 *   the whole stock.
 * Slugs are lower-case; labels of fixed vocabularies (fuel, body, gearbox, drive, tags, features) come from the contract.
 */
export interface VehiclesTable {
  id: Generated<number>;
  status: string;
  image_count: number;
  make_slug: string;
  range_slug: string;
  trim_slug: string;
  body_type: string;
  fuel_type: string;
  transmission: string;
  drivetrain: string;
  /** Filter colour slug ("grey"). */
  colour: string;
  doors: number;
  seats: number;
  /** Engine size in tenths of a litre (999 cc → 10), the unit of the engine-size filter; 0 for electric cars. */
  engine_decilitres: number;
  /**
   * The car's price after any discount. The price filter, bands and sort compare it with the admin fee added: the cash
   * price a buyer pays (docs/decisions/300-fee-inclusive-prices.md).
   */
  final_price: number;
  monthly_payment: number;
  /** Year of first registration. */
  year: number;
  /** Plates in time order (see plateOrder), so min_plate/max_plate compare as numbers. */
  plate_order: number;
  odometer: number;
  insurance_group: number;
  tax_rate: number;
  co2: number;
  mpg: number;
  /** Bit i set when the car has searchableFeatures[i]. */
  feature_mask: number;
  /** Bit i set when offerTags[i] applies. */
  tag_mask: number;
  site_id: number;
  /** The derivative (CAP code): make, range, trim, body, engine, insurance group, CO2 and mpg follow from it. */
  cap_id: number;
  /** YYYY-MM-DD. */
  date_first_registered: string;
  /** YYYY-MM-DD. */
  date_stock_in: string;
  stock_id: string;
  slug: string;
  vrm: string;
  /** Lower-case make, range, derivative, VRM and stock id, for the free-text search. */
  search_text: string;
  /**
   * The compulsory admin fee, whole pounds: part of the cash price every quote, and so the monthly search, lends
   * against (docs/decisions/131-cash-price-promotions-monthly-search.md), and what the price filter and sort add to
   * final_price (docs/decisions/300-fee-inclusive-prices.md). Here rather than in the details since the search uses it.
   */
  admin_fee: number;
}

export interface VehicleDetailsTable {
  vehicle_id: number;
  make_name: string;
  range_name: string;
  model: string;
  derivative: string;
  trim_name: string;
  manufacturer_colour: string;
  colour_hex: string;
  /** Cubic centimetres, 0 for electric cars. */
  engine_size: number;
  bhp: number;
  cylinders: number;
  cylinder_layout: string;
  fuel_delivery: string;
  acceleration: number;
  top_speed: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  kerb_weight: number;
  mpg_urban: number;
  mpg_extra_urban: number;
  euro_standard: number;
  ulez_compliant: number;
  /** Age identifier ("69"). */
  plate: string;
  price: number;
  discount_price: number;
  /** List price new including VAT, pounds. */
  new_price: number;
  vat_scheme: string;
  condition_grade: number;
  spare_key: number;
  recent_views: number;
  vehicle_source: string;
  attention_grabber: string;
  description: string;
  equipment_set_id: number;
  /** JSON { short_description, price, group }[]: options fitted when new; their names join `feature` under `group`. */
  optional_extras: string;
  /** JSON, the contract's `mot`. */
  mot: string;
  /** JSON, the contract's `service_history`. */
  service_history: string;
  /** JSON { report_id, created_at, flagged: ProvenanceCheck[] }: only the checks that came back flagged. */
  provenance: string;
}

export interface EquipmentSetsTable {
  id: Generated<number>;
  /** JSON Record<FeatureGroup, string[]>. */
  equipment: string;
}

export interface StockTables {
  vehicles: VehiclesTable;
  vehicle_details: VehicleDetailsTable;
  equipment_sets: EquipmentSetsTable;
}

export type VehicleRow = Selectable<VehiclesTable>;
export type NewVehicleRow = Insertable<VehiclesTable>;
export type VehicleDetailsRow = Selectable<VehicleDetailsTable>;
