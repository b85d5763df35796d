/**
 * Resolves at the shopper's first pointer, key, touch or input in the page: installed when this module first loads in
 * the browser (with the page's code), so an interaction that opened a dialog or reached a form has already resolved
 * it. Not focus: a dialog moves focus itself when it opens. On the server it is resolved at once. A form whose code
 * waits for it is drawn by the server and works as a plain form until then (docs/decisions/325).
 */
export const firstInteraction: Promise<void> =
  typeof document === "undefined"
    ? Promise.resolve()
    : new Promise((resolve) => {
        const events = ["pointerdown", "keydown", "touchstart", "input"] as const;
        const interacted = () => {
          for (const event of events) removeEventListener(event, interacted, true);
          resolve();
        };
        for (const event of events) addEventListener(event, interacted, { capture: true, passive: true });
      });
