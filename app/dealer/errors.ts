/**
 * Every way a dealer API call can fail, as the site handles it (docs/product/site-wide.md#when-the-dealer-api-fails).
 * - not-found: the API answered 404 or 410 (unknown page, car, form): routes answer a real 404.
 * - rejected: the API refused the input (any other 4xx): the visitor's input (or a bug in our request).
 * - unavailable: the API answered 5xx, 429 or 408 (busy: it asks to be asked again later) or could not be reached.
 * - timeout: no answer within the client's time limit.
 * - bad-response: the answer did not match the contract.
 */
export type DealerErrorKind = "not-found" | "rejected" | "unavailable" | "timeout" | "bad-response";

export class DealerApiError extends Error {
  constructor(
    readonly kind: DealerErrorKind,
    readonly path: string,
    message: string,
    readonly status?: number,
    /** The answer's JSON error body, when it had one. */
    readonly body?: unknown,
  ) {
    super(`${message} (${path})`);
    this.name = "DealerApiError";
  }
}

/** Answers that mean "not now" rather than "no": the same request may succeed later (RFC 9110, RFC 6585). */
const BUSY_STATUSES = new Set([408, 429]);

export function errorForStatus(status: number, path: string, body?: unknown): DealerApiError {
  if (status === 404 || status === 410)
    return new DealerApiError("not-found", path, "Not found", status, body);
  if (BUSY_STATUSES.has(status))
    return new DealerApiError("unavailable", path, `Dealer API busy (${status})`, status, body);
  if (status >= 400 && status < 500)
    return new DealerApiError("rejected", path, `Request refused (${status})`, status, body);
  return new DealerApiError("unavailable", path, `Dealer API error (${status})`, status, body);
}

/** The dealer API no longer accepts the customer's login (401 or 403): the caller's `asCustomer` signs them out. */
export const isLoginRefused = (error: unknown): boolean =>
  error instanceof DealerApiError && (error.status === 401 || error.status === 403);

export function isNotFound(error: unknown): boolean {
  return error instanceof DealerApiError && error.kind === "not-found";
}

/**
 * The HTTP status a page answers with when a dealer API call it cannot do without fails (ADR 120, ADR 260):
 * - not-found: 404, the car, page or form does not exist; only the dealer API's own "not found" says so;
 * - rejected: 503, loaders check the visitor's URL before calling, so a refusal is a disagreement between the site
 *   and the dealer API, never proof that the page is gone (a 404 would tell crawlers to drop a real page); a call
 *   whose refusal does mean "no such thing" says so where it is made (e.g. findCatalogueEntry);
 * - unavailable (also a busy 429), timeout, bad-response: 503, the service cannot answer just now;
 * - anything else is the site's own fault: 500.
 */
export function statusForPage(error: unknown): number {
  if (!(error instanceof DealerApiError)) return 500;
  if (error.kind === "not-found") return 404;
  return 503;
}

/** What the 503 error page says under the error page's heading (ADR 120). */
export const SERVICE_UNAVAILABLE = "The service is unavailable just now (503)";

/**
 * A page's loader, whose dealer API failures become the site's error pages: the failure is thrown on as a Response
 * with statusForPage's status (the 503 with SERVICE_UNAVAILABLE as its text), so the route's error boundary draws
 * it, for a document request and a client-side navigation's data request alike. Thrown Responses (redirects, the
 * loader's own 404s) and the site's own errors pass through untouched.
 */
export function pageLoader<Args extends { request: Request }, Answer>(
  loader: (args: Args) => Promise<Answer>,
): (args: Args) => Promise<Answer> {
  return async (args) => {
    try {
      return await loader(args);
    } catch (error) {
      if (!(error instanceof DealerApiError)) throw error;
      const status = statusForPage(error);
      // An unknown car is an everyday 404; a refusal means a check before the call is missing; other 503s are outages.
      const path = new URL(args.request.url).pathname;
      const report = `[site] ${status} for ${path}: dealer API ${error.kind}: ${error.message}`;
      if (error.kind === "rejected") console.warn(report);
      else if (status === 503) console.error(report);
      throw new Response(status === 503 ? SERVICE_UNAVAILABLE : null, {
        status,
        headers: status === 503 ? { "Content-Type": "text/plain; charset=utf-8" } : undefined,
      });
    }
  };
}
