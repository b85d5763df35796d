/** A branch's opening times as the content service publishes them ("HH:MM"); Monday stands for Monday to Friday. */
export interface OpeningTimes {
  monday_time_open: string;
  monday_time_closed: string;
  saturday_time_open: string;
  saturday_time_closed: string;
  sunday_time_open: string;
  sunday_time_closed: string;
}

export interface OpeningHoursRow {
  days: "Monday to Friday" | "Saturday" | "Sunday";
  /** "08:30-19:00", or "Closed". */
  hours: string;
}

/** The group's published hours (docs/product/home.md#home-blocks, block 12): used when no branch is known. */
export const GROUP_OPENING_TIMES: OpeningTimes = {
  monday_time_open: "08:30",
  monday_time_closed: "19:00",
  saturday_time_open: "09:00",
  saturday_time_closed: "17:00",
  sunday_time_open: "11:00",
  sunday_time_closed: "17:00",
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "08:30-19:00"; "Closed" when the times are missing, malformed or do not make an opening (e.g. "00:00"-"00:00"). */
export function formatHours(open: string | null | undefined, closed: string | null | undefined): string {
  if (!open || !closed || !TIME.test(open) || !TIME.test(closed) || open >= closed) return "Closed";
  return `${open}-${closed}`;
}

export function openingHours(times: OpeningTimes = GROUP_OPENING_TIMES): OpeningHoursRow[] {
  return [
    { days: "Monday to Friday", hours: formatHours(times.monday_time_open, times.monday_time_closed) },
    { days: "Saturday", hours: formatHours(times.saturday_time_open, times.saturday_time_closed) },
    { days: "Sunday", hours: formatHours(times.sunday_time_open, times.sunday_time_closed) },
  ];
}
