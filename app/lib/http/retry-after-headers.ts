import type { HeadersFunction } from "@remix-run/node";

/**
 * A form page's `headers`: its action's `Retry-After` (a 429, too many tries: app/lib/http/limited.ts) reaches the HTML
 * page a browser without JavaScript gets, as it reaches a fetcher's answer. Without a `headers` export Remix passes on
 * only an action's cookies to the document.
 */
export const keepRetryAfter: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
