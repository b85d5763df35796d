import { COLLECTION_FIRST_DAY, COLLECTION_LAST_DAY } from "./click-collect-vocabulary";
import { addDays, parseIsoDate } from "./form-rules";
import { formatOrdinalDate } from "./day-format";
import { slotProblems, slotsOn, type BranchTimes } from "./opening-slots";

/**
 * When a click-and-collect car can be collected (docs/decisions/170-accounts-and-click-collect.md): a day from
 * COLLECTION_FIRST_DAY to COLLECTION_LAST_DAY days after today in the UK, weekends included, at one of the branch's
 * half-hour slots that day (opening-slots.ts, the test drive's rule too). Pure, for the API's checks and the site's choices.
 */

export type { BranchTimes } from "./opening-slots";

/** "Wednesday 25th November 2026": the site's day format, with the weekday (branches close on some days). */
export function formatCollectionDate(date: string): string {
  return formatOrdinalDate(date, { weekday: true });
}

/** The first and last days a car can be collected, for UK today ("YYYY-MM-DD"). */
export function collectionDays(today: string): { first: string; last: string } {
  return { first: addDays(today, COLLECTION_FIRST_DAY), last: addDays(today, COLLECTION_LAST_DAY) };
}

/** The branch's half-hour handover slots on that date ("09:00", "09:30", …); none when it is closed that day. */
export const collectionSlots = slotsOn;

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
  return slotProblems(branch, date, time);
}
