import { DEFAULT_RETRY_AFTER } from "~/lib/http/limited";
import {
  accessTokenAnswer,
  accountError,
  customerAnswer,
  messageAnswer,
  type AccessToken,
  type Customer,
  type RegisterRequest,
} from "@contract/accounts";
import { callDealerApi } from "./request.server";
import { DealerApiError } from "./errors";
import { clientHeaders } from "./forms.server";
import { log } from "~/lib/ops/log.server";

/**
 * The dealer API's customer accounts (dealer-api/contract/accounts.ts). An answer is what happened, in the words the
 * customer is shown: done, refused with a message per field, refused as a whole (wrong details, a used link), too many
 * tries (when to try again), or the API failed.
 */
export type AccountResult<T> =
  | { ok: true; value: T }
  | { ok: false; kind: "invalid"; message: string; fields: Record<string, string> }
  | { ok: false; kind: "refused"; message: string }
  /** Too many tries: the message says when to try again, `retryAfter` in seconds. */
  | { ok: false; kind: "limited"; message: string; retryAfter: number }
  | { ok: false; kind: "failed" };

/** Runs an account or order call, turning its failures into what the customer is told (AccountResult). */
export async function accountCall<T>(
  call: () => Promise<T>,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<AccountResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    // A call made with the customer's login that the API no longer accepts is the guard's (asCustomer): sign out.
    if (signedIn && (error.status === 401 || error.status === 403)) throw error;
    const body = accountError.safeParse(error.body);
    const detail = body.success ? body.data.error : undefined;
    if (error.status === 429) {
      return {
        ok: false,
        kind: "limited",
        message: detail?.message ?? "Too many tries. Please try again later.",
        retryAfter: detail?.retry_after ?? DEFAULT_RETRY_AFTER,
      };
    }
    if (error.kind === "rejected" && detail) {
      if (detail.fields && Object.keys(detail.fields).length > 0) {
        return { ok: false, kind: "invalid", message: detail.message, fields: detail.fields };
      }
      return { ok: false, kind: "refused", message: detail.message };
    }
    log.error({ err: error }, "accounts: call failed");
    return { ok: false, kind: "failed" };
  }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export function register(body: RegisterRequest, clientId: string | null): Promise<AccountResult<string>> {
  return accountCall(async () => {
    const answer = await callDealerApi("/api/v2/contact/auth/register", {
      method: "POST",
      body,
      headers: clientHeaders(clientId),
      schema: messageAnswer,
    });
    return answer.data.message;
  });
}

export function confirmAccount(token: string): Promise<AccountResult<AccessToken>> {
  return accountCall(async () => {
    const answer = await callDealerApi("/api/v2/contact/auth/confirm", {
      method: "POST",
      body: { token },
      schema: accessTokenAnswer,
    });
    return answer.data;
  });
}

export function logIn(
  email: string,
  password: string,
  clientId: string | null,
  deviceToken?: string,
): Promise<AccountResult<AccessToken>> {
  return accountCall(async () => {
    const answer = await callDealerApi("/api/v2/contact/auth/login", {
      method: "POST",
      body: { email, password, device_token: deviceToken },
      headers: clientHeaders(clientId),
      schema: accessTokenAnswer,
    });
    return answer.data;
  });
}

/**
 * GET /api/v2/contact/auth/show: the customer a token belongs to. Throws the DealerApiError of a 401 or 403 (the
 * caller signs the customer out: requireCustomer), and any other failure.
 */
export async function showCustomer(token: string): Promise<Customer> {
  const answer = await callDealerApi("/api/v2/contact/auth/show", {
    headers: bearer(token),
    schema: customerAnswer,
  });
  return answer.data;
}

/** POST /api/v2/contact/auth/logout: its failure is ignored (the cookie is cleared whatever happens). */
export async function logOut(token: string, everywhere: boolean): Promise<void> {
  try {
    await callDealerApi("/api/v2/contact/auth/logout", {
      method: "POST",
      body: { everywhere },
      headers: bearer(token),
      schema: messageAnswer,
    });
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
  }
}

export function requestPasswordReset(email: string, clientId: string | null): Promise<AccountResult<string>> {
  return accountCall(async () => {
    const answer = await callDealerApi("/api/v2/contact/auth/reset", {
      method: "POST",
      body: { email },
      headers: clientHeaders(clientId),
      schema: messageAnswer,
    });
    return answer.data.message;
  });
}

export function completePasswordReset(token: string, password: string): Promise<AccountResult<string>> {
  return accountCall(async () => {
    const answer = await callDealerApi("/api/v2/contact/auth/reset/complete", {
      method: "POST",
      body: { token, password },
      schema: messageAnswer,
    });
    return answer.data.message;
  });
}

/**
 * POST …/confirm/check or …/reset/check: whether an e-mailed link still works, changing nothing (its page says at once
 * when it does not).
 */
export function checkLink(kind: "confirm" | "reset", token: string): Promise<AccountResult<string>> {
  return accountCall(async () => {
    const answer = await callDealerApi(`/api/v2/contact/auth/${kind}/check`, {
      method: "POST",
      body: { token },
      schema: messageAnswer,
    });
    return answer.data.message;
  });
}

export { bearer };
