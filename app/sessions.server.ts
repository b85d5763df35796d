import { createCookie, createCookieSessionStorage, type Cookie, type Session } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";

/** What the visitor's session cookie carries (docs/product/site-wide.md#sessions). */
export interface VisitorData {
  favourites: string[];
  recentlyViewed: string[];
  selectedDealer: string;
  listingsView: "grid" | "list";
  financeDefaults: { term: number; deposit: number; mileage: number; type: "HP" | "PCP" };
  /** The last postcode the shopper searched or priced delivery with ("LS11 8BU", "LS11"): the vehicle page uses it. */
  postcode: string;
}

/** A one-time message for the next page (Post/Redirect/Get). */
export interface Flash {
  kind: "success" | "info" | "error";
  message: string;
}

let storage: ReturnType<typeof createCookieSessionStorage<VisitorData>> | undefined;

function visitorStorage() {
  const env = getEnv();
  storage ??= createCookieSessionStorage<VisitorData>({
    cookie: {
      name: "__visitor",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.NODE_ENV === "production" && env.SITE_URL.startsWith("https:"),
      secrets: env.SESSION_SECRETS,
      maxAge: 60 * 60 * 24 * 90,
    },
  });
  return storage;
}

export type VisitorSession = Session<VisitorData>;

export function getVisitorSession(request: Request): Promise<VisitorSession> {
  return visitorStorage().getSession(request.headers.get("Cookie"));
}

export function commitVisitorSession(session: VisitorSession): Promise<string> {
  return visitorStorage().commitSession(session);
}

export const FAVOURITES_LIMIT = 30;
export const RECENTLY_VIEWED_LIMIT = 12;

/**
 * Flash messages have their own cookie, so that the page that shows one clears only that: the session cookie is
 * written by form posts alone, never by a page view (docs/decisions/110-trust-model.md).
 */
let flashStorage: Cookie | undefined;

function flashCookie(): Cookie {
  const env = getEnv();
  flashStorage ??= createCookie("__flash", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.NODE_ENV === "production" && env.SITE_URL.startsWith("https:"),
    secrets: env.SESSION_SECRETS,
  });
  return flashStorage;
}

/** The Set-Cookie header that shows this message on the next page. */
export function flashHeader(flash: Flash): Promise<string> {
  return flashCookie().serialize(flash);
}

const isFlash = (value: unknown): value is Flash =>
  typeof value === "object" &&
  value !== null &&
  ["success", "info", "error"].includes((value as Flash).kind) &&
  typeof (value as Flash).message === "string";

/** The message waiting for this page, and the header that clears it once shown. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; clear?: string }> {
  const value: unknown = await flashCookie().parse(request.headers.get("Cookie"));
  if (!isFlash(value)) return { flash: null };
  return { flash: value, clear: await flashCookie().serialize("", { maxAge: 0 }) };
}
