import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

const OPEN = "details[open][data-disclosure]";

/**
 * Whether a disclosure holds a node: inside it, or inside what its summary controls (the header's Menu shows the main
 * navigation that follows it, which is not inside it: Header.tsx).
 */
function holds(details: HTMLDetailsElement, node: Node): boolean {
  if (details.contains(node)) return true;
  const controlled = details.querySelector("summary")?.getAttribute("aria-controls");
  return !!controlled && !!document.getElementById(controlled)?.contains(node);
}

function closeAll(root: HTMLElement) {
  root.querySelectorAll<HTMLDetailsElement>(OPEN).forEach((details) => {
    details.open = false;
  });
}

/**
 * Enhances the header's <details> disclosures (which work alone without JavaScript). Each carries
 * data-disclosure="<group>": opening one closes the others of its group (docs/product/shell.md#header: one
 * panel at a time); Escape closes the innermost open one and returns focus to its summary; a click outside
 * closes them; any navigation closes them all.
 */
export function useDisclosureGroup(rootRef: RefObject<HTMLElement>) {
  const location = useLocation();
  const firstKey = useRef(location.key);

  useEffect(() => {
    // Not on hydration: a panel opened while the page was loading stays open.
    if (location.key !== firstKey.current && rootRef.current) closeAll(rootRef.current);
  }, [location.key, rootRef]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;

    function onToggle(event: Event) {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.dataset.disclosure) return;
      root!.querySelectorAll<HTMLDetailsElement>(OPEN).forEach((other) => {
        if (
          other.dataset.disclosure === opened.dataset.disclosure &&
          other !== opened &&
          !other.contains(opened)
        ) {
          other.open = false;
        }
      });
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const open = [...root!.querySelectorAll<HTMLDetailsElement>(OPEN)];
      if (open.length === 0) return;
      const focused = document.activeElement;
      const holder = open.reverse().find((details) => focused && holds(details, focused));
      if (holder) {
        holder.open = false;
        holder.querySelector("summary")?.focus();
      } else {
        closeAll(root!);
      }
    }

    function onClick(event: MouseEvent) {
      const target = event.target;
      if (!(target instanceof Node)) return;
      root!.querySelectorAll<HTMLDetailsElement>(OPEN).forEach((details) => {
        if (!holds(details, target)) details.open = false;
      });
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
