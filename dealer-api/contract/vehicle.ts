import { z } from "zod";
import { nested, flat, paginationMeta } from "./envelope";
import {
  bodyTypes,
  fuelTypes,
  transmissions,
  drivetrains,
  colours,
  vehicleStatuses,
  offerTags,
  pricePositions,
  searchableFeatures,
  provenanceChecks,
  sortOptions,
  featureGroups,
} from "./vehicle-vocabulary";

export * from "./vehicle-vocabulary";

/**
 * Vehicles as the dealer API answers them (docs/product/search.md, docs/product/vehicle-page.md). Two shapes:
 * - `VehicleListing`: what every list answers (search, suggestions, find-by-slugs). Everything a card, a list row, the
 *   favourites and similar-vehicle bars need, without the heavy history blobs.
 * - `Vehicle`: the listing plus the detail blobs (equipment, technical spec, MOT, service history, provenance...), answered
 *   by `GET /api/v2/vehicle/{slug}` for the vehicle page and the print pages.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const named = <T extends z.ZodTypeAny>(slug: T) => z.object({ name: z.string(), slug });

export const mediaItem = z.object({ thumb: z.string(), medium: z.string(), original: z.string() });
export type MediaItem = z.infer<typeof mediaItem>;

export const vehicleLocation = z.object({
  site_id: z.number().int(),
  site: z.object({ name: z.string(), city_town: z.string(), postcode: z.string(), telephone: z.string() }),
});

/**
 * Our market estimate of a car (dealer-api/stock/market-value.ts, docs/decisions/220-price-position.md): whole pounds,
 * the band it is confident in, what it was worked out from, and where the price sits against it (null: too little
 * evidence to say).
 */
export const marketValue = z.object({
  estimate: z.number().int().positive(),
  low: z.number().int().nonnegative(),
  high: z.number().int().positive(),
  /** "comparables": the cars of the same model we advertise; "model": the valuation model over the whole stock. */
  basis: z.enum(["comparables", "model"]),
  /** How many cars of the same model it was compared with (0 on the model). */
  comparables: z.number().int().nonnegative(),
  position: z.enum(pricePositions).nullable(),
});
export type MarketValue = z.infer<typeof marketValue>;

/** One car of the same model the estimate was compared with: the vehicle page's chart and table. */
export const marketComparable = z.object({
  year: z.number().int(),
  odometer_value: z.number().int(),
  final_price: z.number().int(),
});
export type MarketComparable = z.infer<typeof marketComparable>;

export const vehicleListing = z.object({
  id: z.number().int(),
  stock_id: z.string(),
  slug: z.string(),
  vrm: z.string(),
  /** The registration split after the fourth character: "AB12 CDE". */
  formatted_plate: z.string(),
  /** The age identifier: "19", "69". */
  plate: z.string(),
  category: z.literal("cars"),
  name: z.string(),
  make: named(z.string()),
  model: z.string(),
  range: named(z.string()),
  derivative: z.string(),
  /** The trim of the derivative ("Titanium"); `derivative=` filters by its slug. */
  trim: named(z.string()),
  /** Whole pounds, VAT included where it applies. */
  price: z.number().int(),
  /** 0 when there is no discount. */
  discount_price: z.number().int(),
  /** What the buyer pays: the discount price when it is positive and below the price, otherwise the price. */
  final_price: z.number().int(),
  /** Only for VAT-qualifying ("Commercial") cars; margin-scheme cars have no VAT to reclaim. */
  price_excluding_vat: z.number().nullable(),
  /** List price when new, excluding VAT; add vat_when_new and the optional extras for the total. */
  price_when_new: z.number(),
  vat_when_new: z.number(),
  vat_scheme: z.enum(["Commercial", "Margin"]),
  admin_fee: z.number().int(),
  /**
   * An estimate stored with the car: the HP regular payment on the representative terms (48 months, £1,000 deposit,
   * 8,000 miles) without the dealer's promotions. The monthly search does not use it (it prices each car's quote on the
   * search's basis); a figure shown to a shopper comes from the finance endpoints.
   */
  monthly_payment: z.number(),
  odometer_value: z.number().int(),
  odometer_units: z.literal("miles"),
  transmission: z.string(),
  fuel_type: named(z.enum(fuelTypes)),
  body_type: named(z.enum(bodyTypes)),
  drivetrain: named(z.enum(drivetrains)),
  colour: z.string(),
  colour_slug: z.enum(colours),
  manufacturer_colour: z.string(),
  colour_hex: z.string().regex(/^#[0-9a-f]{6}$/),
  doors: z.number().int(),
  seats: z.number().int(),
  /** Cubic centimetres; 0 for electric cars. */
  engine_size: z.number().int(),
  engine_power_bhp: z.number().int(),
  /** Annual VED the next keeper pays, whole pounds. */
  tax_rate_value: z.number().int(),
  insurance_group: z.number().int().min(1).max(50),
  co2_gkm: z.number().int(),
  /** Combined mpg; 0 for electric cars. */
  mpg: z.number(),
  ulez_compliant: z.boolean(),
  year: z.number().int(),
  date_first_registered: isoDate,
  cap_id: z.number().int(),
  status: z.enum(vehicleStatuses),
  reserved: z.boolean(),
  media_urls: z.array(mediaItem),
  original_media_urls: z.array(z.string()),
  classifiedFeatures: z.array(z.string()),
  tags: z.array(z.object({ slug: z.enum(offerTags), name: z.string() })),
  free_delivery: z.literal(true),
  technical_data: z.object({ "standard-euro-emissions": z.string() }),
  location: vehicleLocation,
  vehicle_source: z.string(),
  attention_grabber: z.string(),
  condition: z.object({ grade: z.number().int().min(1).max(4) }),
  spare_key: z.boolean(),
  recent_views: z.number().int().nonnegative(),
  date_stock_in: isoDate,
  /** Null when the car has no estimate; absent from an implementation without market estimates. */
  market_value: marketValue.nullable().default(null),
});
export type VehicleListing = z.infer<typeof vehicleListing>;

const numberOrText = z.union([z.number(), z.string()]);
/** Keys as the site reads them: display labels plus the camel and kebab aliases older templates read. */
export const technicalSpec = z
  .object({
    CC: z.number(),
    Cylinders: z.number(),
    "Cylinder Layout": z.string(),
    "Fuel Delivery": z.string(),
    Transmission: z.string(),
    "0 to 62 mph": z.number(),
    "Engine Power BHP": z.number(),
    "Top Speed": z.number(),
    Height: z.number(),
    Length: z.number(),
    Width: z.number(),
    "EC Urban mpg": z.number(),
    "EC Extra Urban mpg": z.number(),
    "EC Combined mpg": z.number(),
    "CO2 g/km": z.number(),
    "Kerb Weight": z.number(),
    enginePowerBhp: z.number(),
    ecCombinedMpg: z.number(),
    co2Gkm: z.number(),
    "0To62MphSecs": z.number(),
    "cylinder-layout": z.string(),
    "fuel-delivery": z.string(),
    "ec-urban-mpg": z.number(),
    "ec-extra-urban-mpg": z.number(),
    "ec-combined-mpg": z.number(),
    "co2-gkm": z.number(),
  })
  .catchall(numberOrText);
export type TechnicalSpec = z.infer<typeof technicalSpec>;

export const motTest = z.object({
  test_date: isoDate,
  result: z.enum(["PASS", "FAIL"]),
  odometer_value: z.number().int(),
  expiry_date: isoDate.nullable(),
  advisories: z.array(z.string()),
});
export const serviceRecord = z.object({
  service_date: isoDate,
  mileage: z.number().int(),
  type: z.string(),
  garage: z.string(),
});
export const provenance = z.object({
  report_id: z.string(),
  /** The shape the old back end serialised dates in. */
  created_at: z.object({ date: z.string(), timezone_type: z.number().int(), timezone: z.string() }),
  items: z.array(z.object({ key: z.enum(provenanceChecks), flag: z.union([z.literal(0), z.literal(1)]) })),
});
export type Provenance = z.infer<typeof provenance>;

export const vehicle = vehicleListing.extend({
  /** The car's branch, and (detail only) whether it takes cars in part-exchange now: the dealer's setting (issue 35). */
  location: vehicleLocation.extend({
    site: vehicleLocation.shape.site.extend({ accepts_part_exchange: z.boolean() }),
  }),
  description: z.string(),
  /**
   * Walkaround videos, only ever addresses the media service answers; absent when the car has none, as every embedded
   * car has (docs/decisions/180-no-unserved-vehicle-media.md).
   */
  videos: z.array(z.object({ title: z.string(), url: z.string(), thumb: z.string() })).optional(),
  feature: z.record(z.enum(featureGroups), z.array(z.string())),
  standard_equipment: z.object({
    Safety: z.array(z.object({ name: z.string() })),
    Security: z.array(z.object({ name: z.string() })),
  }),
  technical_spec: technicalSpec,
  /** `date` is the MOT expiry; tests newest first (cars under 3 years old have none). */
  mot: z.object({ date: isoDate, tests: z.array(motTest) }),
  /** Newest first. */
  service_history: z.array(serviceRecord),
  optional_extras: z.array(z.object({ short_description: z.string(), price: z.number().int() })),
  provenance,
  /** The advertised cars of the same model the market estimate was compared with (none on the model). */
  market_comparables: z.array(marketComparable).default([]),
});
export type Vehicle = z.infer<typeof vehicle>;

// ---- Search parameters (docs/product/search.md#search-state-and-the-url). Every value arrives as text;
// multi-values are comma-joined. ----
const list = z.string().transform((value) =>
  value
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean),
);
const listOf = <T extends [string, ...string[]]>(values: T, name: string) =>
  list.pipe(
    z.array(
      z.enum(values, { errorMap: () => ({ message: `Unknown ${name}; use one of ${values.join(", ")}` }) }),
    ),
  );
const slugList = list.pipe(
  z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Expected slugs like ford or 3-series")),
);
const whole = (max = 10_000_000) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, "Expected a whole number")
    .transform(Number)
    .pipe(z.number().int().max(max));
const decimal = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?$/, "Expected a number")
  .transform(Number);
const plateId = z
  .string()
  .trim()
  .regex(/^(0[2-9]|[1-4]\d|5[1-9]|[6-9]\d)$/, "Expected a plate age identifier like 19 or 69");
const engineSizes = list.pipe(
  z.array(z.string().regex(/^\d\.\d$/, "Expected engine sizes in litres like 1.0 or 1.6")),
);

export const vehicleSearchQuery = z
  .object({
    make: slugList,
    range: slugList,
    derivative: slugList,
    body_type: listOf([...bodyTypes], "body_type"),
    colour: listOf([...colours], "colour"),
    colours: listOf([...colours], "colour"),
    transmission: listOf([...transmissions], "transmission"),
    fuel_type: listOf([...fuelTypes], "fuel_type"),
    features: listOf([...searchableFeatures], "feature"),
    engine_size: engineSizes,
    doors: list.pipe(z.array(z.coerce.number().int().min(2).max(6))),
    seats: list.pipe(z.array(z.coerce.number().int().min(2).max(9))),
    drivetrain: listOf([...drivetrains], "drivetrain"),
    /** Highest insurance group wanted. */
    insurance_group: whole(50),
    /** Highest annual VED wanted, pounds. */
    tax_rate: whole(),
    mpg_from: decimal,
    min_co2: whole(1000),
    max_co2: whole(1000),
    min_price: whole(),
    max_price: whole(),
    /**
     * Pounds a month, both ends included: the regular payment of each car's quote on the finance basis (see
     * finance_search_only). A car the lender declines on that basis is within no budget.
     */
    monthly_from: decimal,
    monthly_to: decimal,
    min_year: whole(2100),
    max_year: whole(2100),
    min_plate: plateId,
    max_plate: plateId,
    /** Most miles wanted. */
    odometer_value: whole(),
    /** Branch slug, code, town or name. */
    location_name: list,
    location_id: list.pipe(z.array(z.coerce.number().int().positive())),
    /** Offer tags: a car with any of them matches. */
    tags: listOf([...offerTags], "tag"),
    /** Price positions against our market estimate (great, good, fair, higher): a car with any of them matches. */
    price_position: listOf([...pricePositions], "price_position"),
    status: list.pipe(z.array(z.string().toUpperCase().pipe(z.enum(vehicleStatuses)))),
    min_images: whole(6),
    search: z.string().trim().max(100),
    sort: z.enum(sortOptions, {
      errorMap: () => ({ message: `Unknown sort; use one of ${sortOptions.join(", ")}` }),
    }),
    page: whole(100_000).pipe(z.number().min(1, "page starts at 1")),
    resultsPerPage: whole(100).pipe(z.number().min(1, "resultsPerPage must be 1 to 100")),
    /**
     * The basis monthly_from/monthly_to are priced on: each car's quote for this product (HP when absent) with this
     * deposit, term and annual mileage (the finance endpoints' names, bounds and defaults), promotions applied.
     */
    finance_search_only: z.enum(["HP", "PCP", "hp", "pcp", ""]),
    finance_term: whole(120),
    finance_deposit: whole(),
    finance_deposit_type: z.string().max(20),
    finance_mileage: whole(100_000),
    /**
     * The shopper's postcode, or its outward code ("LS11 8BU", "LS11"): with it each car is as far as its branch is
     * from that place, whole miles as the crow flies, and `sort=distance|asc` lists the nearest first.
     */
    distance_from: z.string().max(16),
    /** Most miles wanted from `distance_from`. */
    distance_range: whole(1000).pipe(z.number().min(1, "distance_range must be at least 1 mile")),
    coin: z.string().max(100),
  })
  .partial();
export type VehicleSearchQuery = z.infer<typeof vehicleSearchQuery>;

// ---- Answers ----
export const filterOption = z.object({ label: z.string(), count: z.number().int().nonnegative() });
export type FilterOption = z.infer<typeof filterOption>;
const group = <T extends z.ZodTypeAny>(option: T) => z.record(z.string(), option);

/**
 * Option groups keyed by the value to send back. Counts of a group apply every other selected filter but not the group's
 * own, except `features` (a car must have them all, so each count says what adding that feature would leave). Bands
 * (max_price, mileage, insurance, emissions, tax, monthly) count cars at or below the key; mpg counts cars at or above it.
 */
export const filterOptions = z.object({
  total: z.number().int().nonnegative(),
  make: group(filterOption),
  range: group(filterOption.extend({ make: z.string() })),
  derivative: group(filterOption),
  body_type: group(filterOption),
  fuel_type: group(filterOption),
  transmission: group(filterOption),
  colours: group(filterOption),
  doors: group(filterOption),
  seats: group(filterOption),
  engine_size: group(filterOption),
  drivetrain: group(filterOption),
  features: group(filterOption),
  tags: group(filterOption),
  location: group(filterOption),
  /**
   * With `distance_from`: cars within each of 10, 25, 50 and 100 miles, and `national` (any distance), counted on
   * every other chosen filter. Empty without a postcode.
   */
  distance: group(filterOption),
  max_price: group(filterOption),
  monthly: group(filterOption),
  insurance: group(filterOption),
  emissions: group(filterOption),
  mpg: group(filterOption),
  tax: group(filterOption),
  years: group(filterOption),
  /**
   * Cars by price position against our market estimate, best first; a car without one counts in none. Absent from an
   * implementation that has no market estimates: no option.
   */
  price_position: group(filterOption).default({}),
  /** `order` sorts plates by registration date (69 comes between 19 and 20). */
  plates: group(filterOption.extend({ order: z.number().int() })),
  mileage: group(filterOption),
});
export type FilterOptions = z.infer<typeof filterOptions>;
export type FilterGroup = Exclude<keyof FilterOptions, "total">;

/** GET /api/v2/vehicle-search */
export const vehicleSearchAnswer = z.object({ data: z.array(vehicleListing), meta: paginationMeta });
/** GET /api/used-vehicles/{category}/search */
export const usedVehicleSearchAnswer = z.object({
  data: z.object({ data: z.array(vehicleListing), meta: paginationMeta }),
});
/** GET /api/v2/vehicle-search-filter and /api/used-vehicles/cars/filters */
export const filterOptionsAnswer = flat(filterOptions);
/** POST /api/used-vehicles/find-by-slugs and GET /api/used-vehicles/all/search */
export const vehicleListAnswer = nested(z.array(vehicleListing));
export const findBySlugsBody = z.object({ slugs: z.array(z.string().max(200)).max(50) });
/**
 * A plate or stock id is printable text: one with a control character can be no car's, and PostgreSQL's text cannot
 * even hold NUL (its query fails instead of finding nothing), so it is refused on either engine.
 */
const lookupText = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^\P{Cc}*$/u, "No control characters");
/** POST /api/used-vehicles/find-vehicle */
export const findVehicleBody = z
  .object({ vrm: lookupText(20).optional(), stock_id: lookupText(40).optional() })
  .refine((body) => body.vrm || body.stock_id, "Send a vrm or a stock_id");
export const findVehicleAnswer = nested(z.object({ slug: z.string() }));
/** GET /api/v2/vehicle/{slug} */
export const vehicleAnswer = flat(vehicle);

// ---- Vehicle-page extras (docs/product/vehicle-page.md#extras) ----
/** GET /api/v2/vehicle/spare-key/{id}: truthy when the car comes with a spare key. */
export const spareKeyAnswer = nested(z.boolean());
/** GET /api/v2/similar-vehicles/{stock_id}: up to 9 slugs, most alike first. */
export const similarVehiclesAnswer = flat(z.array(z.object({ slug: z.string() })));
/** POST /api-motorcheck/provenance/get/{vrm} */
export const provenanceAnswer = nested(provenance);
/** GET /api/visitors/{base64 of used/cars/{slug}}: recent views of the vehicle page. */
export const visitorsAnswer = nested(z.number().int().nonnegative());
