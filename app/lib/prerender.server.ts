import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { KeptMarkup } from "~/components/Prerendered";
import type { SafeHtml } from "./safe-html";
import { layoutMarkup } from "./cache.server";
import { log } from "~/lib/ops/log.server";

/**
 * The markup of the page's parts that depend only on content (components/Prerendered.tsx), by part and props, is kept
 * in `layoutMarkup` (cache.server.ts). It is never stale: its key is everything the markup is drawn from, so changed
 * content is a new key (a few dozen are in use at a time: the menus, the footer and the contact panels for each
 * branch). Each process keeps its own, which is safe: the markup follows from the key alone.
 */

/**
 * One page's lookups: the kept markup for a part, or undefined, in which case the page draws the part in place and it is
 * drawn on its own after the page (`keepNewParts`), for the pages that follow. Drawing a part inside the page's own
 * render is not possible: React's server renderer keeps its state in the module.
 */
export function keptMarkupForPage(): { lookup: KeptMarkup; keepNewParts: () => void } {
  const missing = new Map<string, ReactElement>();
  return {
    lookup(key, element) {
      const html = layoutMarkup.get(key);
      if (html === undefined) missing.set(key, element);
      return html;
    },
    keepNewParts() {
      for (const [key, element] of missing) {
        let html: string;
        try {
          html = renderToString(element);
        } catch (error) {
          // A part that needs the page around it (a context) is not a part: it stays drawn in place.
          log.error({ err: error, part: key.slice(0, 40) }, "a kept part cannot be drawn on its own");
          continue;
        }
        // React escapes every text and attribute it draws, as it does in the page.
        layoutMarkup.set(key, html as SafeHtml);
      }
    },
  };
}

/** For tests: forget every kept part. */
export function forgetKeptMarkup(): void {
  layoutMarkup.clear();
}
