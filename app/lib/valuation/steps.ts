import type { ServiceHistory, ValuationCondition } from "@contract/valuations";
import { answersFormPost, errorTitle } from "~/lib/forms/error-title";

/**
 * The valuation wizard's steps, addresses and words (docs/decisions/150-valuation-wizard.md): four steps, each its own
 * page and POST, the answers kept in the wizard's own cookie between them.
 */
export const VALUATION_ENTRY = "/sell-my-car";
export const WIZARD = "/sell-my-car/valuation-steps";

export const WIZARD_PATHS = {
  vehicle: WIZARD,
  details: `${WIZARD}/your-vehicle`,
  assumptions: `${WIZARD}/assumptions`,
  check: `${WIZARD}/check`,
  sorry: `${WIZARD}/sorry`,
  reset: `${WIZARD}/reset`,
} as const;

export const summaryPath = (id: string) => `/sell-my-car/summary/${encodeURIComponent(id)}`;

/** The step names the indicator shows, in order; the check-your-answers view belongs to step 3. */
export const STEP_NAMES = [
  "Value my vehicle",
  "Is this your vehicle?",
  "Our assumptions",
  "Your valuation summary",
] as const;
export type StepNumber = 1 | 2 | 3 | 4;

export const SERVICE_HISTORY_OPTIONS: readonly { value: ServiceHistory; label: string; hint: string }[] = [
  { value: "full", label: "Full", hint: "Every service done on time, stamped or on record" },
  { value: "some", label: "Some", hint: "Some services done, or some records missing" },
  { value: "none", label: "None", hint: "No record of any service" },
  { value: "not-due", label: "First not due", hint: "The car is too new for its first service" },
];

export function serviceHistoryLabel(value: ServiceHistory): string {
  return SERVICE_HISTORY_OPTIONS.find((option) => option.value === value)?.label ?? "First not due";
}

/** What we assume of every car we value (the price holds while they are true). */
export const ASSUMPTIONS = [
  "It has at least 6 months' MOT left",
  "It has no damage beyond normal wear and tear",
  "It has never been written off, or used as a private hire, rental, driving tuition or police vehicle",
  "It is not an import",
  "Everything on it is in full working order",
  "It comes with a spare key",
  "It has no personalised plate",
] as const;

/**
 * The seller's exceptions to the assumptions, as checkboxes ("tick any that apply"): each one turns a condition answer
 * from its default. An unticked box keeps the assumption.
 */
export const EXCEPTIONS: readonly {
  value: string;
  label: string;
  condition: keyof ValuationCondition;
  /** The condition answer when this box is ticked. */
  ticked: boolean;
}[] = [
  { value: "mot", label: "It has less than 6 months' MOT left", condition: "mot", ticked: false },
  {
    value: "damage",
    label: "It has damage beyond normal wear and tear",
    condition: "no_damage",
    ticked: false,
  },
  {
    value: "written-off",
    label: "It has been written off, or used as a private hire, rental, driving tuition or police vehicle",
    condition: "not_written_off",
    ticked: false,
  },
  { value: "imported", label: "It is an import", condition: "imported", ticked: true },
  { value: "faults", label: "Something on it does not work", condition: "fully_working", ticked: false },
  { value: "no-spare-key", label: "It has no spare key", condition: "spare_key", ticked: false },
  {
    value: "personal-plate",
    label: "It has a personalised plate",
    condition: "standard_plate",
    ticked: false,
  },
];
export type ExceptionValue = string;

/** The condition answers the API takes, from the exceptions the seller ticked. */
export function conditionFrom(exceptions: readonly string[]): ValuationCondition {
  const condition: ValuationCondition = {
    mot: true,
    imported: false,
    no_damage: true,
    fully_working: true,
    spare_key: true,
    standard_plate: true,
    not_written_off: true,
  };
  for (const exception of EXCEPTIONS) {
    if (exceptions.includes(exception.value)) condition[exception.condition] = exception.ticked;
  }
  return condition;
}

/** The exceptions a stored valuation's condition answers stand for, in the list's order. */
export function exceptionsOf(condition: ValuationCondition): string[] {
  return EXCEPTIONS.filter((exception) => condition[exception.condition] === exception.ticked).map(
    (exception) => exception.label,
  );
}

/** A wizard page's title; "Error: " first when it shows a step that came back with problems (lib/forms/error-title). */
export function wizardTitle(title: string, matches: Parameters<typeof answersFormPost>[0]): string {
  return errorTitle(`${title} | Sell my car | Northway Cars`, answersFormPost(matches));
}

/** How many characters of the e-mail address the check view shows at a phone's width (docs/product/valuation.md). */
export const PHONE_EMAIL_LENGTH = 15;

/**
 * The e-mail address as the check view shows it on a phone: its first 15 characters and '..' when it is longer, so a
 * long address does not widen the page (the whole address is still there for screen readers and wider screens).
 */
export function phoneEmail(email: string): string {
  const characters = [...email];
  return characters.length > PHONE_EMAIL_LENGTH
    ? `${characters.slice(0, PHONE_EMAIL_LENGTH).join("")}..`
    : email;
}
