import type { ValidationErrorResponseData } from "remix-validated-form";
import type { FormDefinition } from "@contract/forms";
import type { SafeHtml } from "../safe-html";
import type { FormKey } from "./form-key";
import type { BranchTimes } from "@contract/opening-slots";

/** A form definition as the page draws it: its terms HTML sanitised like all other content HTML. */
export type DrawableDefinition = Omit<FormDefinition, "terms"> & {
  terms: { terms: SafeHtml; label: string };
};

/** Where a drawn form posts and what it is about. */
export interface FormViewContext {
  /** remix-validated-form's id of the form, unique on the page: always one of the site's own (form-key.ts). */
  key: FormKey;
  /** The route that takes the post: /enquiry, or /reserve/{slug}. */
  action: string;
  /** Where to go after a successful enquiry (the page the form is on). */
  redirectTo: string;
  vehicleSlug?: string;
  vehicleName?: string;
  /** A branch the page chose (a branch's contact block). */
  branch?: string;
  /** A form that books a visit (the test drive): the opening hours of the branch it is booked at (visit-times.ts). */
  visitHours?: VisitHours;
}

/** A branch's weekly opening times, as the time list of a visit needs them. */
export type VisitHours = Omit<BranchTimes, "name">;

export interface FormView {
  definition: DrawableDefinition;
  context: FormViewContext;
}

/**
 * What a form action answers when it does not redirect: remix-validated-form's answer to a failed validation (its
 * `ValidationErrorResponseData`, which ValidatedForm reads from the action's data: the errors, what to fill the fields
 * with, and the form it is for) plus the failure message, and the form itself so the action's own page can draw it.
 */
export interface FormActionData extends ValidationErrorResponseData {
  formId: FormKey;
  fieldErrors: Record<string, string>;
  repopulateFields: Record<string, unknown>;
  formError: { message: string; detail?: string } | null;
  form: FormView | null;
}

export function isFormActionData(value: unknown): value is FormActionData {
  return typeof value === "object" && value !== null && "fieldErrors" in value && "formId" in value;
}
