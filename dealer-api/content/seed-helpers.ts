/** Small deterministic generator (mulberry32): the same seed gives the same content on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Midnight UTC of `today` minus `days`: content dates are whole days, independent of the time seeding ran. */
export function daysBefore(today: Date, days: number): Date {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return new Date(midnight - days * 86_400_000);
}

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The last day of the month two months after `today`: far enough ahead that a running offer never looks expired,
 * near enough to feel time-limited.
 */
export function offerEndDate(today: Date): { date: string; label: string } {
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 3, 0));
  const label = end.toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
  return { date: isoDate(end), label };
}

/** Reading time at 200 words a minute, counting the words of the HTML without its tags. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
