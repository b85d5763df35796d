/**
 * Dates as the vehicle page shows them, in the site's formats (en-GB, docs/product/shell.md#formatting): "Do
 * MMMM YYYY" for a day in words, "DD/MM/YYYY" for a registration date, "MMMM YYYY" for a month. Input is an
 * ISO day, "YYYY-MM-DD"; no time zones involved.
 */
const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

const asDate = (isoDay: string) => new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);

function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  return `${day}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th"}`;
}

/** "24th September 2026" (Do MMMM YYYY). */
export function formatOrdinalDate(isoDay: string): string {
  const date = asDate(isoDay);
  return `${ordinal(date.getUTCDate())} ${monthYear.format(date)}`;
}

/** "24/09/2026" (DD/MM/YYYY): the registration date shown reversed. */
export function formatShortDate(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

/** "September 2026" (MMMM YYYY). */
export function formatMonthYear(isoDay: string): string {
  return monthYear.format(asDate(isoDay));
}
