import { useEffect, useRef } from "react";
import { useLocation } from "@remix-run/react";

/**
 * Focus goes to the new page's heading when a step is reached in the browser (with JavaScript the page does not
 * reload, so a screen reader would not otherwise hear that the step changed); a first page load keeps the browser's.
 * The heading needs tabIndex={-1}. Used by the valuation wizard and the click-and-collect order's steps.
 */
export function useArrivalFocus() {
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (location.key === "default") return;
    heading.current?.focus();
  }, [location.key]);
  return heading;
}
