import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";

/** What the visitor's session cookie carries (DESIGN.md "Sessions"). */
export interface VisitorData {
  favourites: string[];
  recentlyViewed: string[];
  selectedDealer: string;
  listingsView: "grid" | "list";
  noticeAccepted: "yes" | "no";
  financeDefaults: { term: number; deposit: number; mileage: number; type: "HP" | "PCP" };
}

export interface FlashData {
  flash: { kind: "success" | "info" | "error"; message: string };
}

let storage: ReturnType<typeof createCookieSessionStorage<VisitorData, FlashData>> | undefined;

function visitorStorage() {
  const env = getEnv();
  storage ??= createCookieSessionStorage<VisitorData, FlashData>({
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

export type VisitorSession = Session<VisitorData, FlashData>;

export function getVisitorSession(request: Request): Promise<VisitorSession> {
  return visitorStorage().getSession(request.headers.get("Cookie"));
}

export function commitVisitorSession(session: VisitorSession): Promise<string> {
  return visitorStorage().commitSession(session);
}

export const FAVOURITES_LIMIT = 30;
export const RECENTLY_VIEWED_LIMIT = 12;
