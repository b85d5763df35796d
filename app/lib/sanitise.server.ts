import sanitizeHtml from "sanitize-html";
import { keptSanitisedHtml } from "./cache.server";
import type { SafeHtml } from "./safe-html";

/**
 * Content-service HTML is trusted only after this: a small allow-list of text markup, safe links. Its answer is the
 * SafeHtml that `<Html>` draws (safe-html.ts). The same few blocks are on page after page (a page's content, a form's
 * terms), so results are kept (cache.server.ts, `sanitisedHtml`).
 */
export function sanitiseContentHtml(html: string): SafeHtml {
  return keptSanitisedHtml(html, (given) => sanitise(given) as SafeHtml);
}

function sanitise(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "h2",
      "h3",
      "h4",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "b",
      "i",
      "a",
      "blockquote",
      "abbr",
    ],
    allowedAttributes: { a: ["href", "title", "rel", "target"], abbr: ["title"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:\/\//.test(attribs.href ?? "");
        return {
          tagName,
          attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : attribs,
        };
      },
    },
  });
}
