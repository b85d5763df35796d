import { z } from "zod";
import { checkField, ukToday } from "./form-rules";
import type { FormField } from "./forms";
import { checkMileage, checkRegistration, type RuleCheck } from "./valuation-rules";
import { MAX_PREVIOUS_KEEPERS, serviceHistory, type ServiceHistory } from "./valuations";

/**
 * The valuation wizard's answers, one rule per field (docs/decisions/150-valuation-wizard.md,
 * docs/decisions/317-forms-on-validated-form.md): the site checks each step's form with these schemas (in the browser
 * and in the step's action, through remix-validated-form), and the dealer API checks the same answers with the same
 * rules when the valuation is processed. Each schema takes a form's values as posted (strings, a repeated name as a
 * list, a box left unticked absent) and answers them as kept; messages are GOV.UK instructions.
 */

export const VALUATION_MESSAGES = {
  department: "Select your preferred branch",
  serviceHistory: "Select the car's service history",
  keepersMissing: "Enter the number of previous owners",
  keepersInvalid: "Previous owners must be a whole number, like 2",
  keepersTooMany: `Previous owners must be ${MAX_PREVIOUS_KEEPERS} or fewer`,
  name: "Full name must only include letters, spaces, hyphens and apostrophes",
} as const;

const fail = (message: string) => ({ ok: false as const, message });

/** A form's text as posted: anything that is not one text (absent, a file, repeated) is no answer. */
const formText = z.unknown().transform((value) => (typeof value === "string" ? value : ""));

/** A field whose rule is a check of the text typed; its message is the rule's. */
function ruled<T>(check: (typed: string) => RuleCheck<T>) {
  return formText.transform((typed, ctx): T => {
    const result = check(typed);
    if (result.ok) return result.value;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.message });
    return z.NEVER;
  });
}

/** Previous owners: a whole number from 0 to MAX_PREVIOUS_KEEPERS. */
export function checkPreviousKeepers(typed: string): RuleCheck<number> {
  const keepers = typed.trim();
  if (!keepers) return fail(VALUATION_MESSAGES.keepersMissing);
  if (!/^\d+$/.test(keepers)) return fail(VALUATION_MESSAGES.keepersInvalid);
  if (Number(keepers) > MAX_PREVIOUS_KEEPERS) return fail(VALUATION_MESSAGES.keepersTooMany);
  return { ok: true, value: Number(keepers) };
}

function checkServiceHistory(typed: string): RuleCheck<ServiceHistory> {
  const history = serviceHistory.safeParse(typed);
  return history.success ? { ok: true, value: history.data } : fail(VALUATION_MESSAGES.serviceHistory);
}

const contactField = (name: string, type: FormField["type"], label: string): FormField => ({
  id: 0,
  name,
  type,
  label,
  placeholder: "",
  required: true,
  options: [],
  hint: null,
  autocomplete: null,
});

/** The contact details take the enquiry forms' own rules (form-rules.ts), so both say the same in the same words. */
const CONTACT_FIELDS = {
  name: contactField("full_name", "text", "Full name"),
  email: contactField("email", "email", "Email address"),
  telephone: contactField("telephone", "tel", "Phone number"),
  postcode: contactField("post_code", "text", "Postcode"),
} as const;
/** A person's full name: letters (any alphabet), spaces, hyphens and apostrophes ("Siobhán O'Brien-Smith"). */
const PERSON_NAME = /^[\p{L}\p{M}' -]+$/u;

/** One contact detail, checked and kept as the enquiry forms keep it (a phone's digits, a postcode formatted). */
export function checkContactDetail(name: keyof typeof CONTACT_FIELDS, typed: string): RuleCheck<string> {
  // "today" matters to date fields only; none of these is one.
  const check = checkField(CONTACT_FIELDS[name], typed, { today: ukToday() });
  if (!check.ok) return check;
  const value = String(check.value);
  if (name === "name" && !PERSON_NAME.test(value)) return fail(VALUATION_MESSAGES.name);
  return { ok: true, value };
}

/** The seller's contact details: the wizard's step 3 and the dealer API's POST /valuations/process alike. */
export const valuationContact = z.object({
  name: ruled((typed) => checkContactDetail("name", typed)),
  email: ruled((typed) => checkContactDetail("email", typed)),
  telephone: ruled((typed) => checkContactDetail("telephone", typed)),
  postcode: ruled((typed) => checkContactDetail("postcode", typed)),
});
export type ValuationContact = z.infer<typeof valuationContact>;

/** Step 1, 'Value my vehicle': the registration, the mileage and one of the branches a car can be sold to. */
export function vehicleStep(branchCodes: readonly string[]) {
  return z.object({
    vrm: ruled(checkRegistration),
    mileage: ruled(checkMileage),
    department: ruled((typed) =>
      branchCodes.includes(typed) ? { ok: true, value: typed } : fail(VALUATION_MESSAGES.department),
    ),
  });
}
export type VehicleStep = z.infer<ReturnType<typeof vehicleStep>>;

/** Step 2, 'Is this your vehicle?': the service history and the number of previous owners. */
export const detailsStep = z.object({
  service_history: ruled(checkServiceHistory),
  previous_keepers: ruled(checkPreviousKeepers),
});
export type DetailsStep = z.infer<typeof detailsStep>;

/**
 * Step 3, 'Our assumptions': the assumptions that are not true of the car (any of `exceptions`; others are dropped),
 * the contact details and the e-mail offers box.
 */
export function assumptionsStep(exceptions: readonly string[]) {
  return valuationContact.extend({
    exceptions: z
      .unknown()
      .transform((value) =>
        [value]
          .flat()
          .filter((each): each is string => typeof each === "string" && exceptions.includes(each)),
      ),
    opt_in: z.unknown().transform((value) => value === "yes"),
  });
}
export type AssumptionsStep = z.infer<ReturnType<typeof assumptionsStep>>;
