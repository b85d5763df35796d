import { createCookie, type Cookie } from "@remix-run/node";
import { z } from "zod";
import { getEnv } from "~/lib/env.server";
import { DEVICE_TOKEN_DAYS } from "@contract/accounts-vocabulary";

/**
 * The signed-in customer's access token, in a cookie of its own (docs/product/site-wide.md#sessions): signed,
 * httpOnly, SameSite=Lax, Secure in production, as long as the token lasts. Each login writes a new token
 * (rotated), so a cookie planted before login is worth nothing after it; signing out clears it and revokes
 * the token at the API.
 */
let cookie: Cookie | undefined;

function customerCookie(): Cookie {
  const env = getEnv();
  cookie ??= createCookie("__customer", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.NODE_ENV === "production" && env.SITE_URL.startsWith("https:"),
    secrets: env.SESSION_SECRETS,
  });
  return cookie;
}

const stored = z.object({ token: z.string().min(20).max(200), expires_at: z.string().datetime() });
export type CustomerLogin = z.infer<typeof stored>;

/** The login this request carries, if any and still in date. */
export async function readLogin(request: Request): Promise<CustomerLogin | null> {
  const parsed = stored.safeParse(await customerCookie().parse(request.headers.get("Cookie")));
  if (!parsed.success || Date.parse(parsed.data.expires_at) <= Date.now()) return null;
  return parsed.data;
}

/** The Set-Cookie header that keeps a new login until its token expires. */
export function keepLogin(login: CustomerLogin): Promise<string> {
  return customerCookie().serialize(login, { expires: new Date(login.expires_at) });
}

/** The Set-Cookie header that forgets the login. */
export function forgetLogin(): Promise<string> {
  return customerCookie().serialize("", { maxAge: 0 });
}

/**
 * Where a customer who signed up on the way somewhere (buying a car online) goes once they confirm their account from
 * the e-mail, in the same browser: kept as long as the confirmation link works.
 */
let returnCookie: Cookie | undefined;

function afterConfirmCookie(): Cookie {
  const env = getEnv();
  returnCookie ??= createCookie("__after_confirm", {
    httpOnly: true,
    sameSite: "lax",
    path: "/account",
    secure: env.NODE_ENV === "production" && env.SITE_URL.startsWith("https:"),
    secrets: env.SESSION_SECRETS,
    maxAge: 60 * 60 * 48,
  });
  return returnCookie;
}

export function keepReturnAfterConfirm(path: string): Promise<string> {
  return afterConfirmCookie().serialize(path);
}

/** The path kept at sign-up (the caller checks it again with returnTarget), and the header that forgets it. */
export async function takeReturnAfterConfirm(
  request: Request,
): Promise<{ path: string | null; clear: string }> {
  const value: unknown = await afterConfirmCookie().parse(request.headers.get("Cookie"));
  return {
    path: typeof value === "string" ? value : null,
    clear: await afterConfirmCookie().serialize("", { maxAge: 0 }),
  };
}

/**
 * This browser as a device its customer signed in on (ADR 250): the dealer API's device token, sent back with the next
 * sign-in so that guesses at the address from elsewhere never refuse the owner's right password here. Signed, httpOnly,
 * sent only to the sign-in page, kept a year (the token's life). Not a login: alone it signs nobody in.
 */
let deviceStore: Cookie | undefined;

function deviceCookie(): Cookie {
  const env = getEnv();
  deviceStore ??= createCookie("__device", {
    httpOnly: true,
    sameSite: "lax",
    path: "/login",
    secure: env.NODE_ENV === "production" && env.SITE_URL.startsWith("https:"),
    secrets: env.SESSION_SECRETS,
    maxAge: 60 * 60 * 24 * DEVICE_TOKEN_DAYS,
  });
  return deviceStore;
}

const deviceToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

/** The device token this browser keeps, if any. */
export async function readDevice(request: Request): Promise<string | undefined> {
  const parsed = deviceToken.safeParse(await deviceCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : undefined;
}

/** The Set-Cookie header that keeps the device token the dealer API gave with a login. */
export function keepDevice(device: { token: string; expires_at: string }): Promise<string> {
  return deviceCookie().serialize(device.token, { expires: new Date(device.expires_at) });
}
