import type { FuelType } from "../contract/vehicle";

/**
 * Values derived from a car's facts rather than invented: emissions standard, ULEZ, insurance group, economy,
 * performance, mileage and price. Formulas from docs/product/data.md#estimates; pure, so they are tested on
 * their own.
 */

export { plateIdentifier, plateOrder, generateVrm, isValidVrm, formatVrm, normaliseVrm } from "./plates";
export { annualVed, firstYearVed, vedBand } from "./ved";

const utc = (year: number, month: number, day = 1) => Date.UTC(year, month - 1, day);

/** Euro emissions level a car first registered on that date was built to (approximate, by registration). */
export function euroStandard(registered: Date): { level: number; name: string } {
  const time = registered.getTime();
  if (time >= utc(2021, 1)) return { level: 6, name: "Euro 6d" };
  if (time >= utc(2019, 9)) return { level: 6, name: "Euro 6d-TEMP" };
  if (time >= utc(2015, 9)) return { level: 6, name: "Euro 6" };
  if (time >= utc(2011, 1)) return { level: 5, name: "Euro 5" };
  if (time >= utc(2006, 1)) return { level: 4, name: "Euro 4" };
  return { level: 3, name: "Euro 3" };
}

/** The technical_data value: ends in the level digit, which is what the site reads ("EURO 6"). */
export function euroEmissionsValue(level: number): string {
  return `EURO ${level}`;
}

/**
 * London ULEZ (docs/product/vehicle-page.md#price-facts): petrol Euro 4+, diesel Euro 6+, electric and
 * hybrids always.
 */
export function isUlezCompliant(fuel: FuelType, euroLevel: number): boolean {
  if (fuel === "electric" || fuel === "hybrid" || fuel === "plug-in-hybrid") return true;
  if (fuel === "petrol") return euroLevel >= 4;
  if (fuel === "diesel") return euroLevel >= 6;
  return false;
}

const clamp = (low: number, high: number, value: number) => Math.min(high, Math.max(low, value));

/** Insurance group 1–50 from power and new price (Picanto ≈ 6, Fiesta 1.0 ≈ 12, Golf GTI ≈ 34). */
export function insuranceGroup(bhp: number, newPrice: number): number {
  return clamp(1, 50, Math.round(0.12 * bhp + 0.00025 * newPrice - 5));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Combined UK mpg from CO2 (carbon per litre differs between petrol and diesel). Hybrids burn petrol; plug-in hybrids'
 * official figures are very high and are capped at a plausible 282.5 mpg; electric cars burn nothing (0).
 */
export function combinedMpg(fuel: FuelType, co2: number): number {
  if (fuel === "electric" || co2 <= 0) return 0;
  const mpg = (fuel === "diesel" ? 7450 : 6760) / co2;
  return round1(Math.min(282.5, mpg));
}

/** Urban and extra-urban figures around the combined one; hybrids do best in town, the others out of it. */
export function urbanMpg(fuel: FuelType, combined: number): { urban: number; extraUrban: number } {
  if (combined === 0) return { urban: 0, extraUrban: 0 };
  const hybrid = fuel === "hybrid" || fuel === "plug-in-hybrid";
  return hybrid
    ? { urban: round1(combined * 1.08), extraUrban: round1(combined * 0.94) }
    : { urban: round1(combined * 0.78), extraUrban: round1(combined * 1.18) };
}

/** 0–62 mph in seconds from kerb weight per bhp; about a second quicker off the line for electric or four-wheel drive. */
export function zeroToSixtyTwo(kerbKg: number, bhp: number, quickerStart: boolean): number {
  const seconds = 0.55 * (kerbKg / bhp) + 3.3 - (quickerStart ? 1 : 0);
  return Math.max(2.5, round1(seconds));
}

/** Top speed in mph: rises slowly with power; German makers limit to 155, most electric cars far lower. */
export function topSpeedMph(bhp: number, fuel: FuelType, limitedTo155: boolean): number {
  const free = Math.round(28 * Math.pow(bhp, 0.31));
  if (fuel === "electric") return Math.min(free, bhp > 300 ? 140 : 112);
  return limitedTo155 ? Math.min(free, 155) : free;
}

/**
 * Miles on the clock: 7,000–10,000 a year (`annualShare` picks where in that span), spread by `spread` (0 → 75 %,
 * 1 → 125 % of that). At least 10 delivery miles.
 */
export function mileageForAge(ageYears: number, annualShare: number, spread: number): number {
  const annual = 7000 + 3000 * annualShare;
  return Math.max(10, Math.round(ageYears * annual * (0.75 + 0.5 * spread)));
}

/**
 * Trade-in-style value from the new price: about a fifth lost in the first year, then 13 % a year (electric 18 %), and
 * up to ±15 % for mileage away from 8,500 a year.
 */
export function usedValue(newPrice: number, ageYears: number, mileage: number, fuel: FuelType): number {
  const firstYearLoss = fuel === "electric" ? 0.28 : 0.2;
  const yearlyKeep = fuel === "electric" ? 0.82 : 0.87;
  const ageFactor =
    ageYears <= 1 ? 1 - firstYearLoss * ageYears : (1 - firstYearLoss) * Math.pow(yearlyKeep, ageYears - 1);
  const expectedMiles = 8500 * ageYears;
  const mileageFactor = clamp(0.85, 1.15, 1 - 0.0000025 * (mileage - expectedMiles));
  return newPrice * ageFactor * mileageFactor;
}

/**
 * A price as dealers write them: `style` < 0.55 → ends in 95 (£12,495); < 0.8 → ends in 99 (£12,999); otherwise a round
 * £500 (£12,500). Never below £995.
 */
export function dealerPrice(value: number, style: number): number {
  const halfThousands = Math.max(2, Math.round(value / 500));
  if (style < 0.55) return halfThousands * 500 - 5;
  if (style < 0.8) return halfThousands * 500 - 1;
  return halfThousands * 500;
}
