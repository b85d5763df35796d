import { DEFAULT_RETRY_AFTER } from "~/lib/http/limited";
import {
  valuationAnswer,
  valuationLookupAnswer,
  valuationProcessAnswer,
  type Valuation,
  type ValuationLookupAnswer,
  type ValuationLookupRequest,
  type ValuationProcessRequest,
} from "@contract/valuations";
import { submissionError } from "@contract/forms";
import { callDealerApi, dealerPath } from "./request.server";
import { DealerApiError, isNotFound } from "./errors";
import { clientHeaders, submission, type SubmissionResult } from "./forms.server";
import { log } from "~/lib/ops/log.server";

export type LookupResult =
  | { kind: "found"; answer: ValuationLookupAnswer["data"] }
  | { kind: "not-found" }
  /** Too many lookups from this visitor in a short time: the dealer API's words say when to try again. */
  | { kind: "limited"; message: string; retryAfter: number }
  | { kind: "failed" };

const LOOKUPS_LIMITED =
  "You have looked up several registrations in a short time. Please try again later, or call us.";

/**
 * POST /valuations/lookup: the car a registration stands for (and which of the visitor's `own` valuations of it, at
 * this mileage for this branch, still holds), whether nobody knows it, that this visitor has looked up too many
 * (`clientId`, counted by the dealer API), or that the API failed.
 */
export async function lookupValuationVehicle(
  request: ValuationLookupRequest,
  clientId: string | null,
): Promise<LookupResult> {
  try {
    const answer = await callDealerApi("/valuations/lookup", {
      method: "POST",
      body: request,
      headers: clientHeaders(clientId),
      schema: valuationLookupAnswer,
    });
    return { kind: "found", answer: answer.data };
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    if (isNotFound(error)) return { kind: "not-found" };
    if (error.status === 429) {
      const refusal = submissionError.safeParse(error.body);
      return {
        kind: "limited",
        message: refusal.success ? refusal.data.error.message : LOOKUPS_LIMITED,
        retryAfter: (refusal.success ? refusal.data.error.retry_after : undefined) ?? DEFAULT_RETRY_AFTER,
      };
    }
    log.error({ err: error }, "valuations: lookup failed");
    return { kind: "failed" };
  }
}

/** POST /valuations/process: stores the answers and prices the car; answers the new valuation's id. */
export function processValuation(
  body: ValuationProcessRequest,
  clientId: string | null,
): Promise<SubmissionResult<string>> {
  return submission(async () => {
    const answer = await callDealerApi("/valuations/process", {
      method: "POST",
      body,
      headers: clientHeaders(clientId),
      schema: valuationProcessAnswer,
    });
    return answer.data.id;
  });
}

/** Valuation ids are unguessable tokens: anything else names none, without asking. */
const VALUATION_ID = /^[A-Za-z0-9_-]{8,100}$/;

/** POST /valuations/fetch/{id}: a stored valuation, or undefined when there is none by that id. */
export async function fetchValuation(id: string): Promise<Valuation | undefined> {
  if (!VALUATION_ID.test(id)) return undefined;
  try {
    const answer = await callDealerApi(dealerPath`/valuations/fetch/${encodeURIComponent(id)}`, {
      method: "POST",
      body: {},
      schema: valuationAnswer,
    });
    return answer.data;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}
