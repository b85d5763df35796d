import { AsyncLocalStorage } from "node:async_hooks";

/**
 * One time limit per site request, shared by every dealer API call the request makes (DESIGN: a silent dealer API
 * costs one request its time limit). A form post that re-draws its page runs an action and then the loaders: without a
 * shared limit, each of their calls could wait the whole time limit in turn.
 */
const deadlines = new AsyncLocalStorage<number>();

/** Runs one site request (app/server.ts) with its dealer API deadline. */
export function withDealerDeadline<T>(limitMs: number, handle: () => T): T {
  return deadlines.run(Date.now() + limitMs, handle);
}

/** How long the next call may take: what is left of the request's limit, or the whole limit outside a request. */
export function timeLeftMs(limitMs: number, now = Date.now()): number {
  const deadline = deadlines.getStore();
  if (deadline === undefined) return limitMs;
  return Math.min(limitMs, Math.max(0, deadline - now));
}
