import { useLocation } from "@remix-run/react";
import { useEffect, type RefObject } from "react";

/**
 * After a chip, a suggestion or a page link is followed with JavaScript, the link is gone or far away: focus moves to
 * the results heading, which is read out, and the page scrolls there
 * (docs/product/site-wide.md#accessibility: focus after in-place updates).
 */
export function useFocusResults(headingId: string) {
  const location = useLocation();
  useEffect(() => {
    const wanted = (location.state as { focusResults?: boolean } | null)?.focusResults;
    if (wanted) document.getElementById(headingId)?.focus();
  }, [location.key, location.state, headingId]);
}

const WIDE = "(min-width: 64em)";

/**
 * The filter panel is a <details>: open on wide screens (its summary hidden there), and, with JavaScript, closed on
 * small ones until the shopper opens it. Without JavaScript it stays open, above the results.
 */
export function usePanelOnWideScreens(ref: RefObject<HTMLDetailsElement>) {
  useEffect(() => {
    const details = ref.current;
    if (!details || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(WIDE);
    details.open = query.matches;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) details.open = true;
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [ref]);
}
