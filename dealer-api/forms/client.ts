/**
 * Who is submitting, for the rate limit. Only the site talks to the dealer API, and it passes the visitor's address,
 * as its HTTP server decided it (the connection, or a configured proxy's word), in X-Client-Id. Callers without it
 * share one allowance: nothing else in the request is the visitor's to choose.
 */
export function clientKey(headers: Headers): string {
  const key = headers.get("x-client-id")?.trim().slice(0, 100);
  return key ? key : "anonymous";
}
