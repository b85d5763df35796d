import { createHash, timingSafeEqual } from "node:crypto";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * What a dealer's hosting can scrape (docs/decisions/230-operability.md): requests by route pattern, never by address,
 * so the labels stay as few as the routes; dealer API calls by call name (app/dealer/request.server.ts).
 */
export function createSiteMetrics({ processMetrics = false }: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "site_http_requests_total",
    help: "Requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: "site_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's end, by method and route pattern",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const dealerCallSeconds = new Histogram({
    name: "site_dealer_api_call_duration_seconds",
    help: "Time of each dealer API call, by call name and outcome (ok, or how it failed)",
    labelNames: ["call", "outcome"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    recordRequest({ method, route, status, seconds }: RequestFigures) {
      requests.inc({ method, route, status: String(status) });
      requestSeconds.observe({ method, route }, seconds);
    },
    recordDealerCall({ call, outcome, seconds }: DealerCallFigures) {
      dealerCallSeconds.observe({ call, outcome }, seconds);
    },
    exposition: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

export interface RequestFigures {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

export interface DealerCallFigures {
  call: string;
  outcome: string;
  seconds: number;
}

/** The server's metrics, one set per process. */
export const siteMetrics = createSiteMetrics({ processMetrics: true });

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * The metrics are not public: only a request with `Authorization: Bearer <METRICS_TOKEN>` reads them, and with no
 * token configured nobody does. Compared in constant time (of the tokens' digests, which have one length).
 */
export function mayReadMetrics(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(authorization.slice("Bearer ".length)), digest(token));
}
