/**
 * Dates as the vehicle page shows them, in the site's formats (en-GB, docs/product/shell.md#formatting): a day in words
 * and a month come from the site's one day format (dealer-api/contract/day-format.ts); "DD/MM/YYYY" for a
 * registration date. Input is an ISO day, "YYYY-MM-DD"; no time zones involved.
 */
export { formatMonthYear, formatOrdinalDate } from "@contract/day-format";

/** "24/09/2026" (DD/MM/YYYY): the registration date shown reversed. */
export function formatShortDate(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}
