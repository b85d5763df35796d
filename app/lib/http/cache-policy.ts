/**
 * How long, and by whom, a page or a page's data may be kept (docs/decisions/231-caching-headers.md). Built assets
 * are kept a year (their names change with their content) and files in public/ an hour: app/server.ts.
 *
 * - An answer that depends on no cookie (the request has none and the answer sets none) is the same for everyone
 *   asking that address: crawlers, a first visit.
 *   - Its data (a client-side navigation's `?_data=` JSON) holds no nonce: a shared cache (CDN, proxy) may serve it for
 *     a minute, for every instance behind it; a browser asks again each time with its ETag (`public, max-age=0,
 *     s-maxage=60`), so the data Remix reloads after a form post is never a copy older than the post.
 *   - A page holds its Content-Security-Policy nonce: a copy served to others would hand everyone the same nonce, which
 *     is then no secret. So only the visitor's own browser keeps it, and asks again every time (`private,
 *     no-cache`) with its ETag: an unchanged page is a 304 with no body.
 * - An answer for a visitor with a cookie (favourites, signed in, consent choices) is theirs: `private, no-cache`, no
 *   ETag (the site's answer is worked out anyway; its cookies may change).
 * - A route that says how its answer is kept is believed, but never to share a visitor's own answer.
 * - Only 200 answers to GET and HEAD: posts, redirects and errors are left as they are.
 * Every answer decided here varies by cookie and by encoding (`Vary: Cookie, Accept-Encoding`).
 */
export interface CacheQuestion {
  method: string;
  /** A page (HTML) or a page's data (a Remix data request). */
  kind: "document" | "data";
  status: number;
  /** The request carries any cookie at all. */
  requestHasCookie: boolean;
  /** The answer sets a cookie. */
  setsCookie: boolean;
  /** The Cache-Control the route set itself, if any. */
  routeCacheControl: string | null;
}

export interface CacheAnswer {
  cacheControl: string;
  vary: string;
  /** The answer gets an ETag, and a request whose If-None-Match holds it gets a 304. */
  etag: boolean;
}

export const SHARED_DATA = "public, max-age=0, s-maxage=60";
export const OWN_COPY_ASK_AGAIN = "private, no-cache";
const VARY = "Cookie, Accept-Encoding";

export function cachePolicy(question: CacheQuestion): CacheAnswer | undefined {
  if ((question.method !== "GET" && question.method !== "HEAD") || question.status !== 200) return undefined;
  if (question.requestHasCookie || question.setsCookie)
    return {
      cacheControl:
        question.routeCacheControl && /\bprivate\b|no-store/.test(question.routeCacheControl)
          ? question.routeCacheControl
          : OWN_COPY_ASK_AGAIN,
      vary: VARY,
      etag: false,
    };
  const cacheControl =
    question.routeCacheControl ?? (question.kind === "data" ? SHARED_DATA : OWN_COPY_ASK_AGAIN);
  return { cacheControl, vary: VARY, etag: !/no-store/.test(cacheControl) };
}

/** Whether a request's If-None-Match names this (weak) ETag: compared weakly, as RFC 9110 says for GET. */
export function ifNoneMatchHolds(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
