import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type MutableRefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex="0"]';

/**
 * What an open bar needs from the page (docs/product/shell.md#header, rule 4): page scrolling locked, Tab
 * kept inside the dialog, Escape and any navigation close it, and focus goes back to the control that opened
 * it.
 */
export function useModalPanel(
  open: boolean,
  close: () => void,
  opener: MutableRefObject<HTMLElement | null>,
) {
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const firstKey = useRef(location.key);

  useEffect(() => {
    if (location.key !== firstKey.current) {
      firstKey.current = location.key;
      close();
    }
  }, [location.key, close]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    const returnTo = opener.current;

    function onKeyDown(event: KeyboardEvent) {
      const dialog = ref.current;
      if (!dialog) return;
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== "Tab") return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      root.style.overflow = before;
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open, close, opener]);

  return ref;
}
