import type { AppLoadContext } from "@remix-run/node";
import type { Vehicle } from "@contract/vehicle";
import type { FormDefinition } from "@contract/forms";
import { reserveVehicle } from "~/dealer/forms.server";
import { getVehicle } from "~/dealer/stock.server";
import { DealerApiError } from "~/dealer/errors";
import type { VisitorSession } from "~/sessions.server";
import { SUBMISSION_FAILED, UNAVAILABLE_DETAIL } from "./names";
import { reservationRequestBody } from "./payload";
import { answeringBranch, clientIdOf, failureAnswer, formAnswer, type ParsedPost } from "./form-post.server";
import { checkoutLocation } from "./reservation";
import type { FormSubmission } from "./schema";
import type { FormActionData } from "./view";

export type ReserveOutcome =
  | { ok: true; location: string; reservationId: string }
  | { ok: false; status: number; data: FormActionData; headers?: Record<string, string> };

/**
 * Sends a checked reservation (POST /api/reserve/{slug}); on success the shopper goes to the checkout the dealer API
 * opened. Failures say why (docs/product/forms.md#submitting: the message plus the reason) and keep everything typed.
 */
export async function sendReservation(
  context: AppLoadContext,
  session: VisitorSession,
  post: ParsedPost,
  slug: string,
  definition: FormDefinition,
  submission: FormSubmission,
  /** The visitor's deal on the car (their session's) and, signed in, their login: the reservation carries the deal. */
  deal: { id: string; token?: string } | undefined,
): Promise<ReserveOutcome> {
  const fail = (status: number, detail?: string) => ({
    ok: false as const,
    status,
    data: formAnswer(post, definition, { formError: { message: SUBMISSION_FAILED, detail } }),
  });
  let vehicle: Vehicle | undefined;
  let branch: string | null;
  try {
    vehicle = await getVehicle(slug);
    branch = vehicle ? await answeringBranch(post.branch, session, vehicle) : null;
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    return fail(503, UNAVAILABLE_DETAIL);
  }
  if (!vehicle) return fail(404, "This car is no longer on our website.");
  const body = reservationRequestBody(submission, vehicle, { branch, source: `/reserve/${slug}` });
  let result = await reserveVehicle(
    slug,
    { ...body, deal_id: deal?.id ?? null },
    clientIdOf(context),
    deal?.token,
  );
  // A deal the dealer API no longer gives this visitor (deleted, or on an account they are no longer signed in to)
  // never stops the car being reserved: it is reserved without it.
  if (
    deal &&
    !result.ok &&
    (result.kind === "refused" || result.kind === "invalid") &&
    result.message.startsWith("deal_id")
  )
    result = await reserveVehicle(slug, body, clientIdOf(context));
  if (!result.ok) return { ok: false, ...failureAnswer(post, definition, result, true) };
  const location = checkoutLocation(result.value.checkout?.url ?? "");
  if (!location) return fail(502, "The payment page could not be opened. You have not been charged.");
  return { ok: true, location, reservationId: result.value.id };
}
