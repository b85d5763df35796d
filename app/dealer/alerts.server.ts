import { unsubscribeAnswer, MAX_UNSUBSCRIBE_TOKEN_LENGTH, type UnsubscribeTarget } from "@contract/alerts";
import { log } from "~/lib/ops/log.server";
import { callDealerApi } from "./request.server";
import { DealerApiError, isNotFound } from "./errors";

/**
 * An alert e-mail's unsubscribe link (dealer-api/contract/alerts.ts): the signed token in the link is the authority,
 * so it works without signing in; a token the dealer API does not accept names nothing.
 */
export type UnsubscribeAnswer =
  { kind: "ok"; target: UnsubscribeTarget } | { kind: "not-found" } | { kind: "failed" };

const TOKEN = /^[A-Za-z0-9._-]+$/;

async function unsubscribeCall(token: string, method: "GET" | "POST"): Promise<UnsubscribeAnswer> {
  if (!TOKEN.test(token) || token.length > MAX_UNSUBSCRIBE_TOKEN_LENGTH) return { kind: "not-found" };
  try {
    const answer = await callDealerApi("/api/alerts/unsubscribe", {
      method,
      ...(method === "GET" ? { query: { token } } : { body: { token } }),
      schema: unsubscribeAnswer,
    });
    return { kind: "ok", target: answer.data };
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    if (isNotFound(error)) return { kind: "not-found" };
    log.error({ err: error }, "alerts: the dealer API failed an unsubscribe");
    return { kind: "failed" };
  }
}

/** What the link would stop: a saved search's e-mails, or a car's. */
export const readUnsubscribe = (token: string) => unsubscribeCall(token, "GET");

/** Stops it (the same link again stops nothing more, and says so the same way). */
export const unsubscribe = (token: string) => unsubscribeCall(token, "POST");
