import { sql, type RawBuilder } from "kysely";
import {
  bodyTypes,
  colours,
  drivetrains,
  fuelTypes,
  offerTags,
  searchableFeatures,
  sortOptions,
  transmissions,
  vehicleStatuses,
  pricePositions,
  type FilterGroup,
  type SortOption,
} from "../contract/vehicle";
import { financeMileages, financeTerms } from "../contract/finance";
import type { DealerDb } from "../db/database";
import { financeCars, type StockFinanceCar } from "../finance/cars";
import type { FinancePricing } from "../finance/promotions";
import { productOffer } from "../finance/offer";
import { resolveChoice } from "../finance/rules";
import { monthlyBand } from "./bands";
import { stockVersion } from "./stock-index-store";
import { marketValueAt } from "./market-value";
import {
  carColumns,
  marketColumns,
  profileColumns,
  marketDayOf,
  stockMarketValues,
  type Profile,
  type StockColumns,
} from "./stock-index";
import { allOf, baseConditions, groupConditions } from "./conditions";
import type { FacetCounts } from "./facet-options";
import { createPrng, type Prng } from "./prng";
import type { Bounds, FinanceBasis, StockDistance, StockFilters } from "./search-params";
import { distanceRanges, sitesByDistance } from "./distance";

/**
 * For the stock-index tests: the same questions answered by plain SQL over the conditions of conditions.ts (one GROUP BY
 * per filter group, no index), and random filter combinations to ask them with. The monthly budget reads each car's
 * quote on the search's basis as the finance endpoints price it (financeCars, productOffer: the whole quote, not the
 * monthly search's column of payments), written to a temporary `monthly_quotes` table.
 */

/** What each group counts by, as the raw stored value (the index counts some of them by band step instead). */
const countedBy: Record<FilterGroup, string> = {
  make: "make_slug",
  range: "make_slug || '/' || range_slug",
  derivative: "trim_slug",
  body_type: "body_type",
  fuel_type: "fuel_type",
  transmission: "transmission",
  drivetrain: "drivetrain",
  colours: "colour",
  doors: "doors",
  seats: "seats",
  engine_size: "nullif(engine_decilitres, 0)",
  insurance: "insurance_group",
  emissions: "co2",
  mpg: "mpg",
  location: "site_id",
  distance: "site_id",
  tags: "tag_mask",
  features: "feature_mask",
  years: "year",
  plates: "plate_order",
  tax: "tax_rate",
  mileage: "(odometer - 1) / 5000",
  max_price: "final_price + admin_fee",
  monthly: "(select regular_payment from monthly_quotes where monthly_quotes.vehicle_id = vehicles.id)",
  price_position: "(select position from price_positions where price_positions.vehicle_id = vehicles.id)",
};
const masks = new Set<FilterGroup>(["tags", "features"]);
const ignoredBy = (group: FilterGroup): FilterGroup[] =>
  group === "make"
    ? ["make", "range", "derivative"]
    : group === "range"
      ? ["range", "derivative"]
      : group === "features"
        ? []
        : [group];

/**
 * What the oracle has priced for a database: the cars as the finance endpoints read them and each basis's payments by
 * car id, for one version of the cars and the pricing (read again when either changes), and the basis whose payments
 * its `monthly_quotes` table holds.
 */
interface Priced {
  version: string;
  cars: Promise<{ ids: { id: number; vrm: string }[]; cars: Map<string, StockFinanceCar> }>;
  payments: Map<string, [id: number, payment: number][]>;
  written?: string;
}
const priced = new WeakMap<DealerDb, Priced>();

async function pricedFor(db: DealerDb, pricing: FinancePricing): Promise<Priced> {
  const version = `${await stockVersion(db)}|${pricing.version}`;
  let kept = priced.get(db);
  if (kept?.version !== version) {
    const cars = (async () => {
      const ids = await db.selectFrom("vehicles").select(["id", "vrm"]).execute();
      const vrms = ids.map((car) => car.vrm);
      return { ids, cars: await financeCars(db, "vrm", vrms, pricing) };
    })();
    priced.set(db, (kept = { version, cars, payments: new Map() }));
  }
  return kept;
}

/** Fills `monthly_quotes` with every car's regular payment on the basis: the whole quote, as the endpoints price it. */
async function writeMonthlyQuotes(db: DealerDb, basis: FinanceBasis, pricing: FinancePricing) {
  const kept = await pricedFor(db, pricing);
  const key = JSON.stringify(basis);
  if (kept.written === key) return;
  let payments = kept.payments.get(key);
  if (!payments) {
    const { ids, cars } = await kept.cars;
    payments = [];
    for (const { id, vrm } of ids) {
      const car = cars.get(vrm);
      if (!car) continue;
      const offer = productOffer(basis.product, car, resolveChoice(basis.choice, car.cashPrice));
      if (offer.ok) payments.push([id, offer.quote.regularPayment]);
    }
    kept.payments.set(key, payments);
  }
  await sql`create temp table if not exists monthly_quotes (vehicle_id integer primary key, regular_payment real not null)`.execute(
    db,
  );
  await sql`delete from monthly_quotes`.execute(db);
  for (let start = 0; start < payments.length; start += 400) {
    const rows = payments.slice(start, start + 400).map(([id, payment]) => sql`(${id}, ${payment})`);
    await sql`insert into monthly_quotes values ${sql.join(rows)}`.execute(db);
  }
  kept.written = key;
}

/** No position sorts last: a score above any other (the index's Infinity). */
const NO_POSITION_SCORE = 1e300;

/**
 * Fills `price_positions` with every car's position and score, worked out by market-value.ts from the cars and details
 * read here (the index reads them its own way), for today as the index does.
 */
async function writePricePositions(db: DealerDb) {
  const version = await stockVersion(db);
  if (positionsWritten.get(db) === version) return;
  const rows = await db
    .selectFrom("vehicles")
    .leftJoin("vehicle_details", "vehicle_details.vehicle_id", "vehicles.id")
    .select([
      ...carColumns.map((column) => `vehicles.${column}` as const),
      ...marketColumns.map((column) => `vehicle_details.${column}` as const),
    ])
    .orderBy("vehicles.id")
    .execute();
  const columns = Object.fromEntries(
    [...carColumns, ...marketColumns].map((column) => [
      column,
      rows.map((row) => (row as Record<string, unknown>)[column]),
    ]),
  ) as unknown as StockColumns;
  const profiles = await db
    .selectFrom("vehicles")
    .select(["cap_id", ...profileColumns])
    .distinct()
    .execute();
  const profileOf = new Map(profiles.map(({ cap_id, ...profile }) => [cap_id, profile as Profile]));
  const market = stockMarketValues(columns, profileOf, marketDayOf(new Date()));
  await sql`create temp table if not exists price_positions (vehicle_id integer primary key, position text not null, score double precision not null)`.execute(
    db,
  );
  await sql`delete from price_positions`.execute(db);
  for (let start = 0; start < rows.length; start += 400) {
    const values = rows.slice(start, start + 400).map((row, at) => {
      const value = marketValueAt(market, start + at);
      const score = value?.position ? value.score : NO_POSITION_SCORE;
      return sql`(${row.id}, ${value?.position ?? "none"}, ${score})`;
    });
    await sql`insert into price_positions values ${sql.join(values)}`.execute(db);
  }
  positionsWritten.set(db, version);
}
const positionsWritten = new WeakMap<DealerDb, string>();

export async function facetCountsBySql(
  db: DealerDb,
  filters: StockFilters,
  pricing: FinancePricing,
): Promise<FacetCounts> {
  await writeMonthlyQuotes(db, filters.finance, pricing);
  await writePricePositions(db);
  const conditions = groupConditions(filters);
  const where = (groups: FilterGroup[]) =>
    allOf([
      ...baseConditions(filters),
      ...Object.entries(conditions)
        .filter(([group]) => !groups.includes(group as FilterGroup))
        .map(([, condition]) => condition),
    ]);
  const counts: FacetCounts = { total: 0, groups: {} };
  for (const group of Object.keys(countedBy) as FilterGroup[]) {
    const rows = await db
      .selectFrom("vehicles")
      .select([sql.raw<string | number>(countedBy[group]).as("key"), sql<number>`count(*)`.as("n")])
      .where(where(ignoredBy(group)))
      .where(sql.raw(`${countedBy[group]} is not null`) as RawBuilder<boolean>)
      .groupBy(sql`1`)
      .execute();
    const counted = (counts.groups[group] = new Map<string | number, number>());
    for (const { key, n } of rows) {
      if (!masks.has(group)) counted.set(key, n);
      else
        for (let bit = 0; Number(key) >> bit; bit++)
          if ((Number(key) >> bit) & 1) counted.set(bit, (counted.get(bit) ?? 0) + n);
    }
  }
  const total = await db
    .selectFrom("vehicles")
    .select(sql<number>`count(*)`.as("n"))
    .where(where([]))
    .executeTakeFirstOrThrow();
  counts.total = total.n;
  return counts;
}

const sortColumns: Record<SortOption, string> = {
  "price|asc": "final_price + admin_fee",
  "price|desc": "final_price + admin_fee",
  "age|desc": "date_first_registered",
  "age|asc": "date_first_registered",
  "mileage|asc": "odometer",
  "mileage|desc": "odometer",
  "date_stock_in|desc": "date_stock_in",
  "distance|asc": "final_price + admin_fee",
  "price_position|asc": "(select score from price_positions where price_positions.vehicle_id = vehicles.id)",
};

/** Nearest branch first: each site's rank by distance (the price and id orders follow). */
function distanceRank(distance: StockDistance) {
  const sites = sitesByDistance(distance.miles);
  return sql`case site_id ${sql.join(
    sites.map((site, rank) => sql`when ${site} then ${rank}`),
    sql` `,
  )} else ${sites.length} end`;
}

/** Ids of one page and the total, as the SQL search answered them. */
export async function searchBySql(
  db: DealerDb,
  filters: StockFilters,
  sort: SortOption,
  page: number,
  perPage: number,
  pricing: FinancePricing,
) {
  await writeMonthlyQuotes(db, filters.finance, pricing);
  await writePricePositions(db);
  const where = allOf([...baseConditions(filters), ...Object.values(groupConditions(filters))]);
  const direction = sort.endsWith("asc") ? "asc" : "desc";
  const selected = db.selectFrom("vehicles").select("id").where(where);
  const nearest = sort === "distance|asc" && filters.distance;
  const rows = await (nearest ? selected.orderBy(distanceRank(nearest)) : selected)
    .orderBy(sql.raw(sortColumns[sort]), direction)
    .orderBy("id", direction)
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const { n } = await db
    .selectFrom("vehicles")
    .select(sql<number>`count(*)`.as("n"))
    .where(where)
    .executeTakeFirstOrThrow();
  return { ids: rows.map((row) => row.id), total: n };
}

/** Values found in the stock, to draw filters from. */
export async function stockValues(db: DealerDb) {
  const distinct = async (column: string) =>
    (
      await sql<{
        v: string | number;
      }>`select distinct ${column.includes(" ") ? sql.raw(column) : sql.ref(column)} as v from vehicles order by 1`.execute(
        db,
      )
    ).rows.map((row) => row.v);
  return {
    make: (await distinct("make_slug")) as string[],
    range: (await distinct("range_slug")) as string[],
    trim: (await distinct("trim_slug")) as string[],
    cap: (await distinct("cap_id")) as number[],
    doors: (await distinct("doors")) as number[],
    seats: (await distinct("seats")) as number[],
    engine: (await distinct("engine_decilitres")) as number[],
    site: (await distinct("site_id")) as number[],
    // The price filter compares the cash price, admin fee included.
    price: (await distinct("final_price + admin_fee")) as number[],
    odometer: (await distinct("odometer")) as number[],
    co2: (await distinct("co2")) as number[],
    mpg: (await distinct("mpg")) as number[],
    tax: (await distinct("tax_rate")) as number[],
    year: (await distinct("year")) as number[],
    plate: (await distinct("plate_order")) as number[],
    insurance: (await distinct("insurance_group")) as number[],
    words: ((await distinct("search_text")) as string[]).slice(0, 50).flatMap((text) => text.split(" ")),
  };
}
type StockValues = Awaited<ReturnType<typeof stockValues>>;

function someOf<T>(prng: Prng, values: readonly T[], chance: number, most = 3): T[] {
  return prng.chance(chance) ? prng.sample(values, prng.int(1, Math.min(most, values.length))) : [];
}
function boundsOf(
  prng: Prng,
  values: readonly number[],
  chance: number,
  ends: "both" | "min" | "max" = "both",
): Bounds {
  if (!prng.chance(chance)) return {};
  const [a, b] = [prng.pick(values), prng.pick(values)].sort((x, y) => x - y);
  const min = ends !== "max" && prng.chance(0.6) ? a : undefined;
  const max = ends !== "min" && (min === undefined || prng.chance(0.6)) ? b : undefined;
  return { min, max };
}

/** Random filter combinations; each group is chosen now and then, so most combinations choose a few groups. */
export function randomFilters(seed: number, values: StockValues, count: number): StockFilters[] {
  const prng = createPrng(seed);
  return Array.from({ length: count }, () => ({
    make: someOf(prng, values.make, 0.35),
    range: someOf(prng, values.range, 0.2),
    derivative: someOf(prng, [...values.trim, "no-such-trim"], 0.1),
    cap_id: someOf(prng, values.cap, 0.1, 1),
    body_type: someOf(prng, bodyTypes, 0.2),
    fuel_type: someOf(prng, fuelTypes, 0.2),
    transmission: someOf(prng, transmissions, 0.15, 1),
    colour: someOf(prng, colours, 0.15),
    doors: someOf(prng, values.doors, 0.1),
    seats: someOf(prng, values.seats, 0.1),
    engine_size: someOf(prng, values.engine, 0.1),
    drivetrain: someOf(prng, drivetrains, 0.1),
    features: someOf(prng, searchableFeatures, 0.2, 2),
    tags: someOf(prng, offerTags, 0.1, 2),
    price_position: someOf(prng, pricePositions, 0.15, 2),
    site_id: someOf(prng, values.site, 0.1, 2),
    distance: randomDistance(prng, values.site),
    price: boundsOf(prng, values.price, 0.3),
    // The slider's 50-pound steps, now and then a figure in pence.
    monthly: boundsOf(prng, [0, ...monthlyBand.steps, 123.45, 287.5], 0.3),
    finance: randomBasis(prng),
    insurance: boundsOf(prng, values.insurance, 0.1, "max"),
    co2: boundsOf(prng, values.co2, 0.1),
    mpg: boundsOf(prng, values.mpg, 0.1, "min"),
    tax: boundsOf(prng, values.tax, 0.1, "max"),
    year: boundsOf(prng, values.year, 0.15),
    plate: boundsOf(prng, values.plate, 0.1),
    odometer: boundsOf(prng, values.odometer, 0.15, "max"),
    status: prng.chance(0.85) ? ["FOR_SALE_RETAIL"] : prng.sample(vehicleStatuses, prng.int(1, 3)),
    min_images: prng.chance(0.3) ? prng.int(1, 6) : 0,
    search: prng.chance(0.1) ? prng.sample(values.words, prng.int(1, 2)).join(" ") : "",
  }));
}

/** Now and then a postcode's distances from the branches (0–150 miles), with a range or none. */
function randomDistance(prng: Prng, sites: number[]): StockDistance | undefined {
  if (!prng.chance(0.25)) return undefined;
  const miles = Object.fromEntries(sites.map((site) => [site, prng.int(0, 150)]));
  return prng.chance(0.8) ? { miles, range: prng.pick(distanceRanges) } : { miles };
}

export const randomSort = (prng: Prng): SortOption => prng.pick(sortOptions);

/** A finance basis as a search URL may give it: each value now and then left to its default. */
function randomBasis(prng: Prng): FinanceBasis {
  const choice: FinanceBasis["choice"] = {};
  if (prng.chance(0.8)) choice.term = prng.pick(financeTerms);
  if (prng.chance(0.8)) choice.annualMileage = prng.pick(financeMileages);
  if (prng.chance(0.8)) choice.deposit = prng.pick([0, 250, 500, 1000, 2000, 3000, 5000, 15_000]);
  if (choice.deposit !== undefined && prng.chance(0.15)) {
    choice.deposit = prng.pick([0, 10, 20, 30]);
    choice.depositType = "Percentage";
  }
  return { product: prng.chance(0.5) ? "HP" : "PCP", choice };
}
