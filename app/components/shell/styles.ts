/** Focus rings (component classes in tailwind.css) for the chrome: a 2px outline that keeps ≥ 3:1 contrast on white and on the navy bars. */
export const focusRing = "focus-ring";
export const focusRingOnDark = "focus-ring-on-dark";

/** A <summary> without the browser's disclosure triangle (we draw our own chevron). */
export const bareSummary = "bare-summary";

/** The chrome's content width. */
export const container = "mx-auto w-full max-w-screen-xl px-4";
