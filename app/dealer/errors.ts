/**
 * Every way a dealer API call can fail, as the site handles it (spec 1 §8, spec 2 §8, spec 3 §8).
 * - not-found: the API answered 404 (unknown page, car, form): routes answer a real 404.
 * - rejected: the API refused the input (4xx): a bug in our request or the user's input.
 * - unavailable: the API answered 5xx or could not be reached.
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

export function errorForStatus(status: number, path: string, body?: unknown): DealerApiError {
  if (status === 404) return new DealerApiError("not-found", path, "Not found", status, body);
  if (status >= 400 && status < 500)
    return new DealerApiError("rejected", path, `Request refused (${status})`, status, body);
  return new DealerApiError("unavailable", path, `Dealer API error (${status})`, status, body);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof DealerApiError && error.kind === "not-found";
}

/** The HTTP status a page should answer with when a call it cannot do without fails. */
export function statusForPage(error: unknown): number {
  if (!(error instanceof DealerApiError)) return 500;
  if (error.kind === "not-found") return 404;
  if (error.kind === "timeout" || error.kind === "unavailable") return 503;
  return 500;
}
