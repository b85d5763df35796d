/** Calendar helpers in UTC: generated dates must not shift with the machine's time zone. */

const dayMs = 86_400_000;

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export const parseIsoDate = (text: string) => new Date(`${text}T00:00:00Z`);

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);

export function addYears(date: Date, years: number): Date {
  const moved = new Date(date.getTime());
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  return moved;
}

/** Whole days since midnight UTC of `today`, so cars generated on the same day match whatever the hour. */
export const startOfDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Fractional years between two dates. */
export const yearsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / (365.25 * dayMs);
