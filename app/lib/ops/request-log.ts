import type { RequestRoute } from "./route-pattern";

export interface AnsweredRequest {
  requestId: string;
  method: string;
  route: RequestRoute;
  /** The parsed query string: only its parameters' names are logged. */
  query: Record<string, unknown>;
  status: number;
  seconds: number;
  /** The whole answer was sent (false when the client left first). */
  finished: boolean;
}

/**
 * The one log line of a request (docs/decisions/230-operability.md): the route's pattern, the address only where no
 * part of it is a secret or typed by the visitor (route-pattern.ts), the query's parameter names but never their
 * values, the status and the time taken. Built assets and files that are served are logged at debug.
 */
export function requestLine({ requestId, method, route, query, status, seconds, finished }: AnsweredRequest) {
  const served = route.id === undefined && status < 400;
  return {
    level: served ? ("debug" as const) : ("info" as const),
    fields: {
      requestId,
      method,
      path: route.loggedPath,
      route: route.pattern,
      query: Object.keys(query).sort(),
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      ...(finished ? {} : { aborted: true }),
    },
  };
}
