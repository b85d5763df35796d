import sanitizeHtml from "sanitize-html";
import { recentAnswers } from "../../dealer-api/recent-answers";
import type { SafeHtml } from "./safe-html";

/**
 * Content-service HTML is trusted only after this: a small allow-list of text markup, safe links. Its answer is the
 * SafeHtml that `<Html>` draws (safe-html.ts). The same few blocks are on page after page (a page's content, a form's
 * terms), so recent results are kept: sanitising is pure in its input.
 */
export function sanitiseContentHtml(html: string): SafeHtml {
  return sanitised(html, () => sanitise(html) as SafeHtml);
}

const sanitised = recentAnswers<SafeHtml>(200);

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
