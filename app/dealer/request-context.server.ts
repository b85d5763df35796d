import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What every dealer API call of one site request shares, set by app/server.ts for the request's whole run:
 * - one time limit (DESIGN: a silent dealer API costs one request its time limit). A form post that re-draws its page
 *   runs an action and then the loaders: without a shared limit, each of their calls could wait the whole time limit
 *   in turn;
 * - the request's id, which each call carries to the dealer API and every log line names
 *   (docs/decisions/230-operability.md).
 */
interface RequestContext {
  deadline: number;
  requestId: string;
  /** The route pattern the request goes to (app/lib/ops/route-pattern.ts), for error reports. */
  route?: string;
}

const requests = new AsyncLocalStorage<RequestContext>();

/** Runs one site request (app/server.ts) with its id and its dealer API deadline. */
export function withRequestContext<T>(
  { requestId, route, dealerTimeLimitMs }: { requestId: string; route?: string; dealerTimeLimitMs: number },
  handle: () => T,
): T {
  return requests.run({ deadline: Date.now() + dealerTimeLimitMs, requestId, route }, handle);
}

/** How long the next call may take: what is left of the request's limit, or the whole limit outside a request. */
export function timeLeftMs(limitMs: number, now = Date.now()): number {
  const deadline = requests.getStore()?.deadline;
  if (deadline === undefined) return limitMs;
  return Math.min(limitMs, Math.max(0, deadline - now));
}

/** The id of the site request being answered; none outside one (start-up, tests calling a loader directly). */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

/** The route pattern of the site request being answered. */
export function currentRoute(): string | undefined {
  return requests.getStore()?.route;
}
