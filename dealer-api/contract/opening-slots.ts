/**
 * The times a branch can see a customer on a given date: a test drive (form 8) or a click-and-collect handover.
 * One rule for both (docs/decisions/255-branch-opening-slots.md): half-hour slots that start on the hour or half
 * past, at or after the branch opens that day, and end by its closing time. A branch's weekly hours are the content
 * service's (`departments`; Monday stands for Monday to Friday); the group's Christmas and New Year hours
 * (HOLIDAY_HOURS, the same for every branch) replace them on those dates. Pure: the site offers these times and checks
 * the answer, and the dealer API checks it again.
 */

/** A branch's opening times as the content service publishes them ("HH:MM"); Monday stands for Monday to Friday. */
export interface BranchTimes {
  name: string;
  monday_time_open: string;
  monday_time_closed: string;
  saturday_time_open: string;
  saturday_time_closed: string;
  sunday_time_open: string;
  sunday_time_closed: string;
}

export const SLOT_MINUTES = 30;

/**
 * The group's Christmas and New Year hours by "MM-DD", every year: null when every branch is closed. The same hours as
 * the christmas-opening-hours snippet shoppers read (dealer-api/content/data/snippets.ts): change both together.
 */
export const HOLIDAY_HOURS: Readonly<Record<string, { open: string; closed: string } | null>> = {
  "12-24": { open: "08:00", closed: "14:00" },
  "12-25": null,
  "12-26": null,
  "12-27": { open: "11:00", closed: "16:00" },
  "12-28": { open: "08:00", closed: "18:00" },
  "12-29": { open: "08:00", closed: "18:00" },
  "12-30": { open: "08:00", closed: "18:00" },
  "12-31": { open: "08:00", closed: "14:00" },
  "01-01": null,
  "01-02": { open: "09:00", closed: "17:00" },
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const ISO_DATE = /^\d{4}-(\d{2}-\d{2})$/;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const minutesOf = (time: string) => {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const holidayOf = (date: string) => {
  const key = ISO_DATE.exec(date)?.[1];
  return key !== undefined && key in HOLIDAY_HOURS ? { hours: HOLIDAY_HOURS[key] } : undefined;
};

/** The branch's opening and closing times on the date, or undefined when it is closed (or the date is not one). */
export function hoursOn(
  branch: Omit<BranchTimes, "name">,
  date: string,
): { open: string; closed: string } | undefined {
  if (!ISO_DATE.test(date) || Number.isNaN(weekdayOf(date))) return undefined;
  const holiday = holidayOf(date);
  if (holiday) return holiday.hours ?? undefined;
  const weekday = weekdayOf(date);
  const day = weekday === 0 ? "sunday" : weekday === 6 ? "saturday" : "monday";
  const open = branch[`${day}_time_open`];
  const closed = branch[`${day}_time_closed`];
  const [from, to] = [minutesOf(open), minutesOf(closed)];
  return from !== undefined && to !== undefined && from < to ? { open, closed } : undefined;
}

/** The branch's half-hour slots on the date ("09:00", "09:30", …); none when it is closed that day. */
export function slotsOn(branch: Omit<BranchTimes, "name">, date: string): string[] {
  const hours = hoursOn(branch, date);
  if (!hours) return [];
  const open = minutesOf(hours.open)!;
  const closed = minutesOf(hours.closed)!;
  const slots: string[] = [];
  for (let start = Math.ceil(open / SLOT_MINUTES) * SLOT_MINUTES; start + SLOT_MINUTES <= closed;) {
    slots.push(timeOf(start));
    start += SLOT_MINUTES;
  }
  return slots;
}

/** Every slot the branch has on some day of the week (holidays aside): what a list offers before a date is chosen. */
export function weeklySlots(branch: Omit<BranchTimes, "name">): string[] {
  // 2026-11-30 is a Monday, 2026-12-05 a Saturday, 2026-12-06 a Sunday: none is a holiday.
  const all = new Set(["2026-11-30", "2026-12-05", "2026-12-06"].flatMap((date) => slotsOn(branch, date)));
  return [...all].sort();
}

const longDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
});

/**
 * Why the time cannot be booked at the branch on the date, by field (`date` when the branch is closed all day, `time`
 * when it is not open then); empty when it can. The date must already be a real one.
 */
export function slotProblems(
  branch: BranchTimes,
  date: string,
  time: string,
): { date?: string; time?: string } {
  const slots = slotsOn(branch, date);
  if (slots.includes(time)) return {};
  // A holiday is named by its date, a weekly closure by its weekday.
  const when = holidayOf(date)
    ? longDate.format(new Date(`${date}T00:00:00Z`)).replace(",", "")
    : `${WEEKDAYS[weekdayOf(date)]}s`;
  if (slots.length === 0) return { date: `${branch.name} is closed on ${when}. Choose another day` };
  const hours = hoursOn(branch, date)!;
  return {
    time: `Choose a time from ${slots[0]} to ${slots[slots.length - 1]}: ${branch.name} is open ${hours.open}-${hours.closed} on ${when}`,
  };
}
