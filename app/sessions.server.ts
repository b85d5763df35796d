import { createCookie, createCookieSessionStorage, type Cookie, type SessionStorage } from "@remix-run/node";
import { createTypedSessionStorage, type TypedSession } from "remix-utils/typed-session";
import { z } from "zod";
import { getEnv } from "~/lib/env.server";

/**
 * What the visitor's session cookie carries (docs/product/site-wide.md#sessions), read through remix-utils' typed
 * session (docs/decisions/201-remix-utils.md). The cookie is signed, so only this site wrote it, but perhaps an older
 * release: a value of another shape is read as not there (`.catch`), the others are kept. A new key comes with its
 * `.catch(undefined)`.
 */
const visitorSchema = z.object({
  favourites: z.array(z.string()).optional().catch(undefined),
  recentlyViewed: z.array(z.string()).optional().catch(undefined),
  selectedDealer: z.string().optional().catch(undefined),
  listingsView: z.enum(["grid", "list"]).optional().catch(undefined),
  financeDefaults: z
    .object({
      term: z.number(),
      deposit: z.number(),
      mileage: z.number(),
      type: z.enum(["HP", "PCP"]),
      /** The deposit is a share of each car's price (docs/decisions/290-percentage-deposit-basis.md). */
      depositType: z.literal("Percentage").optional(),
    })
    .optional()
    .catch(undefined),
  /** The last postcode the shopper searched or priced delivery with ("LS11 8BU", "LS11"): the vehicle page uses it. */
  postcode: z.string().optional().catch(undefined),
  /**
   * The valuations this visitor made, newest first (at most 10): only they see their summaries, and only their own is
   * shown again when they look the car up (docs/decisions/240-whose-valuation.md).
   */
  valuations: z.array(z.string()).optional().catch(undefined),
  /**
   * The visitor's deals, newest first (at most DEALS_LIMIT): the car's slug and the deal's id at the dealer API. Only
   * the visitor who made a deal sees it (docs/decisions/326-a-deal-priced-once.md).
   */
  deals: z
    .array(z.object({ slug: z.string(), id: z.string() }))
    .optional()
    .catch(undefined),
  /**
   * A guest's saved searches, newest first (at most GUEST_SEARCHES_LIMIT): their ids at the dealer API, which holds the
   * searches themselves, as it holds a guest's deals; signing in moves them to the account
   * (docs/decisions/332-saved-searches-on-the-site.md).
   */
  savedSearches: z.array(z.string()).optional().catch(undefined),
});

/** A one-time message for the next page (Post/Redirect/Get). */
export interface Flash {
  kind: "success" | "info" | "error";
  message: string;
}

const VISITOR_KEYS = new Set<string>(visitorSchema.keyof().options);

/**
 * The typed session refuses a cookie holding any key its schema does not name (it would fail every page for that
 * visitor), so a key an older release wrote and this one no longer does is dropped first; a flashed key
 * (`__flash_<key>__`) counts as its key.
 */
function withoutUnknownKeys(storage: SessionStorage): SessionStorage {
  return {
    ...storage,
    async getSession(cookieHeader, options) {
      const session = await storage.getSession(cookieHeader, options);
      for (const key of Object.keys(session.data)) {
        if (!VISITOR_KEYS.has(key.replace(/^__flash_(.+)__$/, "$1"))) session.unset(key);
      }
      return session;
    },
  };
}

let storage: ReturnType<typeof createTypedSessionStorage<typeof visitorSchema>> | undefined;

function visitorStorage() {
  const env = getEnv();
  storage ??= createTypedSessionStorage({
    schema: visitorSchema,
    sessionStorage: withoutUnknownKeys(
      createCookieSessionStorage({
        cookie: {
          name: "__visitor",
          httpOnly: true,
          sameSite: "lax",
          path: "/",
          secure: env.NODE_ENV === "production" && env.SITE_URL.startsWith("https:"),
          secrets: env.SESSION_SECRETS,
          maxAge: 60 * 60 * 24 * 90,
        },
      }),
    ),
  });
  return storage;
}

export type VisitorSession = TypedSession<typeof visitorSchema>;

export function getVisitorSession(request: Request): Promise<VisitorSession> {
  return visitorStorage().getSession(request.headers.get("Cookie"));
}

/** The most a browser keeps of one cookie, its name and attributes included (RFC 6265 §6.1). */
const COOKIE_MAX = 4096;

/**
 * The session's Set-Cookie header. Every list is bounded so that full lists of the longest slugs fit in one cookie
 * (app/sessions.server.test.ts); should they not, the oldest recently viewed cars (a history, which browsing fills
 * again) make room, never what the shopper saved.
 */
export async function commitVisitorSession(session: VisitorSession): Promise<string> {
  const storage = visitorStorage();
  for (;;) {
    const recent = session.get("recentlyViewed") ?? [];
    try {
      const header = await storage.commitSession(session);
      if (header.length <= COOKIE_MAX || recent.length === 0) return header;
    } catch (error) {
      // @remix-run/node refuses a cookie over the browser's maximum with this error.
      if (!(error instanceof Error && /exceed browser maximum/.test(error.message)) || recent.length === 0)
        throw error;
    }
    session.set("recentlyViewed", recent.slice(0, -1));
  }
}

export const FAVOURITES_LIMIT = 20;
export const RECENTLY_VIEWED_LIMIT = 12;
export const DEALS_LIMIT = 5;

/**
 * Flash messages have their own cookie, so that the page that shows one clears only that: the session cookie is
 * written by form posts and by the two page views ADR 110 names (a car's page, a search), never to clear a message
 * (docs/decisions/110-trust-model.md).
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
