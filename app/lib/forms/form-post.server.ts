import type { AppLoadContext } from "@remix-run/node";
import type { FormDefinition } from "@contract/forms";
import type { Vehicle } from "@contract/vehicle";
import { ukToday } from "@contract/form-rules";
import { getFormDefinition, type SubmissionFailure } from "~/dealer/forms.server";
import { getDepartments } from "~/dealer/content.server";
import { DealerApiError, isNotFound } from "~/dealer/errors";
import { sanitiseContentHtml } from "~/lib/sanitise.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { answeringBranchOf } from "~/lib/contact/branches";
import type { VisitorSession } from "~/sessions.server";
import { CONTEXT_FIELDS, FORM_NOT_FOUND, SUBMISSION_FAILED, UNAVAILABLE_DETAIL } from "./names";
import { formValidator, toSubmission, type FormSubmission } from "./schema";
import { decodeSnapshot } from "./snapshot.server";
import { answerValues, typedValues } from "./values";
import { answerFormKey, postedFormId, type FormKey } from "./form-key";
import { siteFieldErrors, type EnquiryContext, type EnquiryVehicle } from "./payload";
import type { DrawableDefinition, FormActionData, FormView } from "./view";

/** A definition as the page may draw it: the terms HTML sanitised like all other content HTML. */
export function drawableDefinition(definition: FormDefinition): DrawableDefinition {
  return {
    ...definition,
    terms: { ...definition.terms, terms: sanitiseContentHtml(definition.terms.terms) },
  };
}

/** The visitor's address for the dealer API's rate limit, as the site's HTTP server decided it (TRUST_PROXY). */
export const clientIdOf = (context: AppLoadContext) => context.clientAddress ?? null;

export function vehicleOf(vehicle: Vehicle): EnquiryVehicle {
  return {
    id: vehicle.id,
    name: vehicle.name,
    formattedPlate: vehicle.formatted_plate,
    vrm: vehicle.vrm,
    location: vehicle.location.site.name,
  };
}

/** The branch that answers, by slug (app/lib/contact/branches.ts): the page's own, the shopper's, the car's, or the first. */
export async function answeringBranch(
  posted: string | null,
  session: VisitorSession,
  vehicle: Vehicle | null,
): Promise<string | null> {
  const departments = await getDepartments();
  const vehicleBranch = vehicle
    ? departments.find((department) => department.id === vehicle.location.site_id)
    : undefined;
  const branch = answeringBranchOf(departments, {
    posted,
    chosen: session.get("selectedDealer"),
    vehicleBranch,
  });
  return branch?.slug ?? null;
}

export function enquiryHistory(session: VisitorSession): string[] {
  return (session.get("recentlyViewed") ?? []).map((slug) => `/used/cars/${slug}`);
}

export interface ParsedPost {
  formData: FormData;
  /** The key the form is answered and drawn under: the site's own, never the one posted (form-key.ts). */
  formKey: FormKey;
  /** The form posted; undefined when the post names none the site could have written. */
  formId: number | undefined;
  vehicleSlug: string | null;
  vehicleName: string | null;
  branch: string | null;
  redirectTo: string;
  view: (definition: FormDefinition) => FormView;
}

const text = (value: FormDataEntryValue | null) =>
  typeof value === "string" && value.trim() ? value.trim() : null;

/** The action's own page: where the form drawn again posts, and its key there. `formId`: the page takes only this form. */
export interface ActionPage {
  action: (definition: FormDefinition) => string;
  key: FormKey;
  formId?: number;
}

export async function parsePost(request: Request, page: ActionPage): Promise<ParsedPost> {
  const formData = await request.formData();
  const formId = page.formId ?? postedFormId(formData.get(CONTEXT_FIELDS.formId));
  // The form posts its key back; only a key the site gave this form is kept.
  const formKey =
    formId === undefined ? page.key : answerFormKey(formData.get(CONTEXT_FIELDS.formKey), formId, page.key);
  const vehicleSlug = text(formData.get(CONTEXT_FIELDS.vehicle));
  const vehicleName = text(formData.get(CONTEXT_FIELDS.vehicleName))?.slice(0, 200) ?? null;
  const branch = text(formData.get(CONTEXT_FIELDS.branch));
  const redirectTo = safeRedirect(formData.get(CONTEXT_FIELDS.redirectTo), "/thank-you");
  return {
    formData,
    formKey,
    formId,
    vehicleSlug,
    vehicleName,
    branch,
    redirectTo,
    view: (definition) => ({
      definition: drawableDefinition(definition),
      context: {
        key: formKey,
        action: page.action(definition),
        redirectTo,
        vehicleSlug: vehicleSlug ?? undefined,
        vehicleName: vehicleName ?? undefined,
        branch: branch ?? undefined,
      },
    }),
  };
}

/** The answer that draws the form again: with its errors or the failure, and everything typed. */
export function formAnswer(
  post: ParsedPost,
  definition: FormDefinition | undefined,
  problem: { fieldErrors?: Record<string, string>; formError?: FormActionData["formError"] },
): FormActionData {
  return {
    formId: post.formKey,
    fieldErrors: problem.fieldErrors ?? {},
    // What the shopper typed into this form's own fields, nothing else that was posted.
    repopulateFields: definition ? typedValues(answerValues(post.formData, definition).entries()) : {},
    formError: problem.formError ?? null,
    form: definition ? post.view(definition) : null,
  };
}

export type Checked =
  | { ok: true; definition: FormDefinition; submission: FormSubmission }
  | { ok: false; status: number; data: FormActionData };

/**
 * Loads the form's definition and checks the answers with the validator generated from it. When the definition cannot be
 * loaded, the form is drawn from the snapshot it carried, with the failure message.
 */
export async function checkPost(post: ParsedPost): Promise<Checked> {
  const snapshot = () => decodeSnapshot(post.formData.get(CONTEXT_FIELDS.snapshot));
  const notFound = () => ({
    ok: false as const,
    status: 404,
    data: formAnswer(post, undefined, { formError: { message: FORM_NOT_FOUND } }),
  });
  if (post.formId === undefined) return notFound();
  let definition: FormDefinition;
  try {
    definition = await getFormDefinition(post.formId);
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    if (isNotFound(error)) return notFound();
    return {
      ok: false,
      status: 503,
      data: formAnswer(post, snapshot(), {
        formError: { message: SUBMISSION_FAILED, detail: UNAVAILABLE_DETAIL },
      }),
    };
  }
  // Only the names the form has are read: a posted name of another shape (`__proto__`, `a.constructor`) is ignored.
  const result = await formValidator(definition, { today: ukToday() }).validate(
    answerValues(post.formData, definition),
  );
  if (result.error) {
    return {
      ok: false,
      status: 400,
      data: formAnswer(post, definition, { fieldErrors: result.error.fieldErrors }),
    };
  }
  return { ok: true, definition, submission: toSubmission(definition, result.data) };
}

/** The answer for a submission the dealer API did not accept. `withDetail`: add its reason (spec: reservations do). */
export function failureAnswer(
  post: ParsedPost,
  definition: FormDefinition,
  failure: SubmissionFailure,
  withDetail: boolean,
): { status: number; data: FormActionData; headers?: Record<string, string> } {
  if (failure.kind === "invalid") {
    const fieldErrors = siteFieldErrors(definition, failure.fields);
    if (Object.keys(fieldErrors).length > 0) {
      return { status: 400, data: formAnswer(post, definition, { fieldErrors }) };
    }
  }
  if (failure.kind === "limited") {
    // Always said: the shopper needs to know when the form will be taken again.
    return {
      status: 429,
      headers: { "Retry-After": String(failure.retryAfter) },
      data: formAnswer(post, definition, {
        formError: { message: SUBMISSION_FAILED, detail: failure.message },
      }),
    };
  }
  // Why the car cannot be booked (sold, already reserved) is always said; other refusals only where `withDetail` asks.
  const detail =
    failure.kind === "failed"
      ? UNAVAILABLE_DETAIL
      : withDetail || failure.kind === "unavailable"
        ? failure.message
        : undefined;
  return {
    status: failure.kind === "failed" ? 503 : 409,
    data: formAnswer(post, definition, { formError: { message: SUBMISSION_FAILED, detail } }),
  };
}

export type { EnquiryContext };
