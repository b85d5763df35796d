import { createHash } from "node:crypto";
import { cachePolicy, ifNoneMatchHolds } from "./cache-policy";

/** A weak ETag from the body's digest: the same bytes, the same tag, on every instance. */
export function weakEtag(body: string | Uint8Array): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * 304 Not Modified: only what describes the kept copy's freshness. No Content-Security-Policy: the browser would put
 * it on its kept copy, whose scripts carry the nonce of the policy it came with.
 */
function notModified(etag: string, cacheControl: string, vary: string): Response {
  return new Response(null, {
    status: 304,
    headers: { ETag: etag, "Cache-Control": cacheControl, Vary: vary },
  });
}

function policyFor(request: Request, kind: "document" | "data", status: number, headers: Headers) {
  return cachePolicy({
    method: request.method,
    kind,
    status,
    requestHasCookie: Boolean(request.headers.get("Cookie")),
    setsCookie: headers.has("Set-Cookie"),
    routeCacheControl: headers.get("Cache-Control"),
  });
}

/**
 * A page as app/entry.server.tsx renders it, with its caching headers (app/lib/http/cache-policy.ts): its ETag is the
 * digest of the page without its nonce, so the same page drawn again has the same tag.
 */
export function keptPageAnswer(
  request: Request,
  { status, headers, html, nonce }: { status: number; headers: Headers; html: string; nonce: string },
): Response {
  const policy = policyFor(request, "document", status, headers);
  if (policy) {
    headers.set("Cache-Control", policy.cacheControl);
    headers.set("Vary", policy.vary);
    if (policy.etag) {
      const etag = weakEtag(html.replaceAll(nonce, ""));
      if (ifNoneMatchHolds(request.headers.get("If-None-Match"), etag))
        return notModified(etag, policy.cacheControl, policy.vary);
      headers.set("ETag", etag);
    }
  }
  // The body as UTF-8 bytes (Node's own encoder): a string body would be checked character by character for lone
  // surrogates and encoded again by the Response itself, a quarter of a millisecond for a 45 KB page.
  return new Response(Buffer.from(html), { status, headers });
}

/**
 * A page's data (a client-side navigation's `?_data=` request) with its caching headers. Deferred data streams as its
 * parts are ready: it is not held back to be tagged, so it has no ETag.
 */
export async function keptDataAnswer(request: Request, response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  const policy = policyFor(request, "data", response.status, headers);
  if (!policy) return response;
  headers.set("Cache-Control", policy.cacheControl);
  headers.set("Vary", policy.vary);
  if (!headers.get("Content-Type")?.startsWith("application/json"))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  const body = new Uint8Array(await response.arrayBuffer());
  if (policy.etag) {
    const etag = weakEtag(body);
    if (ifNoneMatchHolds(request.headers.get("If-None-Match"), etag))
      return notModified(etag, policy.cacheControl, policy.vary);
    headers.set("ETag", etag);
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
