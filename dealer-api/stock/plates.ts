import type { Prng } from "./prng";

/**
 * GB registration marks since September 2001 ("AB12 CDE"), per DVLA INF104: a two-letter memory tag, a two-digit age
 * identifier that changes every March and September, and three random letters.
 */

/** Memory tag first letters in use (regions). */
export const memoryTagAreas = [..."ABCDEFGHKLMNOPRSVWY"];
/** Second memory-tag letter: never I, Q or Z. */
const memoryTagSecond = [..."ABCDEFGHJKLMNOPRSTUVWXY"];
/** Last three letters: never I or Q. */
const randomLetters = [..."ABCDEFGHJKLMNOPRSTUVWXYZ"];

export const vrmPattern =
  /^([ABCDEFGHKLMNOPRSVWY][A-HJ-PR-Y])(0[2-9]|[1-4]\d|5[1-9]|[6-9]\d)([A-HJ-PR-Z]{3})$/;

/** Age identifier of a first registration: Mar–Aug → "24"; Sep–Feb → year + 50 ("74"), Jan/Feb from the year before. */
export function plateIdentifier(registered: Date): string {
  const year = registered.getUTCFullYear() % 100;
  const month = registered.getUTCMonth() + 1;
  if (month >= 3 && month <= 8) return String(year).padStart(2, "0");
  return String(month >= 9 ? year + 50 : year - 1 + 50);
}

/**
 * Orders age identifiers in time: each half-year gets the next number ("19" → 38, "69" → 39, "20" → 40), so min_plate
 * and max_plate compare with plain numbers.
 */
export function plateOrder(identifier: string): number {
  const value = Number(identifier);
  return value > 50 ? (value - 50) * 2 + 1 : value * 2;
}

/** The age identifier a plate order stands for (inverse of plateOrder). */
export function plateFromOrder(order: number): string {
  const half = order % 2;
  const year = (order - half) / 2;
  return String(half ? year + 50 : year).padStart(2, "0");
}

const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "19 (Mar 2019 – Aug 2019)", "69 (Sep 2019 – Feb 2020)": what a buyer sees in the plate dropdown. */
export function plateLabel(identifier: string): string {
  const value = Number(identifier);
  const year = 2000 + (value > 50 ? value - 50 : value);
  return value > 50
    ? `${identifier} (${monthNames[8]} ${year} – ${monthNames[1]} ${year + 1})`
    : `${identifier} (${monthNames[2]} ${year} – ${monthNames[7]} ${year})`;
}

/** Upper-cases and removes every space: users type "ab12 cde" or " AB12CDE ". */
export function normaliseVrm(input: string): string {
  return input.toUpperCase().replace(/\s+/g, "");
}

/** Split after the fourth character, as the site displays a registration. */
export function formatVrm(vrm: string): string {
  const plain = normaliseVrm(vrm);
  return plain.length > 4 ? `${plain.slice(0, 4)} ${plain.slice(4)}` : plain;
}

/** True for a current-style mark whose age identifier was already issued on `today`. */
export function isValidVrm(input: string, today: Date): boolean {
  const match = vrmPattern.exec(normaliseVrm(input));
  if (!match) return false;
  return plateOrder(match[2]) <= plateOrder(plateIdentifier(today));
}

/** A random current-style mark for a car first registered on `registered`, usually from the branch's own region. */
export function generateVrm(prng: Prng, registered: Date, localArea?: string): string {
  const area = localArea && prng.chance(0.4) ? localArea : prng.pick(memoryTagAreas);
  let letters = "";
  for (let i = 0; i < 3; i++) letters += prng.pick(randomLetters);
  return `${area}${prng.pick(memoryTagSecond)}${plateIdentifier(registered)}${letters}`;
}
