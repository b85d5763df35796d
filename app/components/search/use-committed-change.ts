import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from "react";

/**
 * A select that searches when the shopper commits a choice, not on every step towards it (WCAG 3.2.2 On Input,
 * docs/decisions/271-selects-change-on-commit.md). On a closed select, the arrow keys, Home, End, Page Up/Down and
 * typing a letter move through the options and the browser reports each step as a change: those steps are only shown,
 * and the choice is applied on Enter or when focus leaves the select. A choice picked from the opened list (a click, a
 * tap, Enter in the list) is applied at once, as before. The phone's Budget form waits for its button instead
 * (MobileBudget.tsx); without JavaScript every select waits for its form's button.
 */

const STEP_KEYS = new Set([
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Home",
  "End",
  "PageUp",
  "PageDown",
]);

/** True for a key that steps through a closed select's options rather than committing one. */
export const stepsThroughOptions = (event: Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey">) =>
  !event.altKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  (STEP_KEYS.has(event.key) || (event.key.length === 1 && event.key !== " "));

export function useCommittedChange(applied: string, commit: (value: string) => void) {
  // What the select shows while the shopper steps through it; null: the applied value.
  const [pending, setPending] = useState<string | null>(null);
  // Kept beside the state: keys can come faster than renders, and the choice committed is the select's own value.
  const stepped = useRef(false);
  const stepping = useRef(false);
  // A new search (this select's or another control's) shows its own value.
  useEffect(() => {
    stepped.current = false;
    setPending(null);
  }, [applied]);

  const flush = (value: string) => {
    if (!stepped.current) return;
    stepped.current = false;
    // The choice stays shown until its search arrives (the effect above), rather than the old value for a moment.
    if (value !== applied) commit(value);
    else setPending(null);
  };
  return {
    value: pending ?? applied,
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      if (event.key === "Enter") flush(event.currentTarget.value);
      stepping.current = stepsThroughOptions(event);
    },
    onKeyUp: () => {
      stepping.current = false;
    },
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      if (stepping.current) {
        stepped.current = true;
        setPending(event.target.value);
      } else {
        stepped.current = false;
        setPending(null);
        commit(event.target.value);
      }
    },
    onBlur: (event: FocusEvent<HTMLSelectElement>) => flush(event.currentTarget.value),
  };
}
