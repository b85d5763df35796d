import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import type { Vehicle } from "@contract/vehicle";
import { submitEnquiry } from "~/dealer/forms.server";
import type { Department } from "@contract/content";
import { getDepartments } from "~/dealer/content.server";
import { getVehicle } from "~/dealer/stock.server";
import { DealerApiError } from "~/dealer/errors";
import type { VisitorSession } from "~/sessions.server";
import { SUBMISSION_FAILED, UNAVAILABLE_DETAIL } from "./names";
import { enquiryPayload } from "./payload";
import { visitHoursOf, visitProblems } from "./visit-times";
import {
  answeringBranch,
  clientIdOf,
  enquiryHistory,
  failureAnswer,
  formAnswer,
  vehicleOf,
  type ParsedPost,
} from "./form-post.server";
import type { FormDefinition } from "@contract/forms";
import type { FormSubmission } from "./schema";
import type { FormActionData } from "./view";

/** /enquiry's query: ?form=8&vehicle={slug}&redirectTo=…; a form id that cannot be one shows the general enquiry. */
export const enquiryPageQuery = z.object({
  form: z.coerce.number().int().positive().max(999_999_999).catch(7),
  vehicle: z
    .string()
    .regex(/^[a-z0-9-]{1,200}$/)
    .optional()
    .catch(undefined),
  redirectTo: z.string().optional(),
});

export type EnquiryOutcome =
  | { ok: true; message: string }
  | { ok: false; status: number; data: FormActionData; headers?: Record<string, string> };

/**
 * Sends a checked enquiry: looks up the car it is about (never trusting posted car details), works out the answering
 * branch and the visitor's history, and posts the payload. Every failure keeps what was typed.
 */
export async function sendEnquiry(
  context: AppLoadContext,
  session: VisitorSession,
  post: ParsedPost,
  definition: FormDefinition,
  submission: FormSubmission,
): Promise<EnquiryOutcome> {
  let vehicle: Vehicle | null = null;
  let branch: string | null;
  let departments: Department[];
  try {
    vehicle = post.vehicleSlug ? ((await getVehicle(post.vehicleSlug)) ?? null) : null;
    branch = await answeringBranch(post.branch, session, vehicle);
    departments = await getDepartments();
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    const data = formAnswer(post, definition, {
      formError: { message: SUBMISSION_FAILED, detail: UNAVAILABLE_DETAIL },
    });
    return { ok: false, status: 503, data };
  }
  if (post.vehicleSlug && !vehicle) {
    return {
      ok: false,
      status: 404,
      data: formAnswer(post, definition, { formError: { message: SUBMISSION_FAILED } }),
    };
  }
  // A test drive the branch cannot take (closed that day, or then) is refused with the reason, everything kept.
  const answering = departments.find((department) => department.slug === branch);
  const closed = visitProblems(definition, submission.answers, answering);
  if (Object.keys(closed).length > 0) {
    const data = formAnswer(post, definition, { fieldErrors: closed });
    // The form drawn again offers that branch's times, whatever address the answer is drawn at (/enquiry?form=8
    // names no car, so its page's own hours are not known there).
    if (data.form && answering) data.form.context.visitHours = visitHoursOf(answering);
    return { ok: false, status: 400, data };
  }
  const payload = enquiryPayload(definition, submission, {
    vehicle: vehicle ? vehicleOf(vehicle) : null,
    branch,
    source: post.redirectTo,
    history: enquiryHistory(session),
  });
  const result = await submitEnquiry(payload, clientIdOf(context));
  if (result.ok) return { ok: true, message: result.value };
  return { ok: false, ...failureAnswer(post, definition, result, false) };
}
