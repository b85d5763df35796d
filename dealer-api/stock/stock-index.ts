import type { TextIndex } from "./text-index";
import { pricePositions, type FuelType } from "../contract/vehicle";
import { mileageBucketSize, priceBand } from "./bands";
import { marketColumns as estimateMarket, type MarketColumns } from "./market-value";
import type { VehicleDetailsRow, VehicleRow } from "./tables";

/**
 * An in-memory columnar copy of the narrow `vehicles` table, for searching and faceted counting without SQL.
 *
 * SQLite has no hash aggregation: counting the filter options of 100 000 cars sorted 90 000 rows per scan and took a few
 * hundred milliseconds for every new combination of filters. Here every car holds one small integer per dimension (its
 * "slot": the position of its value among all values of all dimensions), so a filter becomes a table of failed groups
 * per slot and a count is one array increment per car and dimension: a few milliseconds at 100 000 cars.
 *
 * Rows are kept in id order, so a row's position breaks ties exactly as `order by …, id` does.
 */

/** The columns that follow from the derivative (CAP code): one "profile" slot stands for all of them. */
export const profileColumns = [
  "make_slug",
  "range_slug",
  "trim_slug",
  "body_type",
  "fuel_type",
  "transmission",
  "drivetrain",
  "doors",
  "seats",
  "engine_decilitres",
  "insurance_group",
  "co2",
  "mpg",
] as const;
export type Profile = Pick<VehicleRow, (typeof profileColumns)[number]>;

/** What the index reads of each car, besides its derivative's profile. */
export const carColumns = [
  "id",
  "status",
  "image_count",
  "cap_id",
  "colour",
  "site_id",
  "tag_mask",
  "feature_mask",
  "year",
  "plate_order",
  "tax_rate",
  "odometer",
  "final_price",
  "admin_fee",
  "date_first_registered",
  "date_stock_in",
] as const;
/** What the market estimate reads of each car's details (null for a car without its details row). */
export const marketColumns = ["new_price", "condition_grade", "spare_key"] as const;
/** The cars as parallel arrays (one per column), in id order. */
export type StockColumns = { [C in (typeof carColumns)[number]]: VehicleRow[C][] } & {
  [C in (typeof marketColumns)[number]]: (VehicleDetailsRow[C] | null)[];
};
/** The columns the dimensions read: the cars' own, and each car's price position ("none" without one). */
type IndexedColumns = StockColumns & { price_position: string[] };

/** The smallest step at or above the value (Infinity above them all): "up to" bands count by this key. */
export function stepAtOrAbove(steps: readonly number[], value: number): number {
  for (const step of steps) if (step >= value) return step;
  return Infinity;
}

/**
 * The dimensions each car has a slot in, and each car's value in them. Status and pictures are only ever filtered on;
 * the others are counted for the filter options too. A car's derivative stands for its make, range, trim, body, fuel,
 * gearbox, drive, doors, seats, engine size, insurance group, CO2 and mpg (see tables.ts). Price and mileage are
 * counted by the band step that holds them; their filters compare the exact columns. The monthly payment is no column
 * of the car: it depends on the search's finance basis (monthly.ts prices it).
 */
const dimensionValues = {
  profile: (cars: StockColumns) => cars.cap_id,
  colour: (cars: StockColumns) => cars.colour,
  site: (cars: StockColumns) => cars.site_id,
  tags: (cars: StockColumns) => cars.tag_mask,
  features: (cars: StockColumns) => cars.feature_mask,
  year: (cars: StockColumns) => cars.year,
  plate: (cars: StockColumns) => cars.plate_order,
  tax: (cars: StockColumns) => cars.tax_rate,
  // The SQL this replaces counted `(odometer - 1) / 5000` in integer arithmetic, which truncates towards zero.
  mileage: (cars: StockColumns) =>
    cars.odometer.map((miles) => Math.trunc((miles - 1) / mileageBucketSize) || 0),
  // The cash price a buyer pays, admin fee included (docs/decisions/300-fee-inclusive-prices.md).
  price: (cars: StockColumns) =>
    cars.final_price.map((price, row) => stepAtOrAbove(priceBand.steps, price + cars.admin_fee[row])),
  position: (cars: IndexedColumns) => cars.price_position,
  status: (cars: StockColumns) => cars.status,
  images: (cars: StockColumns) => cars.image_count,
} satisfies Record<string, (cars: IndexedColumns) => readonly (string | number)[]>;

export type DimensionName = keyof typeof dimensionValues;
export const dimensionNames = Object.keys(dimensionValues) as DimensionName[];
export const dimensionCount = dimensionNames.length;
export const dimensionOf = Object.fromEntries(dimensionNames.map((name, index) => [name, index])) as Record<
  DimensionName,
  number
>;

/**
 * The dimensions the filter options count the matching cars in besides the profile (facets.ts), packed together for
 * counting: see `CountPack`.
 */
export const packedDimensions = [
  "colour",
  "site",
  "tags",
  "year",
  "plate",
  "tax",
  "mileage",
  "price",
  "position",
  "features",
] as const satisfies readonly DimensionName[];

/**
 * Several dimensions with few values each, packed so that one pass over the cars counts them all. A car's cell is the
 * combination of its values in them: the sum of each value's place among its dimension's values times the dimension's
 * stride (the product of the numbers of values of the dimensions before it). Cells stay below 65 536, so a pack holds
 * as many dimensions (in `packedDimensions` order) as fit. Counting the cars by cell and then adding each cell's count
 * to its value in each dimension costs one pass over the cars and one over the cells, instead of a pass over the cars
 * per dimension.
 */
export interface CountPack {
  cells: Uint16Array;
  cellCount: number;
  parts: { dimension: number; stride: number; values: number }[];
}

/** `value`: price against the market estimate, best value first (market-value.ts). */
export type SortKey = "price" | "registered" | "odometer" | "stock_in" | "value";

export interface StockIndex {
  size: number;
  ids: Int32Array;
  /**
   * Dimension after dimension: `slots[dimension * size + row]`. A filter reads one dimension's run from start to
   * end, which is what memory is quickest at.
   */
  slots: Uint16Array | Uint32Array;
  slotCount: number;
  /** Where each dimension's slots start; `offsets[dimensionCount]` is `slotCount`. */
  offsets: Int32Array;
  /** How many cars hold each slot (facets.ts counts a search's matches as the stock less the others when that is quicker). */
  slotTotals: Int32Array;
  /** The `packedDimensions`, packed for counting. */
  countPacks: CountPack[];
  /** The value each slot stands for (a profile slot: the CAP id; see `profiles`). */
  slotValues: (string | number)[];
  /** The derivative profile of each profile slot, in slot order. */
  profiles: Profile[];
  /** final_price: what the car is worth to the lender and to the market estimate. */
  price: Float64Array;
  /**
   * The cash price: final_price plus the compulsory admin fee. What a quote lends against
   * (docs/decisions/131-cash-price-promotions-monthly-search.md) and what the price filter, bands and sort compare
   * (docs/decisions/300-fee-inclusive-prices.md).
   */
  cashPrice: Float64Array;
  odometer: Float64Array;
  /**
   * Each car's market estimate and price position (market-value.ts), worked out for the whole stock when the index is
   * built; null for a car without the facts.
   */
  market: MarketColumns;
  /** The day the estimates were worked out for (the cars' ages). */
  marketDay: Date;
  /** The cars' free text, indexed (text-index.ts): built on the first free-text search (see stock-index-store.ts). */
  text?: TextIndex;
  sortValues: Record<SortKey, Float64Array>;
  /** Rows sorted by each key then id, built on first use. */
  orders: Partial<Record<SortKey, Int32Array>>;
  /**
   * Working space the size of the stock, reused by every search and count instead of allocated for each: `fails`
   * (stock-match.ts), the question they answer (`failsFor`), `rows` (a list of rows, facets.ts) and the counts' tables. Searches and
   * counts are synchronous, so one is never used by two at once; what a function returns in them is good until the
   * next search or count.
   */
  work: {
    fails: Int32Array;
    failsFor?: { question: string; monthly?: Float64Array };
    rows: Int32Array;
    /** The counts' tables (facets.ts), made on first use. */
    counts?: Int32Array;
    countsByCell?: Int32Array[];
  };
}

const isoDay = (date: string) => Number(date.replaceAll("-", ""));

/** Cars for sale or reserved: prices on the market, the evidence of the estimates. */
export const advertisedStatuses: readonly string[] = ["FOR_SALE_RETAIL", "RESERVED"];

/** Each car's market estimate (market-value.ts), from its columns and its derivative's profile. */
export function stockMarketValues(
  stock: StockColumns,
  profileOf: ReadonlyMap<number, Profile>,
  today: Date,
): MarketColumns {
  return estimateMarket(
    stock.id.map((_, row) => {
      const profile = profileOf.get(stock.cap_id[row]);
      return {
        group: `${profile?.make_slug}/${profile?.range_slug}`,
        price: stock.final_price[row],
        advertised: advertisedStatuses.includes(stock.status[row]),
        newPrice: stock.new_price[row] ?? 0,
        fuel: (profile?.fuel_type ?? "petrol") as FuelType,
        registered: stock.date_first_registered[row],
        mileage: stock.odometer[row],
        grade: stock.condition_grade[row] ?? 2,
        spareKey: stock.spare_key[row] !== 0,
      };
    }),
    today,
  );
}

/**
 * The moment the market estimates are worked out for: the start of `today`'s day in UTC, so a car's estimate, and the
 * order of a sort by price position, stay the same all day rather than drift with the time of the request.
 */
export function marketDayOf(today: Date): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
}

/**
 * Builds the index from the cars (in id order) and the profile of each derivative they have; the market estimates are
 * those of `today` (the day, in UTC).
 */
export function buildStockIndex(
  stock: StockColumns,
  profileOf: ReadonlyMap<number, Profile>,
  today = new Date(),
): StockIndex {
  const size = stock.id.length;
  for (let row = 1; row < size; row++)
    if (stock.id[row] <= stock.id[row - 1]) throw new Error("The stock index needs the cars in id order");
  const marketDay = marketDayOf(today);
  const market = stockMarketValues(stock, profileOf, marketDay);
  const cars: IndexedColumns = {
    ...stock,
    price_position: Array.from(market.position, (position) =>
      position < 0 ? "none" : pricePositions[position],
    ),
  };

  const offsets = new Int32Array(dimensionCount + 1);
  const slotValues: (string | number)[] = [];
  const codes = dimensionNames.map((name, dimension) => {
    const dictionary = new Map<string | number, number>();
    const local = new Uint32Array(size);
    dimensionValues[name](cars).forEach((value, row) => {
      let code = dictionary.get(value);
      if (code === undefined) dictionary.set(value, (code = dictionary.size));
      local[row] = code;
    });
    offsets[dimension + 1] = offsets[dimension] + dictionary.size;
    for (const value of dictionary.keys()) slotValues.push(value);
    return local;
  });
  const slotCount = offsets[dimensionCount];
  const slots =
    slotCount <= 0xffff ? new Uint16Array(size * dimensionCount) : new Uint32Array(size * dimensionCount);
  const slotTotals = new Int32Array(slotCount);
  codes.forEach((local, dimension) => {
    const offset = offsets[dimension];
    for (let row = 0; row < size; row++) {
      slots[dimension * size + row] = offset + local[row];
      slotTotals[offset + local[row]]++;
    }
  });
  const countPacks = packDimensions(
    packedDimensions.map((name) => dimensionOf[name]),
    codes,
    offsets,
  );
  const capIds = slotValues.slice(offsets[dimensionOf.profile], offsets[dimensionOf.profile + 1]) as number[];
  const profiles = capIds.map((capId) => {
    const profile = profileOf.get(capId);
    if (!profile) throw new Error(`No profile for derivative ${capId}`);
    return profile;
  });
  const price = Float64Array.from(cars.final_price);
  const cashPrice = Float64Array.from(
    cars.final_price,
    (finalPrice, row) => finalPrice + cars.admin_fee[row],
  );
  const odometer = Float64Array.from(cars.odometer);

  return {
    size,
    ids: Int32Array.from(cars.id),
    slots,
    slotCount,
    offsets,
    slotTotals,
    countPacks,
    slotValues,
    profiles,
    price,
    cashPrice,
    odometer,
    market,
    marketDay,
    sortValues: {
      price: cashPrice,
      odometer,
      registered: Float64Array.from(cars.date_first_registered, isoDay),
      stock_in: Float64Array.from(cars.date_stock_in, isoDay),
      value: market.score,
    },
    orders: {},
    work: { fails: new Int32Array(size), rows: new Int32Array(size) },
  };
}

/** Packs the dimensions, in order, into as few packs as keep every cell below 65 536 (see `CountPack`). */
function packDimensions(dimensions: number[], codes: Uint32Array[], offsets: Int32Array): CountPack[] {
  const packs: CountPack[] = [];
  for (const dimension of dimensions) {
    const values = offsets[dimension + 1] - offsets[dimension];
    if (values > 0x10000)
      throw new Error(`Dimension ${dimensionNames[dimension]} has too many values to pack`);
    let pack = packs.at(-1);
    if (!pack || pack.cellCount * values > 0x10000) {
      pack = { cells: new Uint16Array(codes[dimension].length), cellCount: 1, parts: [] };
      packs.push(pack);
    }
    const stride = pack.cellCount;
    const local = codes[dimension];
    for (let row = 0; row < local.length; row++) pack.cells[row] += local[row] * stride;
    pack.parts.push({ dimension, stride, values });
    pack.cellCount *= values;
  }
  return packs;
}

/** Rows in ascending order of the key, ties by id (walk it backwards for a descending sort). */
export function sortOrder(index: StockIndex, key: SortKey): Int32Array {
  const built = index.orders[key];
  if (built) return built;
  const values = index.sortValues[key];
  const order = new Int32Array(index.size);
  for (let row = 0; row < index.size; row++) order[row] = row;
  // Cars without a price position (Infinity) sort last: Infinity less Infinity is NaN, so their ids decide.
  order.sort((a, b) => values[a] - values[b] || a - b);
  index.orders[key] = order;
  return order;
}
