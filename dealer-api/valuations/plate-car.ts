import type { ValuationVehicle } from "../contract/valuations";
import { startOfDay } from "../stock/dates";
import { plateIdentifier, plateOrder, vrmPattern } from "../stock/plates";
import { createPrng, mixSeed } from "../stock/prng";
import { carVehicle, derivativeOnSaleIn, pickPaint } from "./vehicles";

/**
 * Registrations the register does not hold: a current-format plate ("AB18 CDE") stands for a plausible car, the same
 * one every time (the random choices are seeded from the registration), first registered inside the plate's
 * age-identifier window, of a derivative that was on sale new then. docs/decisions/150-valuation-wizard.md.
 */

/**
 * The days a car with this age identifier was first registered: "18" → 1 Mar–31 Aug 2018, "68" → 1 Sep 2018–28 Feb
 * 2019.
 */
export function plateWindow(identifier: string): { from: Date; to: Date } {
  const value = Number(identifier);
  if (value > 50) {
    const year = 2000 + value - 50;
    // Day 0 of March is the last day of February, 28th or 29th.
    return { from: new Date(Date.UTC(year, 8, 1)), to: new Date(Date.UTC(year + 1, 2, 0)) };
  }
  const year = 2000 + value;
  return { from: new Date(Date.UTC(year, 2, 1)), to: new Date(Date.UTC(year, 7, 31)) };
}

/** FNV-1a: the registration's letters as a 32-bit seed. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Keeps plate-derived cars apart from any other stream seeded from the same text. */
const PLATE_STREAM = 0x0a1e;

/**
 * The car a well-formed current-format registration (normalised: upper case, no spaces) stands for, or undefined when
 * it is not one, its age identifier has not been issued yet on `today`, or the catalogue has no car of its year.
 */
export function carForPlate(vrm: string, today: Date): ValuationVehicle | undefined {
  const match = vrmPattern.exec(vrm);
  if (!match) return undefined;
  const identifier = match[2];
  const day = startOfDay(today);
  if (plateOrder(identifier) > plateOrder(plateIdentifier(day))) return undefined;
  const window = plateWindow(identifier);
  const last = Math.min(window.to.getTime(), day.getTime());
  const prng = createPrng(mixSeed(hashText(vrm), PLATE_STREAM));
  const days = Math.round((last - window.from.getTime()) / 86_400_000);
  const registered = new Date(window.from.getTime() + prng.int(0, days) * 86_400_000);
  const derivative = derivativeOnSaleIn(prng, registered.getUTCFullYear());
  if (!derivative) return undefined;
  return carVehicle(vrm, derivative, pickPaint(prng, derivative), registered);
}
