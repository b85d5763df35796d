/**
 * The site's one way of writing a day in words (docs/product/shell.md#formatting): "24th September 2026" (Do MMMM
 * YYYY), with the weekday in front where the day of the week matters ("Thursday 24th September 2026": a collection
 * or a visit). Every page writes days with it: the blog, valuations, reviews, click and collect, reservations. Here,
 * in the contract, because the dealer API's messages write days too. Input is an ISO day, "YYYY-MM-DD" (or the start
 * of an ISO instant, read as that day); no time zones involved.
 */
const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const weekdayName = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" });

const asDate = (isoDay: string) => new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);

function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  return `${day}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th"}`;
}

/** "24th September 2026", or with `weekday` "Thursday 24th September 2026". */
export function formatOrdinalDate(isoDay: string, { weekday = false }: { weekday?: boolean } = {}): string {
  const date = asDate(isoDay);
  const text = `${ordinal(date.getUTCDate())} ${monthYear.format(date)}`;
  return weekday ? `${weekdayName.format(date)} ${text}` : text;
}

/** "September 2026" (MMMM YYYY). */
export function formatMonthYear(isoDay: string): string {
  return monthYear.format(asDate(isoDay));
}
