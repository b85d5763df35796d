import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/**
 * docs/product/shell.md#page-loader: the bar appears only for navigations slower than 200 ms and creeps
 * towards 90% over 5 s.
 */
const THROTTLE_MS = 200;
const CREEP_MS = 5000;
const FINISH_MS = 200;
const FADE_MS = 300;

function prefersReducedMotion() {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * A thin progress bar across the top of the page while Remix loads a page or submits a form. Animated with the Web
 * Animations API (no inline styles, so a strict CSP is fine); with reduced motion it just shows and hides.
 */
export function PageLoader() {
  const busy = useNavigation().state !== "idle";
  const [visible, setVisible] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => setVisible(true), THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  useEffect(() => {
    const bar = barRef.current;
    if (!visible || !bar) return;
    if (typeof bar.animate !== "function" || prefersReducedMotion()) {
      if (busy) return;
      setVisible(false);
      return;
    }
    if (busy) {
      // One keyframe: start from wherever the bar is (0, or part-way if a new navigation interrupted the finish).
      const creep = bar.animate([{ transform: "scaleX(0.9)" }], {
        duration: CREEP_MS,
        easing: "cubic-bezier(0.1, 0.7, 0.3, 1)",
        fill: "forwards",
      });
      // Leave the bar where it got to, so finishing (or a new navigation) carries on from there.
      return () => {
        try {
          creep.commitStyles();
        } catch {
          // The bar is gone (the page unmounted): nothing to keep.
        }
        creep.cancel();
      };
    }
    const finish = bar.animate(
      [
        { transform: "scaleX(1)", opacity: 1, offset: FINISH_MS / (FINISH_MS + FADE_MS) },
        { transform: "scaleX(1)", opacity: 0 },
      ],
      { duration: FINISH_MS + FADE_MS, easing: "ease-out", fill: "forwards" },
    );
    finish.onfinish = () => {
      bar.removeAttribute("style");
      setVisible(false);
    };
    return () => finish.cancel();
  }, [visible, busy]);

  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!visible}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 ${visible ? "" : "invisible"}`}
    >
      <div ref={barRef} className="h-full origin-left scale-x-0 bg-accent motion-reduce:scale-x-90" />
    </div>
  );
}
