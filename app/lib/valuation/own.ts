import { MAX_OWN_VALUATIONS } from "@contract/valuations";

/**
 * Which valuations are a visitor's own (docs/decisions/240-whose-valuation.md): the ids their session keeps, newest
 * first. Only the visitor who made a valuation sees its summary, and only their own is shown again when they look
 * the same car up at the same mileage for the same branch.
 */

/** The list with `id` first (once), keeping the newest `MAX_OWN_VALUATIONS`. */
export function withOwnValuation(own: readonly string[] | null | undefined, id: string): string[] {
  return [id, ...(own ?? []).filter((kept) => kept !== id)].slice(0, MAX_OWN_VALUATIONS);
}

/** The kept ids, at most the newest `MAX_OWN_VALUATIONS` (what a lookup may name as the visitor's own). */
export function ownList(own: readonly string[] | null | undefined): string[] {
  return (own ?? []).slice(0, MAX_OWN_VALUATIONS);
}

/** Whether `id` is one of the visitor's own valuations (an empty id never is). */
export function ownsValuation(own: readonly string[] | null | undefined, id: string): boolean {
  return id !== "" && (own ?? []).includes(id);
}
