import { useFetcher } from "@remix-run/react";
import { useRef } from "react";
import { withToolParams, type FinanceParamPrefix } from "~/lib/finance/finance-params";
import type { FinanceToolAnswer } from "~/lib/finance/tool-answer";

export type FinanceToolBlock = "personalise" | "calculator" | "budget";

/** The address bar follows the tool's choice (without a navigation), so a reload or a shared link shows it again. */
export function rememberInUrl(prefix: FinanceParamPrefix, query: URLSearchParams): void {
  window.history.replaceState(window.history.state, "", withToolParams(window.location.href, prefix, query));
}

/**
 * One finance tool's in-place updates: a fetcher loads the tool's view from the resource route. A fetcher aborts its
 * earlier load when it starts a new one, so a stale answer never overwrites a newer choice. The personalise tool's
 * choice becomes the shopper's finance defaults, a change to their session, so it is posted; the others only read.
 * When no answer arrived (`notUpdated`), the tool keeps its last view's choice, hides its figures and offers `retry`.
 */
export function useFinanceTool<View>(block: FinanceToolBlock, vrm: string, prefix: FinanceParamPrefix) {
  const fetcher = useFetcher<FinanceToolAnswer<View>>();
  const lastQuery = useRef<URLSearchParams>();
  const lastView = useRef<View>();
  const answer = fetcher.data as FinanceToolAnswer<View> | undefined;
  if (answer?.view) lastView.current = answer.view;
  const load = (query: URLSearchParams) => {
    lastQuery.current = query;
    const resource = `/resources/finance/${encodeURIComponent(vrm)}`;
    if (block === "personalise") fetcher.submit(query, { method: "post", action: resource });
    else fetcher.load(`${resource}?${new URLSearchParams([["block", block], ...query])}`);
    rememberInUrl(prefix, query);
  };
  return {
    answer,
    /** The latest view the site answered with, kept through a request that was not answered. */
    lastView: lastView.current,
    notUpdated: answer?.notUpdated === true,
    busy: fetcher.state !== "idle",
    load,
    retry: () => {
      if (lastQuery.current) load(lastQuery.current);
    },
  };
}
