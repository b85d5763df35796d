import { z } from "zod";
import { checkField } from "@contract/form-rules";
import type { FormField } from "@contract/forms";
import type { Department } from "@contract/content";
import {
  MAX_PREVIOUS_KEEPERS,
  serviceHistory,
  valuationVehicle,
  type ServiceHistory,
} from "@contract/valuations";
import { validateCarWorth } from "~/lib/home/car-worth";
import { EXCEPTIONS, WIZARD_PATHS } from "./steps";

/**
 * The valuation wizard's answers and the rules of each step (docs/decisions/150-valuation-wizard.md). Each step's
 * answers are checked here, on the server, and only checked answers are kept between steps (in the wizard's cookie);
 * what a seller typed wrong comes back with the errors, as typed.
 */
export const wizardAnswers = z.object({
  vrm: z.string().optional(),
  mileage: z.number().int().nonnegative().optional(),
  department: z.string().optional(),
  vehicle: valuationVehicle.optional(),
  service_history: serviceHistory.optional(),
  previous_keepers: z.number().int().nonnegative().optional(),
  exceptions: z.array(z.string()).optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  telephone: z.string().optional(),
  postcode: z.string().optional(),
  opt_in: z.boolean().optional(),
  /** Why the last step could not go on, and the step to try again from (the error view). */
  failure: z
    .object({
      reason: z.enum(["not-found", "not-a-car", "unavailable"]),
      retry: z.enum(["vehicle", "check"]),
      vehicleType: z.string().optional(),
    })
    .optional(),
  /** The valuation this visitor has just had: its summary says so once, and tracks it. */
  valued: z.string().optional(),
  /** The valuation the registration just looked up already had (still valid): its summary says so once. */
  existing: z.string().optional(),
});
export type WizardAnswers = z.infer<typeof wizardAnswers>;

export type Typed = Record<string, string | string[]>;
export type StepErrors = Record<string, string>;
export type StepCheck<T> = { ok: true; answers: T } | { ok: false; errors: StepErrors; typed: Typed };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export const MESSAGES = {
  department: "Select your preferred branch",
  serviceHistory: "Select the car's service history",
  keepersMissing: "Enter the number of previous owners",
  keepersInvalid: "Previous owners must be a whole number, like 2",
  keepersTooMany: `Previous owners must be ${MAX_PREVIOUS_KEEPERS} or fewer`,
  name: "Full name must only include letters, spaces, hyphens and apostrophes",
} as const;

/** Branches a car can be sold to: every department but the Jaguar franchise's (spec rule), by name. */
export function valuationBranches(departments: readonly Department[]): Department[] {
  return departments
    .filter((department) => !/jaguar/i.test(department.name))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Step 1: registration, mileage (the car-worth form's rules) and the preferred branch. */
export function checkVehicleStep(
  form: FormData,
  branches: readonly Department[],
): StepCheck<{ vrm: string; mileage: number; department: string }> {
  const typed = {
    vrm: text(form, "vrm"),
    mileage: text(form, "mileage"),
    department: text(form, "department"),
  };
  const car = validateCarWorth(typed);
  const errors: StepErrors = car.ok ? {} : { ...car.errors };
  if (!branches.some((branch) => branch.code === typed.department)) errors.department = MESSAGES.department;
  if (!car.ok || Object.keys(errors).length > 0) return { ok: false, errors, typed };
  return { ok: true, answers: { vrm: car.vrm, mileage: car.mileage, department: typed.department } };
}

/** Step 2: service history (one of four) and previous owners (a whole number from 0). */
export function checkDetailsStep(
  form: FormData,
): StepCheck<{ service_history: ServiceHistory; previous_keepers: number }> {
  const typed = {
    service_history: text(form, "service_history"),
    previous_keepers: text(form, "previous_keepers"),
  };
  const errors: StepErrors = {};
  const history = serviceHistory.safeParse(typed.service_history);
  if (!history.success) errors.service_history = MESSAGES.serviceHistory;
  const keepers = typed.previous_keepers.trim();
  if (!keepers) errors.previous_keepers = MESSAGES.keepersMissing;
  else if (!/^\d+$/.test(keepers)) errors.previous_keepers = MESSAGES.keepersInvalid;
  else if (Number(keepers) > MAX_PREVIOUS_KEEPERS) errors.previous_keepers = MESSAGES.keepersTooMany;
  if (!history.success || Object.keys(errors).length > 0) return { ok: false, errors, typed };
  return { ok: true, answers: { service_history: history.data, previous_keepers: Number(keepers) } };
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

/** The contact details use the enquiry forms' own rules (form-rules.ts), so both say the same in the same words. */
const CONTACT_FIELDS = {
  name: contactField("full_name", "text", "Full name"),
  email: contactField("email", "email", "Email address"),
  telephone: contactField("telephone", "tel", "Phone number"),
  postcode: contactField("post_code", "text", "Postcode"),
} as const;
const PERSON_NAME = /^[\p{L}\p{M}' -]+$/u;

export interface ContactAnswers {
  exceptions: string[];
  name: string;
  email: string;
  telephone: string;
  postcode: string;
  opt_in: boolean;
}

/** Step 3: the exceptions to our assumptions (any of the list) and the seller's contact details. */
export function checkAssumptionsStep(form: FormData, today: string): StepCheck<ContactAnswers> {
  const known = new Set(EXCEPTIONS.map((exception) => exception.value));
  const exceptions = form.getAll("exceptions").filter((value): value is string => typeof value === "string");
  const typed: Typed = {
    exceptions,
    name: text(form, "name"),
    email: text(form, "email"),
    telephone: text(form, "telephone"),
    postcode: text(form, "postcode"),
    opt_in: text(form, "opt_in"),
  };
  const errors: StepErrors = {};
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(CONTACT_FIELDS)) {
    const check = checkField(field, typed[name], { today });
    if (!check.ok) errors[name] = check.message;
    else values[name] = String(check.value);
  }
  if (!errors.name && !PERSON_NAME.test(values.name)) errors.name = MESSAGES.name;
  if (Object.keys(errors).length > 0) return { ok: false, errors, typed };
  return {
    ok: true,
    answers: {
      exceptions: exceptions.filter((value) => known.has(value)),
      name: values.name,
      email: values.email,
      telephone: values.telephone,
      postcode: values.postcode,
      opt_in: typed.opt_in === "yes",
    },
  };
}

type WizardPath = (typeof WIZARD_PATHS)[keyof typeof WIZARD_PATHS];

/**
 * Where a seller may be: a step needs the steps before it answered. Answers the page to send them to instead, or
 * undefined when they may stay (a bookmarked or shared step 3 address starts at the beginning).
 */
export function stepRedirect(
  step: "details" | "assumptions" | "check",
  answers: WizardAnswers,
): WizardPath | undefined {
  if (!answers.vehicle || answers.vrm === undefined || answers.mileage === undefined || !answers.department) {
    return WIZARD_PATHS.vehicle;
  }
  if (step === "details") return undefined;
  if (!answers.service_history || answers.previous_keepers === undefined) return WIZARD_PATHS.details;
  if (step === "assumptions") return undefined;
  if (!answers.name || !answers.email || !answers.telephone || !answers.postcode)
    return WIZARD_PATHS.assumptions;
  return undefined;
}

/**
 * Step 1's answers replace its own and keep the others; a different registration starts the later steps again,
 * since they were about another car (a corrected mileage or branch keeps them).
 */
export function withVehicle(
  answers: WizardAnswers,
  step: { vrm: string; mileage: number; department: string },
): WizardAnswers {
  const sameCar = answers.vrm === step.vrm;
  const kept = sameCar
    ? answers
    : {
        name: answers.name,
        email: answers.email,
        telephone: answers.telephone,
        postcode: answers.postcode,
        opt_in: answers.opt_in,
      };
  return { ...kept, ...step, failure: undefined, valued: undefined, existing: undefined };
}

/** A Change link from the check-your-answers view carries `from=check`: the step then goes back there. */
const changing = (request: Request) => new URL(request.url).searchParams.get("from") === "check";

/** The address a step's form posts to: its own, keeping `from=check` when the seller is changing an answer. */
export function stepAction(path: string, request: Request): string {
  return changing(request) ? `${path}?from=check` : path;
}

/** Where a step goes once answered: on to `next`, or back to the check-your-answers view when that is complete. */
export function nextStep(request: Request, answers: WizardAnswers, next: WizardPath): WizardPath {
  return changing(request) && !stepRedirect("check", answers) ? WIZARD_PATHS.check : next;
}
