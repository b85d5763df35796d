import { fileURLToPath } from "node:url";
import {
  EMBEDDED_DEALER_API_FILE,
  type EmbeddedDealerApi,
  type EmbeddedDealerApiModule,
} from "@contract/embedded";
import { REQUEST_ID_HEADER } from "@contract/observability";
import { getEnv } from "~/lib/env.server";
import { currentRequestId } from "./request-context.server";

/**
 * Sends one request to the dealer API: in process by default, over HTTP when DEALER_API_URL is set. The time limit's
 * signal is handed over as it is: a Request's own signal only follows it through a weak reference, which a busy
 * process may collect before the limit comes, leaving the call running.
 */
export type Transport = (request: Request, signal: AbortSignal) => Promise<Response>;

/**
 * The embedded dealer API's code, loaded on first use: from the site's build it is its own file beside
 * build/index.js (scripts/build-dealer-api.mjs), so a site pointed at another dealer API never loads it; run from the
 * sources (tests, tsx) it is the module itself. The path is worked out at run time so that the site's build does not
 * take the module in (docs/decisions/200-dealer-api-boundary.md).
 */
function loadEmbeddedDealerApi(): Promise<EmbeddedDealerApiModule> {
  const here = import.meta.url;
  const specifier = /\.tsx?$/.test(here)
    ? fileURLToPath(new URL("../../dealer-api/embedded.ts", here))
    : new URL(`./${EMBEDDED_DEALER_API_FILE}`, here).href;
  return import(/* @vite-ignore */ specifier);
}

let embedded: Promise<EmbeddedDealerApi> | undefined;

/** The embedded dealer API, created (and seeded on first start) once per server process. */
function embeddedDealerApi(): Promise<EmbeddedDealerApi> {
  embedded ??= loadEmbeddedDealerApi().then((code) => code.openEmbeddedDealerApi(process.env));
  return embedded;
}

const inProcess: Transport = async (request) => (await embeddedDealerApi()).fetch(request);

/**
 * Over HTTP every call carries the dealer API's shared secret when one is set (DEALER_API_TOKEN, a bearer token): a
 * dealer API reachable over a network answers nobody else (docs/decisions/261-standalone-dealer-api.md).
 */
const overHttp = (baseUrl: string, token?: string): Transport => {
  const base = new URL(baseUrl);
  return async (request, signal) => {
    if (token) request.headers.set("Authorization", `Bearer ${token}`);
    const url = new URL(request.url);
    const target = new URL(
      url.pathname.replace(/^\//, "") + url.search,
      base.href.endsWith("/") ? base : `${base}/`,
    );
    // The body as bytes, not the stream: a call aborted while its body is still being sent then ends cleanly.
    const body = request.body ? await request.arrayBuffer() : undefined;
    // A redirect is an error, never followed: the call and its headers (the site's token, the visitor's id) go to the
    // dealer API's address and nowhere else (docs/decisions/260-dealer-answers.md).
    return fetch(target, {
      method: request.method,
      headers: request.headers,
      body,
      signal,
      redirect: "error",
    });
  };
};

let override: Transport | undefined;

/** Tests swap the transport (e.g. to point the client at a dealer API over real HTTP). */
export function setTransport(transport: Transport | undefined): void {
  override = transport;
}

/**
 * Every call carries the id of the site request it is made for, in process and over HTTP alike, so the dealer API's
 * log line for it names the same request (docs/decisions/230-operability.md).
 */
const withRequestId =
  (transport: Transport): Transport =>
  (request, signal) => {
    const requestId = currentRequestId();
    if (requestId) request.headers.set(REQUEST_ID_HEADER, requestId);
    return transport(request, signal);
  };

export function currentTransport(): Transport {
  if (override) return withRequestId(override);
  const { DEALER_API_URL, DEALER_API_TOKEN } = getEnv();
  return withRequestId(DEALER_API_URL ? overHttp(DEALER_API_URL, DEALER_API_TOKEN) : inProcess);
}

export const httpTransport = overHttp;
