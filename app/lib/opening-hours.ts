import type { OpeningTimes } from "@contract/content";

export interface OpeningHoursRow {
  days: "Monday to Friday" | "Saturday" | "Sunday";
  /** "08:30-19:00", or "Closed". */
  hours: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "08:30-19:00"; "Closed" when the times are missing, malformed or do not make an opening (e.g. "00:00"-"00:00"). */
export function formatHours(open: string | null | undefined, closed: string | null | undefined): string {
  if (!open || !closed || !TIME.test(open) || !TIME.test(closed) || open >= closed) return "Closed";
  return `${open}-${closed}`;
}

/** A branch's or the group's week, as the dealer API publishes it (docs/product/home.md#home-blocks, block 12). */
export function openingHours(times: OpeningTimes): OpeningHoursRow[] {
  return [
    { days: "Monday to Friday", hours: formatHours(times.monday_time_open, times.monday_time_closed) },
    { days: "Saturday", hours: formatHours(times.saturday_time_open, times.saturday_time_closed) },
    { days: "Sunday", hours: formatHours(times.sunday_time_open, times.sunday_time_closed) },
  ];
}
