import { createElement, type ComponentPropsWithoutRef } from "react";
import type { SafeHtml } from "~/lib/safe-html";

/** The elements that may hold HTML. */
export type HtmlTag = "div" | "select" | "footer";

type HtmlProps<T extends HtmlTag> = { as: T; html: SafeHtml } & Omit<
  ComponentPropsWithoutRef<T>,
  "children" | "dangerouslySetInnerHTML"
>;

/**
 * The one place the site writes HTML into the page (the lint rule in eslint.config.js refuses
 * `dangerouslySetInnerHTML` anywhere else): an element whose content is `html`, which only the sanitiser and our own
 * escaping `markup` make (lib/safe-html.ts). Everything else is the element's own props.
 */
export function Html<T extends HtmlTag>({ as, html, ...props }: HtmlProps<T>) {
  return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html } });
}
