import { z } from "zod";
import type { Department } from "@contract/content";
import { serviceHistory, valuationVehicle } from "@contract/valuations";
import { WIZARD_PATHS } from "./steps";

/**
 * The valuation wizard's answers (docs/decisions/150-valuation-wizard.md). Each step's answers are checked by its
 * validator (validators.ts: the contract's rules, in the browser and in the step's action), and only checked answers
 * are kept between steps (in the wizard's cookie); what a seller typed wrong comes back with the errors, as typed.
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

/** Branches a car can be sold to: every department but the Jaguar franchise's (spec rule), by name. */
export function valuationBranches(departments: readonly Department[]): Department[] {
  return departments
    .filter((department) => !/jaguar/i.test(department.name))
    .sort((a, b) => a.name.localeCompare(b.name));
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
