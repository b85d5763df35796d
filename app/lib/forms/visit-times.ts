import type { FormDefinition } from "@contract/forms";
import type { FormValues } from "@contract/form-rules";
import { slotProblems, slotsOn, weeklySlots, type BranchTimes } from "@contract/opening-slots";

/**
 * A visit booked through a form (the test drive: a date `visit_date` and a time `time`) must fall in the answering
 * branch's opening hours on that date: the rule of dealer-api/contract/opening-slots.ts, the collection step's too
 * (docs/decisions/255-branch-opening-slots.md). Pure.
 */

const DATE = "visit_date";
const TIME = "time";

/** Whether the form books a visit at a time: a date field and a time choice. */
export function booksVisit(definition: Pick<FormDefinition, "fields">): boolean {
  const date = definition.fields.find((field) => field.name === DATE);
  const time = definition.fields.find((field) => field.name === TIME);
  return date?.type === "date" && time?.type === "select";
}

/** Messages by field for a visit the branch cannot take (it is closed that day, or then); empty when it can. */
export function visitProblems(
  definition: Pick<FormDefinition, "fields">,
  answers: FormValues,
  branch: BranchTimes | undefined,
): Record<string, string> {
  if (!branch || !booksVisit(definition)) return {};
  const date = String(answers[DATE] ?? "");
  const time = String(answers[TIME] ?? "");
  if (!date || !time) return {};
  const problems = slotProblems(branch, date, time);
  const errors: Record<string, string> = {};
  if (problems.date) errors[DATE] = problems.date;
  if (problems.time) errors[TIME] = problems.time;
  return errors;
}

/**
 * The times the form's time list offers: those of the definition the branch is open at on the date chosen, or, before
 * a date is chosen (and without JavaScript), at on some day of the week. Without a branch, the definition's own.
 */
export function visitTimeOptions<T extends { value: string }>(
  options: readonly T[],
  branch: Omit<BranchTimes, "name"> | undefined,
  date: string,
): T[] {
  if (!branch) return [...options];
  const onDay = date ? slotsOn(branch, date) : [];
  const open = new Set(onDay.length > 0 ? onDay : weeklySlots(branch));
  return options.filter((option) => open.has(option.value));
}

/** The weekly opening times of a branch as a visit's time list needs them (FormViewContext.visitHours). */
export function visitHoursOf(branch: Omit<BranchTimes, "name">): Omit<BranchTimes, "name"> {
  return {
    monday_time_open: branch.monday_time_open,
    monday_time_closed: branch.monday_time_closed,
    saturday_time_open: branch.saturday_time_open,
    saturday_time_closed: branch.saturday_time_closed,
    sunday_time_open: branch.sunday_time_open,
    sunday_time_closed: branch.sunday_time_closed,
  };
}
