/**
 * Who is submitting, for the rate limit. The site passes the visitor's address in X-Client-Id (the browser never talks
 * to the dealer API); a caller over HTTP without it is known by the first X-Forwarded-For address, else by nothing
 * (all such callers share one allowance). Behind a proxy, the proxy must set the forwarded address.
 */
export function clientKey(headers: Headers): string {
  const given = headers.get("x-client-id") ?? headers.get("x-forwarded-for")?.split(",")[0];
  const key = given?.trim().slice(0, 100);
  return key ? key : "anonymous";
}
