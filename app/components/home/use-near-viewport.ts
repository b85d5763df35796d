import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has come near the screen. A below-the-fold enhancement waits for this, so its set-up (and the
 * layout it measures) is not part of the page's first load.
 */
export function useNearViewport(element: RefObject<Element>, margin = "400px 0px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
