import type { FuelType } from "../contract/vehicle";
import type { ServiceHistory, ValuationCondition } from "../contract/valuations";
import { usedValue } from "../stock/rules";
import { yearsBetween } from "../stock/dates";

/**
 * What the dealer offers for a seller's car: a trade price range (cap_below to cap_average). Pure, so it is tested on
 * its own; the rules and their reasons are in docs/decisions/150-valuation-wizard.md.
 *
 * It starts from the same trade value the stock is priced from (`usedValue`: the new price less about a fifth in the
 * first year and 13 % a year after (electric 28 % and 18 %), ±15 % for mileage away from 8,500 a year), so a car we
 * would buy is valued below the retail price of the same car on our forecourt (retail is that trade value × 1.08).
 */

/** The dealer pays a little under trade: the margin that covers the risk of a car it has not yet inspected. */
export const BUYING_SHARE = 0.92;
/** What getting a bought car ready for sale costs (valet, safety check, photographs), taken off every offer. */
export const PREPARATION_COST = 150;

/** The service book: a full or not-yet-due history is worth the full value; a patchy one less; none much less. */
export const SERVICE_HISTORY_FACTOR: Record<ServiceHistory, number> = {
  full: 1,
  "not-due": 1,
  some: 0.95,
  none: 0.88,
};

/** Each keeper after the first takes 2 % off, down to at most 8 % off (a car with many owners is harder to sell). */
export const KEEPER_STEP = 0.02;
export const KEEPER_FLOOR = 0.92;

/**
 * The condition answers (each one of the valuation's assumptions holding or not). A personalised plate makes no
 * difference: the seller keeps it and the car goes with its original registration.
 */
export const CONDITION_FACTOR = {
  /** Less than six months' MOT: the car needs an MOT (and what it finds) before it can be sold. */
  mot: 0.97,
  /** An imported car: fewer buyers, harder to insure and to check. */
  imported: 0.85,
  /** Damage to be repaired. */
  no_damage: 0.9,
  /** Something does not work. */
  fully_working: 0.85,
  /** Recorded as written off (category S or N): most retail buyers will not have one. */
  not_written_off: 0.6,
} as const;
/** No spare key: the price of a new key, cut and coded. */
export const SPARE_KEY_COST = 200;

/** The range's width: cap_below is 7 % under cap_average (a car in below-average condition). */
export const RANGE_SPREAD = 0.07;
/** A car is always worth its metal: cap_below never goes under the scrap value, cap_average stays above it. */
export const SCRAP_VALUE = 150;
export const MIN_AVERAGE = 250;
/** Prices are given in whole pounds, to the nearest £25. */
export const ROUND_TO = 25;

export interface ValuationFacts {
  /** The car's list price new, £ (the catalogue's). */
  newPrice: number;
  fuel: FuelType;
  /** First registration. */
  registered: Date;
  /** When the car is valued. */
  valuedAt: Date;
  mileage: number;
  serviceHistory: ServiceHistory;
  previousKeepers: number;
  condition: ValuationCondition;
}

export interface PriceRange {
  capBelow: number;
  capAverage: number;
}

const roundTo = (value: number) => Math.round(value / ROUND_TO) * ROUND_TO;

/** The factor for the number of previous keepers: none or one costs nothing. */
export function keeperFactor(previousKeepers: number): number {
  return Math.max(KEEPER_FLOOR, 1 - KEEPER_STEP * Math.max(0, previousKeepers - 1));
}

/** The factor for the condition answers: each assumption that does not hold multiplies in its factor. */
export function conditionFactor(condition: ValuationCondition): number {
  let factor = 1;
  if (!condition.mot) factor *= CONDITION_FACTOR.mot;
  if (condition.imported) factor *= CONDITION_FACTOR.imported;
  if (!condition.no_damage) factor *= CONDITION_FACTOR.no_damage;
  if (!condition.fully_working) factor *= CONDITION_FACTOR.fully_working;
  if (!condition.not_written_off) factor *= CONDITION_FACTOR.not_written_off;
  return factor;
}

/**
 * The price range for a car. cap_average is the trade value at this age and mileage, times the buying share, less
 * preparation, times the history, keeper and condition factors, less a missing spare key; cap_below is the spread
 * under it. Both are rounded to £25, at least the scrap value, and never more than the car cost new.
 */
export function valueCar(facts: ValuationFacts): PriceRange {
  const ageYears = Math.max(0, yearsBetween(facts.registered, facts.valuedAt));
  const trade = usedValue(facts.newPrice, ageYears, facts.mileage, facts.fuel);
  const adjusted =
    (trade * BUYING_SHARE - PREPARATION_COST) *
      SERVICE_HISTORY_FACTOR[facts.serviceHistory] *
      keeperFactor(facts.previousKeepers) *
      conditionFactor(facts.condition) -
    (facts.condition.spare_key ? 0 : SPARE_KEY_COST);
  const ceiling = Math.floor(facts.newPrice / ROUND_TO) * ROUND_TO;
  const capAverage = Math.min(ceiling, Math.max(MIN_AVERAGE, roundTo(adjusted)));
  const capBelow = Math.max(
    0,
    Math.min(capAverage - ROUND_TO, Math.max(SCRAP_VALUE, roundTo(capAverage * (1 - RANGE_SPREAD)))),
  );
  return { capBelow, capAverage };
}
