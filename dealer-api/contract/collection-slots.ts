import { COLLECTION_FIRST_DAY, COLLECTION_LAST_DAY } from "./click-collect-vocabulary";
import { addDays, parseIsoDate } from "./form-rules";
import { formatOrdinalDate } from "./day-format";

/**
 * When a click-and-collect car can be collected (docs/decisions/170-accounts-and-click-collect.md): a day from
 * COLLECTION_FIRST_DAY to COLLECTION_LAST_DAY days after today in the UK, weekends included, at a half-hour slot that
 * starts while the branch is open and ends by its closing time. Pure, for the API's checks and the site's choices.
 */

/** A branch's opening times as the content service publishes them; Monday stands for Monday to Friday. */
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
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "Wednesday 25th November 2026": the site's day format, with the weekday (branches close on some days). */
export function formatCollectionDate(date: string): string {
  return formatOrdinalDate(date, { weekday: true });
}

/** The first and last days a car can be collected, for UK today ("YYYY-MM-DD"). */
export function collectionDays(today: string): { first: string; last: string } {
  return { first: addDays(today, COLLECTION_FIRST_DAY), last: addDays(today, COLLECTION_LAST_DAY) };
}

const minutesOf = (time: string) => {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The branch's half-hour slots on that date ("09:00", "09:30", …); none when it is closed that day. */
export function collectionSlots(branch: BranchTimes, date: string): string[] {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const day = weekday === 0 ? "sunday" : weekday === 6 ? "saturday" : "monday";
  const open = minutesOf(branch[`${day}_time_open`]);
  const closed = minutesOf(branch[`${day}_time_closed`]);
  if (open === undefined || closed === undefined) return [];
  const slots: string[] = [];
  // Slots start on the hour or half past, from opening; the last one ends by closing time.
  for (
    let start = Math.ceil(open / SLOT_MINUTES) * SLOT_MINUTES;
    start + SLOT_MINUTES <= closed;
    start += SLOT_MINUTES
  )
    slots.push(timeOf(start));
  return slots;
}

/** Messages by field (`date`, `time`) for a collection the rules refuse; empty when it is fine. */
export function collectionProblems(
  branch: BranchTimes,
  { date, time }: { date: string; time: string },
  today: string,
): { date?: string; time?: string } {
  const { first, last } = collectionDays(today);
  if (!parseIsoDate(date)) return { date: "Enter a real collection date" };
  if (date < first || date > last)
    return {
      date: `Choose a collection date from ${formatCollectionDate(first)} to ${formatCollectionDate(last)}`,
    };
  const slots = collectionSlots(branch, date);
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  if (slots.length === 0) return { date: `${branch.name} is closed on ${weekday}s. Choose another day` };
  if (!slots.includes(time))
    return {
      time: `Choose a time from ${slots[0]} to ${slots[slots.length - 1]} on the hour or half past: the times ${branch.name} can hand over a car on ${weekday}s`,
    };
  return {};
}
