import { useEffect, type RefObject } from "react";

const OPEN = "details[open][data-dropdown]";

/**
 * Enhances the filter panel's dropdowns (each a <details data-dropdown>, which works alone without JavaScript): one is
 * open at a time, a click anywhere else closes it, and Escape closes it and returns focus to its summary
 * (docs/product/search.md#filters, rule 7). Applying a filter doesn't close it, so several makes can be
 * ticked in a row.
 */
export function useDropdowns(rootRef: RefObject<HTMLElement>) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const openOnes = () => [...root.querySelectorAll<HTMLDetailsElement>(OPEN)];

    function onToggle(event: Event) {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.hasAttribute("data-dropdown"))
        return;
      for (const other of openOnes()) if (other !== opened) other.open = false;
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      const holder = openOnes().find((details) => details.contains(document.activeElement));
      if (!holder) return;
      holder.open = false;
      holder.querySelector("summary")?.focus();
    }
    function onClick(event: MouseEvent) {
      const target = event.target;
      if (!(target instanceof Node) || !target.isConnected) return;
      for (const details of openOnes()) if (!details.contains(target)) details.open = false;
    }

    // toggle does not bubble: listen in the capture phase.
    root.addEventListener("toggle", onToggle, true);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    return () => {
      root.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
    };
  }, [rootRef]);
}
