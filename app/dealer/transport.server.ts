import { createDealerApi, dealerApiOptionsFromEnv, type DealerApi } from "../../dealer-api/setup";
import { getEnv } from "~/lib/env.server";

/**
 * Sends one request to the dealer API: in process by default, over HTTP when DEALER_API_URL is set. The time limit's
 * signal is handed over as it is: a Request's own signal only follows it through a weak reference, which a busy
 * process may collect before the limit comes, leaving the call running.
 */
export type Transport = (request: Request, signal: AbortSignal) => Promise<Response>;

let embedded: Promise<DealerApi> | undefined;

/** The embedded dealer API, created (and seeded on first start) once per server process. */
export function embeddedDealerApi(): Promise<DealerApi> {
  embedded ??= createDealerApi(dealerApiOptionsFromEnv());
  return embedded;
}

const inProcess: Transport = async (request) => (await embeddedDealerApi()).app.fetch(request);

const overHttp = (baseUrl: string): Transport => {
  const base = new URL(baseUrl);
  return async (request, signal) => {
    const url = new URL(request.url);
    const target = new URL(
      url.pathname.replace(/^\//, "") + url.search,
      base.href.endsWith("/") ? base : `${base}/`,
    );
    // The body as bytes, not the stream: a call aborted while its body is still being sent then ends cleanly.
    const body = request.body ? await request.arrayBuffer() : undefined;
    return fetch(target, { method: request.method, headers: request.headers, body, signal });
  };
};

let override: Transport | undefined;

/** Tests swap the transport (e.g. to point the client at a dealer API over real HTTP). */
export function setTransport(transport: Transport | undefined): void {
  override = transport;
}

export function currentTransport(): Transport {
  if (override) return override;
  const { DEALER_API_URL } = getEnv();
  return DEALER_API_URL ? overHttp(DEALER_API_URL) : inProcess;
}

export const httpTransport = overHttp;
