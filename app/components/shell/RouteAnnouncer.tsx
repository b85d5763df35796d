import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/** Where a new page's reading starts: its main heading, or the main landmark if it has none. */
function pageStart(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>("main h1") ??
    document.querySelector<HTMLElement>("h1") ??
    document.querySelector<HTMLElement>("main")
  );
}

/**
 * Remix swaps pages without a page load, so screen readers hear nothing and focus stays on the link that was pressed.
 * After a client-side navigation to another path this moves focus to the new page's <h1> (or <main>) and announces
 * the page title in a polite live region. A change of query only (filters, sort, pages of results) announces the new
 * title if it changed, but leaves focus where the visitor is working. Hash-only changes are the browser's job.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const [message, setMessage] = useState("");
  const previous = useRef<{ pathname: string; search: string; title: string } | null>(null);

  useEffect(() => {
    const before = previous.current;
    const now = { pathname: location.pathname, search: location.search, title: document.title };
    previous.current = now;
    if (!before || (before.pathname === now.pathname && before.search === now.search)) return;

    const pathChanged = before.pathname !== now.pathname;
    // Let Remix's <Meta> and the new route finish rendering before reading the title and the heading.
    const frame = window.requestAnimationFrame(() => {
      const title = document.title;
      if (pathChanged) {
        const target = pageStart();
        if (target) {
          if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
          target.focus({ preventScroll: true });
        }
      }
      // A trailing no-break space makes a repeated title a new message, so it is announced again.
      if (pathChanged || title !== before.title)
        setMessage((last) => (last === title ? `${title}\u00a0` : title));
      previous.current = { ...now, title };
    });
    return () => window.cancelAnimationFrame(frame);
  }, [location.pathname, location.search]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
