import { z } from "zod";
import {
  SAVED_SEARCH_ID,
  SAVED_SEARCH_LIMIT,
  savedSearchAnswer,
  savedSearchClaimAnswer,
  savedSearchListAnswer,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchUpdate,
} from "@contract/saved-searches";
import { submissionError } from "@contract/forms";
import { flat } from "@contract/envelope";
import { log } from "~/lib/ops/log.server";
import { callDealerApi, dealerPath } from "./request.server";
import { DealerApiError, isLoginRefused, isNotFound } from "./errors";
import { bearer } from "./accounts.server";
import { clientHeaders } from "./forms.server";

/**
 * Saved searches at the dealer API (dealer-api/contract/saved-searches.ts, docs/decisions/332-saved-searches-on-the-site.md):
 * a customer's on their account (their login), a guest's by id, which only the guest's session holds. Every answer
 * counts the cars listed since the shopper last looked.
 */
export type SaveAnswer =
  | { kind: "saved"; search: SavedSearch }
  /** The shopper keeps as many searches as they may: the dealer API's words say how many. */
  | { kind: "full"; message: string }
  /** Too many new searches from this visitor in a short time. */
  | { kind: "limited"; message: string }
  /** The dealer API refused it: "field: message" (a name too long, say). */
  | { kind: "invalid"; message: string }
  | { kind: "not-found" }
  | { kind: "failed" };

const refusal = (error: DealerApiError, otherwise: string) => {
  const parsed = submissionError.safeParse(error.body);
  return parsed.success ? parsed.data.error.message : otherwise;
};

function answerOf(error: unknown, what: string): Exclude<SaveAnswer, { kind: "saved" }> {
  // A login the dealer API refuses is the caller's to act on (asCustomer signs the customer out).
  if (!(error instanceof DealerApiError) || isLoginRefused(error)) throw error;
  if (isNotFound(error)) return { kind: "not-found" };
  if (error.status === 429) return { kind: "limited", message: refusal(error, LIMITED) };
  const parsed = submissionError.safeParse(error.body);
  if (parsed.success && parsed.data.error.code === SAVED_SEARCH_LIMIT)
    return { kind: "full", message: parsed.data.error.message };
  if (error.status === 400 || error.status === 422)
    return { kind: "invalid", message: refusal(error, error.message) };
  log.error({ err: error }, `saved searches: the dealer API failed to ${what}`);
  return { kind: "failed" };
}

const LIMITED = "You have saved several searches in a short time. Please try again later.";

/** POST /api/saved-searches: on the customer's account when `token` is theirs, else a guest's (`clientId` counted). */
export async function saveSearch(
  body: SavedSearchCreate,
  token: string | undefined,
  clientId: string | null,
): Promise<SaveAnswer> {
  try {
    const answer = await callDealerApi("/api/saved-searches", {
      method: "POST",
      body,
      headers: { ...clientHeaders(clientId), ...(token ? bearer(token) : {}) },
      schema: savedSearchAnswer,
    });
    return { kind: "saved", search: answer.data };
  } catch (error) {
    return answerOf(error, "save a search");
  }
}

/** PATCH /api/saved-searches/{id}: a new name, the alerts, or "looked at now". */
export async function updateSavedSearch(
  id: string,
  body: SavedSearchUpdate,
  token: string | undefined,
): Promise<SaveAnswer> {
  if (!SAVED_SEARCH_ID.test(id)) return { kind: "not-found" };
  try {
    const answer = await callDealerApi(dealerPath`/api/saved-searches/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body,
      headers: token ? bearer(token) : {},
      schema: savedSearchAnswer,
    });
    return { kind: "saved", search: answer.data };
  } catch (error) {
    return answerOf(error, "change a search");
  }
}

const deletedAnswer = flat(z.object({ id: z.string() }));

/** DELETE /api/saved-searches/{id}: true once it is gone (or was never there), false when the dealer API failed. */
export async function deleteSavedSearch(id: string, token: string | undefined): Promise<boolean> {
  if (!SAVED_SEARCH_ID.test(id)) return true;
  try {
    await callDealerApi(dealerPath`/api/saved-searches/${encodeURIComponent(id)}`, {
      method: "DELETE",
      headers: token ? bearer(token) : {},
      schema: deletedAnswer,
    });
    return true;
  } catch (error) {
    return answerOf(error, "delete a search").kind === "not-found";
  }
}

/**
 * The shopper's searches, newest first, each with its new cars: a customer's from their account (GET), a guest's by
 * the ids their session holds (POST …/lookup). `undefined` when the dealer API cannot say.
 */
export async function listSavedSearches(
  who: { token: string } | { ids: readonly string[] },
): Promise<SavedSearch[] | undefined> {
  try {
    if ("token" in who) {
      const answer = await callDealerApi("/api/saved-searches", {
        headers: bearer(who.token),
        schema: savedSearchListAnswer,
      });
      return answer.data;
    }
    const ids = who.ids.filter((id) => SAVED_SEARCH_ID.test(id));
    if (ids.length === 0) return [];
    const answer = await callDealerApi("/api/saved-searches/lookup", {
      method: "POST",
      body: { ids },
      schema: savedSearchListAnswer,
    });
    return answer.data;
  } catch (error) {
    if (!(error instanceof DealerApiError) || isLoginRefused(error)) throw error;
    log.warn({ err: error }, "saved searches: the dealer API could not list them");
    return undefined;
  }
}

/**
 * POST /api/saved-searches/claim: a guest's searches moved to the account they signed in to. The ids the account could
 * not take (its cap), or undefined when the dealer API failed.
 */
export async function claimGuestSearches(
  ids: readonly string[],
  token: string,
): Promise<string[] | undefined> {
  const sent = ids.filter((id) => SAVED_SEARCH_ID.test(id));
  if (sent.length === 0) return [];
  try {
    const answer = await callDealerApi("/api/saved-searches/claim", {
      method: "POST",
      body: { ids: sent },
      headers: bearer(token),
      schema: savedSearchClaimAnswer,
    });
    return answer.data.not_kept;
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    log.warn({ err: error }, "saved searches: a guest's searches could not be moved to the account");
    return undefined;
  }
}
