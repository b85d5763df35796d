import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { loader as suggestionsLoader } from "~/routes/resources.suggestions";
import {
  SUGGEST_DEBOUNCE_MS,
  cleanTerm,
  moveActive,
  wantsSuggestions,
  type Suggestion,
} from "~/lib/site-search/suggestions";

/**
 * The header box's suggestions: asked for 750 ms after the last key once the term has 3 characters, shown until the
 * box is left, Escape is pressed or a choice is made.
 */
export function useSuggestions() {
  const [term, setTerm] = useState("");
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const fetcher = useFetcher<typeof suggestionsLoader>();

  const wanted = wantsSuggestions(term);
  const query = cleanTerm(term);
  useEffect(() => {
    if (!wanted) return;
    const timer = window.setTimeout(
      () => fetcher.load(`/resources/suggestions?q=${encodeURIComponent(query)}`),
      SUGGEST_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
    // fetcher.load is stable in use; the fetcher object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, wanted]);

  const answered = fetcher.data;
  const suggestions: Suggestion[] = wanted && answered && !dismissed ? answered.suggestions : [];
  const expanded = suggestions.length > 0;

  return {
    suggestions,
    expanded,
    active: expanded ? active : -1,
    /** Said to screen readers when an answer arrives for the term in the box. */
    announcement:
      wanted && answered && !dismissed && answered.term === query
        ? answered.suggestions.length === 0
          ? `No cars match ${answered.term}`
          : `${answered.suggestions.length} suggested ${answered.suggestions.length === 1 ? "car" : "cars"}. Use the up and down arrows to choose.`
        : "",
    type(value: string) {
      setTerm(value);
      setDismissed(false);
      setActive(-1);
    },
    move(key: "ArrowDown" | "ArrowUp") {
      if (dismissed) setDismissed(false);
      setActive((current) =>
        moveActive(current, suggestions.length || answered?.suggestions.length || 0, key),
      );
    },
    dismiss() {
      setDismissed(true);
      setActive(-1);
    },
    clear() {
      setTerm("");
      setActive(-1);
    },
  };
}
