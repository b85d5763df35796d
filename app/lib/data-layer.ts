declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes an analytics event onto the data layer (read by a tag manager only when one is configured). */
export function pushEvent(event: string, details: Record<string, unknown> = {}): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, ...details });
}

/** The data layer's `page` event, 250 ms after a navigation settles. */
export const PAGE_EVENT_DELAY_MS = 250;
