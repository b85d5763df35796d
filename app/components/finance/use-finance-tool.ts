import { useFetcher } from "@remix-run/react";
import { withToolParams, type FinanceParamPrefix } from "~/lib/finance/params";

export type FinanceToolBlock = "personalise" | "calculator" | "budget";

/** What /resources/finance/{vrm} answers: the tool's view, or nothing when the car or the dealer API is missing. */
export interface FinanceToolAnswer<View> {
  view?: View;
  unavailable?: boolean;
}

/** The address bar follows the tool's choice (without a navigation), so a reload or a shared link shows it again. */
export function rememberInUrl(prefix: FinanceParamPrefix, query: URLSearchParams): void {
  window.history.replaceState(window.history.state, "", withToolParams(window.location.href, prefix, query));
}

/**
 * One finance tool's in-place updates: a fetcher loads the tool's view from the resource route. A fetcher aborts its
 * earlier load when it starts a new one, so a stale answer never overwrites a newer choice. The personalise tool's
 * choice becomes the shopper's finance defaults, a change to their session, so it is posted; the others only read.
 */
export function useFinanceTool<View>(block: FinanceToolBlock, vrm: string, prefix: FinanceParamPrefix) {
  const fetcher = useFetcher<FinanceToolAnswer<View>>();
  const load = (query: URLSearchParams) => {
    const resource = `/resources/finance/${encodeURIComponent(vrm)}`;
    if (block === "personalise") fetcher.submit(query, { method: "post", action: resource });
    else fetcher.load(`${resource}?${new URLSearchParams([["block", block], ...query])}`);
    rememberInUrl(prefix, query);
  };
  return {
    answer: fetcher.data as FinanceToolAnswer<View> | undefined,
    busy: fetcher.state !== "idle",
    load,
  };
}
