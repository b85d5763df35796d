import { getEnv } from "~/lib/env.server";
import { currentTransport } from "./transport.server";
import { timeLeftMs } from "./request-context.server";
import { beforeTimeout } from "./request.server";
import { errorForStatus } from "./errors";
import { ANSWER_LIMITS, isPictureType, readBounded } from "./answer-limits.server";
import { log } from "~/lib/ops/log.server";

const PASSED_HEADERS = ["content-type", "cache-control", "etag", "last-modified"];
const SAFE_PATH = /^\/media\/[A-Za-z0-9/_.-]+$/;

/** A short plain answer of the site's own: nothing of the dealer API's error answer reaches the browser. */
const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
const notFound = () => plain("Not found", 404);
const unavailable = () => plain("Picture unavailable", 503);

/**
 * A picture from the dealer API (pictures are the one non-JSON answer), keeping its caching headers. A picture it
 * doesn't have is a 404; any other failure (a refusal, a busy 429, a 5xx) a 503 (ADR 260). Only a picture is served:
 * an answer of another type, one over ANSWER_LIMITS.picture, or one whose whole body does not come within the time
 * limit is "Picture unavailable" (ADR 260), and a redirect is never followed.
 */
export async function fetchMedia(path: string, request: Request): Promise<Response> {
  if (!SAFE_PATH.test(path) || path.includes("..")) return notFound();
  const headers = new Headers();
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch) headers.set("if-none-match", ifNoneMatch);
  const timeoutMs = timeLeftMs(getEnv().DEALER_API_TIMEOUT_MS);
  if (timeoutMs <= 0) return unavailable();
  const signal = AbortSignal.timeout(timeoutMs);
  let upstream: Response;
  try {
    upstream = await beforeTimeout(
      currentTransport()(new Request(`http://dealer-api.internal${path}`, { headers, signal }), signal),
      signal,
    );
  } catch {
    return unavailable();
  }
  const picture = upstream.ok && isPictureType(upstream.headers.get("content-type"));
  if (upstream.status !== 304 && !picture) {
    await upstream.body?.cancel().catch(() => {});
    if (upstream.ok) log.warn({ path, type: upstream.headers.get("content-type") }, "media: not a picture");
    return errorForStatus(upstream.status, path).kind === "not-found" ? notFound() : unavailable();
  }
  let body: Uint8Array<ArrayBuffer> | null = null;
  if (upstream.status !== 304) {
    try {
      body = await beforeTimeout(readBounded(upstream, ANSWER_LIMITS.picture, signal), signal);
    } catch (error) {
      log.warn({ path, err: error }, "media: picture too large or too slow");
      return unavailable();
    }
  }
  const answer = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) answer.set(name, value);
  }
  answer.set("X-Content-Type-Options", "nosniff");
  // SVG pictures are images only: no scripts may run even if one is opened directly.
  answer.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return new Response(body, { status: upstream.status, headers: answer });
}
