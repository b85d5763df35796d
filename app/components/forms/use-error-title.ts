import { useEffect } from "react";

/** GOV.UK: while a form shows errors, the page title starts "Error: " (the first thing a screen reader reads). */
export function useErrorTitle(hasErrors: boolean): void {
  useEffect(() => {
    if (!hasErrors) return;
    const original = document.title;
    if (original.startsWith("Error: ")) return;
    document.title = `Error: ${original}`;
    return () => {
      if (document.title === `Error: ${original}`) document.title = original;
    };
  }, [hasErrors]);
}
