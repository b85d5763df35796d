import { createCookie, type Cookie } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";
import { analyticsCookiesIn, parseConsent, storedConsent, type CookieConsent } from "./consent";

/**
 * The visitor's cookie choices have a cookie of their own (strictly necessary: it keeps their no). It is not signed: it
 * holds nothing but their own answer, and it must outlive a change of the session secret. A year, then they are asked
 * again.
 */
let cookie: Cookie | undefined;

function consentCookie(): Cookie {
  const env = getEnv();
  cookie ??= createCookie("__consent", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.NODE_ENV === "production" && env.SITE_URL.startsWith("https:"),
    maxAge: 60 * 60 * 24 * 365,
  });
  return cookie;
}

/** The visitor's answer; none while they have not given one. */
export async function readConsent(request: Request): Promise<CookieConsent | null> {
  try {
    return parseConsent(await consentCookie().parse(request.headers.get("Cookie")));
  } catch {
    // A cookie that is not ours to read (tampered, truncated) is no answer.
    return null;
  }
}

/**
 * The Set-Cookie headers of an answer: the choice, and, when analytics is refused, the end of any analytics cookie an
 * earlier yes left (on this host and on the site's domain, where tag scripts put them).
 */
export async function consentHeaders(request: Request, consent: CookieConsent): Promise<[string, string][]> {
  const headers: [string, string][] = [
    ["Set-Cookie", await consentCookie().serialize(storedConsent(consent))],
  ];
  if (consent.analytics) return headers;
  const domain = new URL(getEnv().SITE_URL).hostname.replace(/^www\./, "");
  for (const name of analyticsCookiesIn(request.headers.get("Cookie"))) {
    headers.push(["Set-Cookie", `${name}=; Max-Age=0; Path=/`]);
    if (domain.includes(".")) headers.push(["Set-Cookie", `${name}=; Max-Age=0; Path=/; Domain=${domain}`]);
  }
  return headers;
}
