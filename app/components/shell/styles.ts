/** Focus rings for the chrome: a 2px outline that keeps ≥ 3:1 contrast on white and on the navy bars. */
export const focusRing =
  "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
export const focusRingOnDark =
  "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** A <summary> without the browser's disclosure triangle (we draw our own chevron). */
export const bareSummary = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/** The chrome's content width. */
export const container = "mx-auto w-full max-w-screen-xl px-4";
