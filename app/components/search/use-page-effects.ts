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
 * The filter panel is a <details>, closed in the server's markup so a phone opens on the results (ADR 310). From 64em
 * CSS shows its content in its column even while closed (tailwind.css, `.filter-panel`); with JavaScript it is also
 * marked open there, so what assistive technology is told matches what is shown. Nothing moves on the screen.
 */
export function usePanelOnWideScreens(ref: RefObject<HTMLDetailsElement>) {
  useEffect(() => {
    const details = ref.current;
    if (!details || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(WIDE);
    if (query.matches) details.open = true;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) details.open = true;
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [ref]);
}
