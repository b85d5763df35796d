import { redirect } from "@remix-run/node";
import type { Customer } from "@contract/accounts";
import { showCustomer } from "~/dealer/accounts.server";
import { DealerApiError } from "~/dealer/errors";
import { forgetLogin, readLogin, type CustomerLogin } from "./customer-cookie.server";
import { returnTarget } from "./return-target";

/** Where a customer whose login the dealer API no longer accepts is sent (spec: a forced logout). */
export const FORCED_LOGOUT = "/click-collect?login=1";

const isRefusal = (error: unknown) =>
  error instanceof DealerApiError && (error.status === 401 || error.status === 403);

/** The forced logout: the cookie cleared and the customer sent to sign in again. */
export async function forcedLogout(): Promise<Response> {
  return redirect(FORCED_LOGOUT, { headers: { "Set-Cookie": await forgetLogin() } });
}

/**
 * A page only a signed-in customer may see: the customer and their login, or (thrown) a redirect to /login that
 * remembers this page, or the forced logout when the dealer API refuses the login (401 or 403).
 */
export async function requireCustomer(
  request: Request,
): Promise<{ customer: Customer; login: CustomerLogin }> {
  const login = await readLogin(request);
  const url = new URL(request.url);
  if (!login) {
    const here = returnTarget(`${url.pathname}${url.search}`);
    throw redirect(here === "/" ? "/login" : `/login?${new URLSearchParams({ redirectTo: here })}`);
  }
  try {
    return { customer: await showCustomer(login.token), login };
  } catch (error) {
    if (isRefusal(error)) throw await forcedLogout();
    throw error;
  }
}

/**
 * Any dealer API call made with the customer's login: a 401 or 403 signs them out (spec), other failures are the
 * caller's to handle.
 */
export async function asCustomer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isRefusal(error)) throw await forcedLogout();
    throw error;
  }
}

/**
 * A page for visitors who are not signed in (login, sign-up, password reset): a signed-in customer goes on to where
 * they were going, or home. A login the API no longer accepts is forgotten and the page shown.
 */
export async function guestOnly(request: Request): Promise<{ clear?: string }> {
  const login = await readLogin(request);
  if (!login) return {};
  try {
    await showCustomer(login.token);
  } catch (error) {
    if (isRefusal(error)) return { clear: await forgetLogin() };
    // The API cannot say: the page is shown; signing in again will tell.
    if (error instanceof DealerApiError) return {};
    throw error;
  }
  throw redirect(returnTarget(new URL(request.url).searchParams.get("redirectTo")));
}
