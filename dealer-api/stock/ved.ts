/**
 * Vehicle Excise Duty, 2025/26 rates (docs/product/data.md#road-tax-ved-202526; check
 * gov.uk/vehicle-tax-rate-tables before publishing). Three regimes by first-registration date: by CO2 from
 * April 2017 (a flat standard rate after the first year), by CO2 band from March 2001, by engine size before
 * that.
 */

const april2017 = Date.UTC(2017, 3, 1);
const march2001 = Date.UTC(2001, 2, 1);

/** [highest CO2 g/km, first-year rate £] for cars registered from 1 April 2017. */
const firstYearRates: readonly [number, number][] = [
  [0, 10],
  [50, 110],
  [75, 130],
  [90, 270],
  [100, 350],
  [110, 390],
  [130, 440],
  [150, 540],
  [170, 1360],
  [190, 2190],
  [225, 3300],
  [255, 4680],
  [Infinity, 5490],
];

/** [band, highest CO2 g/km, annual rate £] for cars registered 1 March 2001 – 31 March 2017. */
const co2Bands: readonly [string, number, number][] = [
  ["A", 100, 20],
  ["B", 110, 20],
  ["C", 120, 35],
  ["D", 130, 165],
  ["E", 140, 195],
  ["F", 150, 215],
  ["G", 165, 265],
  ["H", 175, 315],
  ["I", 185, 345],
  ["J", 200, 395],
  ["K", 225, 430],
  ["L", 255, 735],
  ["M", Infinity, 760],
];

export const standardRate = 195;
/** Added in years 2 to 6 when the list price was over £40,000 (electric cars too from April 2025). */
export const expensiveCarSupplement = 425;
export const expensiveCarThreshold = 40_000;

export function firstYearVed(co2: number): number {
  return firstYearRates.find(([highest]) => co2 <= highest)![1];
}

export function vedBand(co2: number): string {
  return co2Bands.find(([, highest]) => co2 <= highest)![0];
}

export interface VedInput {
  firstRegistered: Date;
  co2: number;
  engineCc: number;
  /** List price when new including VAT and options, pounds. */
  listPrice: number;
  /** The day the rate is asked for: decides whether the car is still in years 2 to 6. */
  today: Date;
}

/** The annual rate the next keeper pays on renewal. */
export function annualVed({ firstRegistered, co2, engineCc, listPrice, today }: VedInput): number {
  const registered = firstRegistered.getTime();
  if (registered < march2001) return engineCc <= 1549 ? 220 : 360;
  if (registered < april2017) return co2Bands.find(([, highest]) => co2 <= highest)![2];
  const yearOfLife = wholeYearsBetween(firstRegistered, today) + 1;
  // The first keeper paid the first-year rate, so a car still in its first year renews at the year-2 rate.
  const nextYear = Math.max(2, yearOfLife);
  const supplement = listPrice > expensiveCarThreshold && nextYear <= 6 ? expensiveCarSupplement : 0;
  return standardRate + supplement;
}

/** Completed years from `from` to `to` (birthday-style). */
export function wholeYearsBetween(from: Date, to: Date): number {
  let years = to.getUTCFullYear() - from.getUTCFullYear();
  const beforeAnniversary =
    to.getUTCMonth() < from.getUTCMonth() ||
    (to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() < from.getUTCDate());
  if (beforeAnniversary) years -= 1;
  return Math.max(0, years);
}
