import type { MarketComparable, Vehicle, VehicleListing } from "@contract/vehicle";
// The words alone, without the contract's schemas: this module runs in the browser too.
import { pricePositionLabels, type PricePosition } from "@contract/vehicle-vocabulary";
import { formatNumber, formatPrice } from "../format";
import { hasDiscount, priceWhenNew } from "./pricing";

/**
 * The price position a car shows (docs/product/vehicle-page.md#price-position): the dealer API's label of the price
 * against our market estimate, and on the vehicle page the sentence that explains it and the points of its chart.
 */

type Positioned = Pick<VehicleListing, "market_value" | "status">;

/** The label a card shows, or none: no estimate, too little evidence, or a sold car (no longer priced to sell). */
export function cardPricePosition(vehicle: Positioned): PricePosition | undefined {
  if (vehicle.status === "SOLD") return undefined;
  return vehicle.market_value?.position ?? undefined;
}

export const pricePositionLabel = (position: PricePosition) => pricePositionLabels[position];

export interface PriceExplanation {
  /** Null when the evidence is too thin to label the price. */
  position: PricePosition | null;
  /** "£620 below our market estimate of £15,120 for a 2019 Golf with 38,000 miles." */
  headline: string;
  /** What the estimate is based on, and the band it is confident in. */
  basis: string;
}

type Explained = Pick<
  Vehicle,
  | "market_value"
  | "status"
  | "final_price"
  | "price"
  | "discount_price"
  | "year"
  | "range"
  | "odometer_value"
  | "price_when_new"
  | "vat_when_new"
  | "optional_extras"
>;

/**
 * The vehicle page's explanation. It compares what the buyer pays (after any saving the page shows), and never
 * contradicts the page's other price facts: a car costing no less than new gets no "below the market" label, and a
 * saving is named when the comparison is made after it.
 */
export function priceExplanation(vehicle: Explained): PriceExplanation | undefined {
  const market = vehicle.market_value;
  if (!market || vehicle.status === "SOLD") return undefined;
  const below = market.position === "great" || market.position === "good";
  const position = below && priceWhenNew(vehicle).saving <= 0 ? null : market.position;
  const difference = vehicle.final_price - market.estimate;
  const car = `a ${vehicle.year} ${vehicle.range.name} with ${formatNumber(vehicle.odometer_value)} miles`;
  const estimate = `our market estimate of ${formatPrice(market.estimate)} for ${car}`;
  const where =
    difference === 0
      ? `Priced at ${estimate}`
      : `${formatPrice(Math.abs(difference))} ${difference < 0 ? "below" : "above"} ${estimate}`;
  const afterSaving = hasDiscount(vehicle)
    ? `With the ${formatPrice(vehicle.price - vehicle.final_price)} saving, ${where.charAt(0).toLowerCase()}${where.slice(1)}`
    : where;
  const band = `We are confident its market value lies between ${formatPrice(market.low)} and ${formatPrice(market.high)}.`;
  const basis =
    market.basis === "comparables"
      ? `Based on ${market.comparables} other ${vehicle.range.name} cars we have for sale, adjusted for their age, mileage and condition. ${band}`
      : `Based on our valuation model (its age, mileage, condition and price new), as we have too few other ${vehicle.range.name} cars for sale to compare it with. ${band}`;
  const thin =
    position === null ? " We have too little evidence to say how this price compares with the market." : "";
  return { position, headline: `${afterSaving}.${thin}`, basis };
}

/** A point of the chart: one car's mileage and price; `current` marks the car of the page. */
export interface ChartPoint {
  mileage: number;
  price: number;
  year: number;
  current: boolean;
}

/** The car of the page and the cars it was compared with, lowest mileage first. */
export function chartPoints(
  vehicle: Pick<Vehicle, "odometer_value" | "final_price" | "year">,
  comparables: readonly MarketComparable[],
): ChartPoint[] {
  return [
    { mileage: vehicle.odometer_value, price: vehicle.final_price, year: vehicle.year, current: true },
    ...comparables.map((car) => ({
      mileage: car.odometer_value,
      price: car.final_price,
      year: car.year,
      current: false,
    })),
  ].sort((a, b) => a.mileage - b.mileage || Number(b.current) - Number(a.current));
}

/** Round steps for an axis from 0 (or the lowest value) to above the highest: 1, 2 or 5 times a power of ten. */
export function axisTicks(low: number, high: number, count = 4): number[] {
  // A span of at least a twentieth of the top, so cars at one price still get an axis of several prices.
  const span = Math.max(1, high - low, Math.abs(high) / 20);
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw) ?? raw;
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick < high + step; tick += step) ticks.push(tick);
  return ticks;
}
