/**
 * What the site refuses before any route sees the request (docs/decisions/110-trust-model.md): methods it does not
 * serve, bodies it will not read, content types no form of ours sends, paths no page has, and state changes posted
 * from another site. Pure: the HTTP server (app/server.ts) hands in what it read off the request.
 */

/** The largest form body read: our longest form (an enquiry with a message) is a few kilobytes. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export const SERVED_METHODS = ["GET", "HEAD", "POST"] as const;

/** What the site's forms send (none uploads files) and what its fetchers post. */
const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

/** The longest address served: a search with every filter set is well under 1 KB. */
export const TARGET_LIMIT = 4096;

export interface GateRequest {
  method: string;
  /** The request target as received, before any decoding (path and query). */
  target: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  contentType: string | undefined;
  contentLength: string | undefined;
  transferEncoding: string | undefined;
}

export interface Refusal {
  status: 400 | 403 | 404 | 405 | 411 | 413 | 414 | 415;
  heading: string;
  message: string;
  headers?: Record<string, string>;
}

export function refusalFor(request: GateRequest, siteOrigins: readonly string[]): Refusal | null {
  const method = request.method.toUpperCase();
  if (!(SERVED_METHODS as readonly string[]).includes(method)) {
    return {
      status: 405,
      heading: "This kind of request is not accepted here",
      message: "Pages on this site can only be viewed or sent from their own forms.",
      headers: { Allow: SERVED_METHODS.join(", ") },
    };
  }
  const pathProblem = problemWithPath(request.target);
  if (pathProblem) return pathProblem;
  if (method !== "POST") return null;

  if (!isSameSite(request, siteOrigins)) {
    return {
      status: 403,
      heading: "This form was sent from another website",
      message:
        "For your safety we only accept forms sent from our own pages. Nothing has been changed. Please use the form on our site.",
    };
  }
  const type = request.contentType?.split(";")[0]?.trim().toLowerCase();
  if (type !== FORM_CONTENT_TYPE) {
    return {
      status: 415,
      heading: "This form could not be read",
      message:
        "The form was sent in a format we do not accept. Please go back and send it from the page again.",
    };
  }
  if (request.contentLength === undefined) {
    // Browsers always say how long a form is; a body of unknown length could be any size.
    if (request.transferEncoding) return lengthRequired();
    return null;
  }
  const length = /^\d{1,12}$/.test(request.contentLength) ? Number(request.contentLength) : NaN;
  if (Number.isNaN(length)) {
    return { status: 400, heading: "This form could not be read", message: "The request was malformed." };
  }
  if (length > BODY_LIMIT_BYTES) {
    return {
      status: 413,
      heading: "This form is too large to send",
      message: `Forms on this site can be up to ${BODY_LIMIT_BYTES / 1024} KB. Please shorten your message and try again.`,
    };
  }
  return null;
}

const lengthRequired = (): Refusal => ({
  status: 411,
  heading: "This form could not be read",
  message: "The form was sent without saying how long it is. Please send it from the page again.",
});

/**
 * A POST is ours when the browser says so: Sec-Fetch-Site same-origin (or none, typed by the user), and an Origin, when
 * sent, that is the site's own. Clients that send neither (old browsers, scripts) are let through: the session cookie
 * is SameSite=Lax, so a browser old enough to omit Origin on a cross-site POST still does not send the cookie.
 */
function isSameSite(request: GateRequest, siteOrigins: readonly string[]): boolean {
  const site = request.secFetchSite?.trim().toLowerCase();
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = request.origin?.trim();
  if (origin === undefined || origin === "") return true;
  return siteOrigins.includes(origin.toLowerCase());
}

/**
 * Paths no page has and that routing must never see: a backslash (browsers read it as "/", so "/\evil.com" is another
 * site), control characters, percent-encodings that do not decode, and paths that once normalised begin with "//": a
 * link the page draws from its own path ("?panel=saved") would lead to another site.
 */
function problemWithPath(target: string): Refusal | null {
  if (target.length > TARGET_LIMIT) {
    return {
      status: 414,
      heading: "This address is too long",
      message: "Please start again from the page you were on.",
    };
  }
  const path = target.split("?")[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, heading: "This address could not be read", message: "The address is malformed." };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(decoded) || !path.startsWith("/") || opensAnotherSite(path)) {
    return {
      status: 404,
      heading: "This page could not be found",
      message: "Sorry about this, but that page doesn't exist.",
    };
  }
  return null;
}

function opensAnotherSite(path: string): boolean {
  try {
    return path.startsWith("//") || new URL(path, "http://site.invalid").pathname.startsWith("//");
  } catch {
    return true;
  }
}
