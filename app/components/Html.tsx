import { createElement, type ComponentPropsWithoutRef } from "react";
import type { SafeHtml } from "~/lib/safe-html";

type Tag = "div" | "select";

type HtmlProps<T extends Tag> = { as: T; html: SafeHtml } & Omit<
  ComponentPropsWithoutRef<T>,
  "children" | "dangerouslySetInnerHTML"
>;

/**
 * The one place the site writes HTML into the page (the lint rule in eslint.config.js refuses
 * `dangerouslySetInnerHTML` anywhere else): an element whose content is `html`, which only the sanitiser or our own
 * escaping `markup` makes (lib/safe-html.ts). Everything else is the element's own props.
 */
export function Html<T extends Tag>({ as, html, ...props }: HtmlProps<T>) {
  return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html } });
}
