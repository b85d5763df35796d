import {
  formAnswer,
  submissionError,
  submitAnswer,
  type EnquiryPayload,
  type FormDefinition,
} from "@contract/forms";
import {
  checkoutSessionAnswer,
  reservationAnswer,
  type CheckoutSession,
  type Reservation,
  type ReservationRequest,
} from "@contract/reservations";
import { callDealerApi, dealerPath } from "./request.server";
import { keptContent } from "~/lib/cache.server";
import { DealerApiError, isNotFound } from "./errors";
import { log } from "~/lib/ops/log.server";

/** GET /api/form/{id}: a form definition (cached briefly: forms change rarely). Throws not-found for an unknown form. */
export function getFormDefinition(id: number): Promise<FormDefinition> {
  return keptContent(`form:${id}`, async () => {
    const answer = await callDealerApi(dealerPath`/api/form/${id}`, { schema: formAnswer });
    return answer.data;
  });
}

/**
 * Why a submission did not go through:
 * - invalid: the dealer API refused answers (400); `fields` has a message per field name
 * - refused: it refused the submission as a whole (unknown car, a bad payload key…)
 * - unavailable: the car cannot be booked so (409: sold, already reserved); the message is written for the shopper
 * - failed: it could not be reached, timed out or broke down
 * `message` is the dealer API's own words when it gave any.
 */
export type SubmissionFailure =
  | { kind: "invalid"; message: string; fields: Record<string, string> }
  | { kind: "refused"; message: string }
  | { kind: "unavailable"; message: string }
  /** Too many submissions or unpaid holds: the message says when to try again, `retryAfter` in seconds. */
  | { kind: "limited"; message: string; retryAfter: number }
  | { kind: "failed"; message?: string };

export type SubmissionResult<T> = { ok: true; value: T } | ({ ok: false } & SubmissionFailure);

function failureOf(error: unknown): SubmissionFailure {
  if (!(error instanceof DealerApiError)) throw error;
  const body = submissionError.safeParse(error.body);
  const detail = body.success ? body.data.error : undefined;
  if (error.status === 429) {
    return {
      kind: "limited",
      message: detail?.message ?? "Too many submissions in a short time. Please try again later.",
      retryAfter: detail?.retry_after ?? 600,
    };
  }
  if (error.status === 409) {
    return { kind: "unavailable", message: detail?.message ?? "Sorry, this car is no longer available." };
  }
  if (error.kind === "rejected" || error.kind === "not-found") {
    if (detail?.fields && Object.keys(detail.fields).length > 0) {
      return { kind: "invalid", message: detail.message, fields: detail.fields };
    }
    return { kind: "refused", message: detail?.message ?? "The submission was refused." };
  }
  log.error({ err: error }, "forms: submission failed");
  return { kind: "failed" };
}

/** Runs a submitting call, turning its failures into what the shopper is told (SubmissionFailure). */
export async function submission<T>(call: () => Promise<T>): Promise<SubmissionResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, ...failureOf(error) };
  }
}

/** The visitor, as the dealer API's rate limit knows them. */
export const clientHeaders = (clientId: string | null) =>
  clientId ? { "X-Client-Id": clientId } : undefined;

/** POST /api/form/submit: the enquiry payload (docs/product/forms.md#submitting). Answers the dealer API's success message. */
export function submitEnquiry(
  payload: EnquiryPayload,
  clientId: string | null,
): Promise<SubmissionResult<string>> {
  return submission(async () => {
    const answer = await callDealerApi("/api/form/submit", {
      method: "POST",
      body: payload,
      headers: clientHeaders(clientId),
      schema: submitAnswer,
    });
    return answer.data.message;
  });
}

/** POST /api/reserve/{slug}: holds the car and opens the deposit checkout (reservation.checkout.url). */
export function reserveVehicle(
  slug: string,
  body: ReservationRequest,
  clientId: string | null,
  /** A signed-in customer's login: the deal the reservation carries may be on their account. */
  token?: string,
): Promise<SubmissionResult<Reservation>> {
  return submission(async () => {
    const answer = await callDealerApi(dealerPath`/api/reserve/${encodeURIComponent(slug)}`, {
      method: "POST",
      body,
      headers: { ...clientHeaders(clientId), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      schema: reservationAnswer,
    });
    return answer.data;
  });
}

/** Reservation and checkout session ids are short tokens: anything else names none, without asking. */
const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

/** GET /api/reservation/{id}, or undefined when there is no such reservation. */
export async function getReservation(id: string): Promise<Reservation | undefined> {
  if (!TOKEN.test(id)) return undefined;
  try {
    const answer = await callDealerApi(dealerPath`/api/reservation/${encodeURIComponent(id)}`, {
      schema: reservationAnswer,
    });
    return answer.data;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** GET /api/test-checkout/{session}: the test-mode checkout's session, or undefined when there is none. */
export async function getCheckoutSession(sessionId: string): Promise<CheckoutSession | undefined> {
  if (!TOKEN.test(sessionId)) return undefined;
  try {
    const answer = await callDealerApi(dealerPath`/api/test-checkout/${encodeURIComponent(sessionId)}`, {
      schema: checkoutSessionAnswer,
    });
    return answer.data;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

function completeCheckout(sessionId: string, action: "pay" | "cancel") {
  return submission(async () => {
    const answer = await callDealerApi(
      dealerPath`/api/test-checkout/${encodeURIComponent(sessionId)}/${action}`,
      {
        method: "POST",
        body: {},
        schema: reservationAnswer,
      },
    );
    return answer.data;
  });
}

/** POST /api/test-checkout/{session}/pay: the test checkout's Pay button. Answers the paid reservation. */
export const payReservation = (sessionId: string) => completeCheckout(sessionId, "pay");

/** POST /api/test-checkout/{session}/cancel: the test checkout's Cancel button. */
export const cancelReservation = (sessionId: string) => completeCheckout(sessionId, "cancel");
