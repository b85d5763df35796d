import { pricePositions, type FuelType, type PricePosition } from "../contract/vehicle";
import { ROUND_TO, SPARE_KEY_COST } from "../valuations/model";
import { yearsBetween } from "./dates";
import { usedValue } from "./rules";

/**
 * Our market estimate of each car and where its price sits against it (docs/product/search.md#price-position,
 * docs/decisions/220-price-position.md). Pure: the stock index computes it for the whole stock once per version of
 * the cars, so the filter, its counts and the "Best value first" sort cost nothing per search.
 *
 * 1. The model: the valuation wizard's depreciation (`usedValue`: new price, age, mileage, fuel) is the trade value;
 *    retail is that times the dealer's margin over trade, adjusted for the condition grade and a missing spare key, and
 *    never more than the car cost new.
 * 2. The calibration: the model says how cars depreciate, the stock says where the market is. For each car, the
 *    advertised cars of the same model (range) other than itself, when there are at least `MIN_COMPARABLES` of them,
 *    give the median ratio of price to model value, and the spread of those ratios the band. With fewer, the whole
 *    advertised stock's median ratio and a wider band stand in ("the model").
 * 3. The position: within the band is Fair; one to two bands below, Good; more than two below, Great; above the band,
 *    Higher than market. A car the model cannot speak for (older than it knows, a mileage beyond its adjustment) or
 *    whose band is too wide gets no label.
 */

/** Retail over trade: a forecourt price is the trade value plus the dealer's margin (the stock is priced so). */
export const RETAIL_OVER_TRADE = 1.08;

/**
 * Condition grade (1 Excellent to 4, worn) against the usual grade 2: what a buyer pays more for a car in showroom
 * condition, and less for one with marks to put right.
 */
export const GRADE_FACTOR: Record<number, number> = { 1: 1.03, 2: 1, 3: 0.97, 4: 0.93 };

/** Fewer cars of the same model than this, and the estimate falls back to the model over the whole stock. */
export const MIN_COMPARABLES = 5;
/** The narrowest band an estimate is given with: prices end in £500 steps, so no estimate is closer than that. */
export const MIN_BAND = 0.04;
/** The model alone is less sure than a comparison with cars of the same model. */
export const MODEL_MIN_BAND = 0.06;
export const MODEL_BAND_WIDENING = 1.5;
/** A band wider than this says too little to label the price. */
export const MAX_BAND = 0.15;
/** The depreciation curve is not trusted beyond ten years (older cars' prices depend on the car, not the curve). */
export const MODEL_MAX_AGE = 10;
/** The mileage adjustment stops at ±15 %, 60,000 miles from the usual 8,500 a year: beyond that it says nothing. */
export const MODEL_MILEAGE_REACH = 60_000;
/** 1.4826 × the median absolute deviation estimates a standard deviation, unmoved by a few odd prices. */
const MAD_TO_SIGMA = 1.4826;

export interface MarketFacts {
  /** The list price new, VAT included, £ (no optional extras). */
  newPrice: number;
  fuel: FuelType;
  /** First registration, ISO day. */
  registered: string;
  mileage: number;
  /** Condition grade, 1 (best) to 4. */
  grade: number;
  spareKey: boolean;
}

export interface StockCar extends MarketFacts {
  /** Cars compared with each other: the same make and model ("ford/fiesta"). */
  group: string;
  /** What the buyer pays (final price), £. */
  price: number;
  /** For sale or reserved: a price on the market. Sold cars are estimated but are no evidence. */
  advertised: boolean;
}

export type MarketBasis = "comparables" | "model";

export interface MarketValue {
  /** The estimate, £ (to £25), and the band it is confident in. */
  estimate: number;
  low: number;
  high: number;
  /** The band's half-width as a share of the estimate. */
  band: number;
  basis: MarketBasis;
  /** How many cars of the same model the estimate was compared with (0 on the model). */
  comparables: number;
  position: PricePosition | null;
  /** Whether the car's own price is evidence for the others' estimates (advertised, and the model speaks for it). */
  evidence: boolean;
  /** Price against the estimate in bands (negative: below); Infinity without a position. Sorts "Best value first". */
  score: number;
}

/** Years from first registration (an ISO day) to `today`; read by hand, as parsing a date string costs far more. */
function ageOf(registered: string, today: Date): number {
  const time = Date.UTC(
    Number(registered.slice(0, 4)),
    Number(registered.slice(5, 7)) - 1,
    Number(registered.slice(8, 10)),
  );
  return Math.max(0, yearsBetween(new Date(time), today));
}

function valueAtAge(facts: MarketFacts, age: number): number {
  const trade = usedValue(facts.newPrice, age, facts.mileage, facts.fuel);
  const grade = GRADE_FACTOR[Math.min(4, Math.max(1, Math.round(facts.grade)))];
  const retail = trade * RETAIL_OVER_TRADE * grade - (facts.spareKey ? 0 : SPARE_KEY_COST);
  return Math.max(0, Math.min(retail, facts.newPrice));
}

const trustedAtAge = (mileage: number, age: number) =>
  age <= MODEL_MAX_AGE && Math.abs(mileage - 8500 * age) <= MODEL_MILEAGE_REACH;

/** The model's retail value of a car on `today`, £ (not rounded). */
export function modelValue(facts: MarketFacts, today: Date): number {
  return valueAtAge(facts, ageOf(facts.registered, today));
}

/** Whether the model speaks for this car: not older than it knows, a mileage within its adjustment. */
export function modelTrusted(facts: Pick<MarketFacts, "registered" | "mileage">, today: Date): boolean {
  return trustedAtAge(facts.mileage, ageOf(facts.registered, today));
}

/** Where a price sits against an estimate and its band. A price at the estimate is Fair. */
export function positionOf(
  price: number,
  estimate: number,
  band: number,
): { position: PricePosition; score: number } {
  // To a millionth of a band: a price on the band's edge is on it, whatever floating point makes of the division.
  const score = Math.round(((price / estimate - 1) / band) * 1e6) / 1e6;
  const position = score < -2 ? "great" : score < -1 ? "good" : score <= 1 ? "fair" : "higher";
  return { position, score };
}

function median(sorted: ArrayLike<number>, length = sorted.length, at = (k: number) => sorted[k]): number {
  if (length === 0) return NaN;
  const middle = length >> 1;
  return length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** The median of the sorted values without the one at `skip`. */
function medianWithout(sorted: Float64Array, skip: number): number {
  return median(sorted, sorted.length - 1, (k) => sorted[k < skip ? k : k + 1]);
}

/** A robust standard deviation of sorted values (1.4826 × the median absolute deviation). */
function spread(sorted: Float64Array): number {
  const middle = median(sorted);
  const deviations = sorted.map((value) => Math.abs(value - middle)).sort();
  return MAD_TO_SIGMA * median(deviations);
}

const roundTo = (value: number) => Math.round(value / ROUND_TO) * ROUND_TO;

/**
 * The market values of a stock as columns (one entry a car; typed arrays, so 100,000 cars take a few megabytes): what
 * the stock index keeps. `marketValueAt` reads one car's.
 */
export interface MarketColumns {
  /** NaN: no estimate (no new price). */
  estimate: Float64Array;
  low: Float64Array;
  high: Float64Array;
  band: Float64Array;
  /** 0 compared with the model's cars, 1 on the model. */
  basis: Uint8Array;
  comparables: Int32Array;
  /** The position's place in `pricePositions` (best first); -1 none. */
  position: Int8Array;
  score: Float64Array;
  evidence: Uint8Array;
}

const bases: readonly MarketBasis[] = ["comparables", "model"];

export function marketValueAt(columns: MarketColumns, at: number): MarketValue | null {
  if (!(columns.estimate[at] > 0)) return null;
  const position = columns.position[at];
  return {
    estimate: columns.estimate[at],
    low: columns.low[at],
    high: columns.high[at],
    band: columns.band[at],
    basis: bases[columns.basis[at]],
    comparables: columns.comparables[at],
    position: position < 0 ? null : pricePositions[position],
    score: columns.score[at],
    evidence: columns.evidence[at] === 1,
  };
}

/**
 * The market value of every car of the stock, as columns. Ratios are compared as logarithms, so a car 10 % above and
 * one 10 % below weigh alike.
 */
export function marketColumns(cars: readonly StockCar[], today: Date): MarketColumns {
  const size = cars.length;
  const age = Float64Array.from(cars, (car) => ageOf(car.registered, today));
  const model = Float64Array.from(cars, (car, at) => (car.newPrice > 0 ? valueAtAge(car, age[at]) : 0));
  const trusted = Uint8Array.from(cars, (car, at) =>
    model[at] > 0 && trustedAtAge(car.mileage, age[at]) ? 1 : 0,
  );
  const evidence = Uint8Array.from(cars, (car, at) => (car.advertised && trusted[at] ? 1 : 0));
  const logRatio = Float64Array.from(cars, (car, at) =>
    evidence[at] ? Math.log(car.price / model[at]) : NaN,
  );

  // Each model's evidence, sorted, and each car's place in its model's (its own price is left out of its estimate).
  const members = new Map<string, number[]>();
  const all: number[] = [];
  cars.forEach((car, at) => {
    if (!evidence[at]) return;
    all.push(at);
    let list = members.get(car.group);
    if (!list) members.set(car.group, (list = []));
    list.push(at);
  });
  const overall = Float64Array.from(all, (at) => logRatio[at]).sort();
  const overallMedian = median(overall);
  const overallBand = Math.max(MODEL_MIN_BAND, spread(overall) * MODEL_BAND_WIDENING);
  const rank = new Int32Array(size).fill(-1);
  const groups = new Map<string, { sorted: Float64Array; sigma: number }>();
  for (const [group, list] of members) {
    list.sort((a, b) => logRatio[a] - logRatio[b]);
    list.forEach((at, place) => (rank[at] = place));
    const sorted = Float64Array.from(list, (at) => logRatio[at]);
    groups.set(group, { sorted, sigma: spread(sorted) });
  }

  const columns: MarketColumns = {
    estimate: new Float64Array(size).fill(NaN),
    low: new Float64Array(size),
    high: new Float64Array(size),
    band: new Float64Array(size),
    basis: new Uint8Array(size),
    comparables: new Int32Array(size),
    position: new Int8Array(size).fill(-1),
    score: new Float64Array(size).fill(Infinity),
    evidence,
  };
  if (!Number.isFinite(overallMedian)) return columns;
  cars.forEach((car, at) => {
    if (!(model[at] > 0)) return;
    const group = groups.get(car.group);
    const comparables = (group?.sorted.length ?? 0) - evidence[at];
    let shift: number;
    let band: number;
    if (group && comparables >= MIN_COMPARABLES) {
      shift = evidence[at] ? medianWithout(group.sorted, rank[at]) : median(group.sorted);
      band = Math.max(MIN_BAND, group.sigma * (1 + 1 / Math.sqrt(comparables)));
      columns.comparables[at] = comparables;
    } else {
      shift = overallMedian;
      band = overallBand;
      columns.basis[at] = 1;
    }
    const estimate = Math.max(ROUND_TO, roundTo(Math.min(model[at] * Math.exp(shift), car.newPrice)));
    columns.estimate[at] = estimate;
    columns.low[at] = roundTo(estimate * (1 - band));
    columns.high[at] = roundTo(estimate * (1 + band));
    columns.band[at] = band;
    if (trusted[at] && band <= MAX_BAND) {
      const { position, score } = positionOf(car.price, estimate, band);
      columns.position[at] = pricePositions.indexOf(position);
      columns.score[at] = score;
    }
  });
  return columns;
}

/** Each car's market value (null without the facts): `marketColumns` one car at a time. */
export function marketValues(cars: readonly StockCar[], today: Date): (MarketValue | null)[] {
  const columns = marketColumns(cars, today);
  return cars.map((_, at) => marketValueAt(columns, at));
}
