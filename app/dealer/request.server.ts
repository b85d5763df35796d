import type { z } from "zod";
import { getEnv } from "~/lib/env.server";
import { currentTransport } from "./transport.server";
import { timeLeftMs } from "./request-context.server";
import { DealerApiError, errorForStatus } from "./errors";
import { ANSWER_LIMITS, AnswerTooLarge, readBoundedJson } from "./answer-limits.server";
import { keepTaggedAnswer, taggedAnswer } from "~/lib/cache.server";
import { log } from "~/lib/ops/log.server";
import { siteMetrics } from "~/lib/ops/metrics.server";

/** The origin used to build requests: in process it is never contacted; over HTTP the transport rewrites it. */
const ORIGIN = "http://dealer-api.internal";

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions<T extends z.ZodTypeAny> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Query;
  body?: unknown;
  schema: T;
  timeoutMs?: number;
  /** Extra request headers (e.g. X-Client-Id, which the dealer API's rate limit counts by). */
  headers?: Record<string, string>;
}

/**
 * A dealer API path with parts from variables, written `dealerPath\`/api/page/${slug}\``: the call's name (metrics)
 * is its fixed text with `*` for each part, "/api/page/*", so calls are named by what they ask, never by the address
 * (docs/decisions/230-operability.md).
 */
export interface DealerPath {
  readonly path: string;
  readonly name: string;
}

export function dealerPath(strings: TemplateStringsArray, ...parts: (string | number)[]): DealerPath {
  return {
    path: strings.reduce((path, text, index) => `${path}${parts[index - 1]}${text}`),
    name: strings.join("*"),
  };
}

/**
 * A path written out in full, its own name. A path built from variables must be a DealerPath: a string or a template
 * with a string in it is refused here (its keys would be an index signature, which an empty object satisfies).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the empty object is the test itself.
type FixedPath<P extends string> = {} extends Record<P, 0> ? never : P;

export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** One dealer API call: builds the request, applies the timeout, maps failures, parses the answer with the contract. */
export async function callDealerApi<T extends z.ZodTypeAny, P extends string = string>(
  call: DealerPath | FixedPath<P>,
  options: CallOptions<T>,
): Promise<z.infer<T>> {
  const { path, name } = typeof call === "string" ? { path: call, name: call } : call;
  const started = performance.now();
  let outcome = "ok";
  try {
    return await answerOf(path, options);
  } catch (error) {
    outcome = error instanceof DealerApiError ? error.kind : "error";
    throw error;
  } finally {
    siteMetrics.recordDealerCall({ call: name, outcome, seconds: (performance.now() - started) / 1000 });
  }
}

async function answerOf<T extends z.ZodTypeAny>(path: string, options: CallOptions<T>): Promise<z.infer<T>> {
  const timeoutMs = timeLeftMs(options.timeoutMs ?? getEnv().DEALER_API_TIMEOUT_MS);
  if (timeoutMs <= 0)
    throw new DealerApiError("timeout", path, "The request's time for dealer API calls is used up");
  const signal = AbortSignal.timeout(timeoutMs);
  const inTime = <R>(work: Promise<R>) => beforeTimeout(work, signal);
  const init: RequestInit = {
    method: options.method ?? "GET",
    headers: { ...options.headers, Accept: "application/json" },
    signal,
  };
  if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    (init.headers as Record<string, string>)["Content-Type"] = "application/json";
  }
  const url = `${ORIGIN}${path}${queryString(options.query)}`;
  const kept = init.method === "GET" ? taggedAnswer(url, options.schema) : undefined;
  if (kept) (init.headers as Record<string, string>)["If-None-Match"] = kept.tag;
  const timedOut = () => new DealerApiError("timeout", path, `No answer within ${timeoutMs} ms`);
  let response: Response;
  try {
    response = await inTime(currentTransport()(new Request(url, init), signal));
  } catch (error) {
    if (signal.aborted) throw timedOut();
    throw new DealerApiError("unavailable", path, `Dealer API unreachable: ${(error as Error).message}`);
  }
  if (kept && response.status === 304) return kept.data as z.infer<T>;
  // A redirect is never followed (the transport refuses it over HTTP): the dealer API has no reason to send one, and
  // following it would send the call, and its headers, wherever the answer says (ADR 260).
  if (!response.ok)
    throw errorForStatus(
      response.status,
      path,
      await inTime(errorBody(response, signal)).catch(() => undefined),
    );
  let json: unknown;
  try {
    // The whole body within the call's time limit, and no more of it than the contract's largest answer needs.
    json = await inTime(readBoundedJson(response, ANSWER_LIMITS.json, signal));
  } catch (error) {
    if (signal.aborted) throw timedOut();
    if (error instanceof AnswerTooLarge) throw new DealerApiError("bad-response", path, error.message);
    throw new DealerApiError("bad-response", path, "Answer is not JSON");
  }
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new DealerApiError(
      "bad-response",
      path,
      `Answer breaks the contract at ${first?.path.join(".")}: ${first?.message}`,
    );
  }
  const tag = init.method === "GET" ? response.headers.get("ETag") : null;
  if (tag) keepTaggedAnswer(url, options.schema, tag, parsed.data);
  return parsed.data;
}

/**
 * Settles as `work` does, or with the signal's reason when the time limit comes first: a call never outlives its
 * limit, whatever the transport does with the signal (an in-process call does not look at it).
 */
export function beforeTimeout<R>(work: Promise<R>, signal: AbortSignal): Promise<R> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<R>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener("abort", stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", stop));
  });
}

/** The JSON error body (`{ error: { status, message, … } }`) when there is one: forms show its message and field errors. */
async function errorBody(response: Response, signal: AbortSignal): Promise<unknown> {
  try {
    return await readBoundedJson(response, ANSWER_LIMITS.error, signal);
  } catch {
    return undefined;
  }
}

/** For calls whose failure is swallowed (visitor counts, suggestions, similar cars...: docs/product/site-wide.md). */
export async function orFallback<T>(call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    log.warn({ err: error }, "dealer API call failed, using a fallback");
    return fallback;
  }
}
