import { createContext, createElement, useContext, type ReactElement } from "react";
import { Html, type HtmlTag } from "~/components/Html";
import type { SafeHtml } from "~/lib/safe-html";

/**
 * A part of the page drawn only from its props, which are plain data (menus, branches, snippets): the same props always
 * give the same markup. Its component must read no context and use no hooks that change what it draws (useId,
 * router hooks); PlainLink qualifies, as its click handler is only attached in the browser.
 */
export interface Part<P extends object> {
  /** Names the part in the kept markup's key, beside its props. */
  name: string;
  /** (A method, so a part of any props is a Part<object>.) */
  component(props: P): ReactElement | null;
  props: P;
}

export const part = <P extends object>(
  name: string,
  component: (props: P) => ReactElement | null,
  props: P,
): Part<P> => ({ name, component, props });

/** The markup kept for a part (by the server, lib/prerender.server.ts), or undefined when it has none yet. */
export type KeptMarkup = (key: string, element: ReactElement) => SafeHtml | undefined;

const KeptMarkupContext = createContext<KeptMarkup | undefined>(undefined);
export const KeptMarkupProvider = KeptMarkupContext.Provider;

/** The kept markup's key: the part's name and its props, so other props are another part. */
export const partKey = (shown: Part<object>) => `${shown.name}:${JSON.stringify(shown.props)}`;

interface PrerenderedProps<P extends object> {
  /** The element that holds the part (the part's own markup goes inside it). */
  as: HtmlTag;
  className?: string;
  part: Part<P>;
}

/**
 * The header's menus and panels and the footer are the same on every page until the content changes, yet drawing them
 * with React cost every page about 2 ms (docs/benchmarks.md, "The layout"). On the server such a part is drawn once per
 * set of props and kept as HTML, which later pages insert as it is; in the browser React draws the part itself and
 * hydrates that markup, which is the very markup it would have drawn in place (shell/prerendered-layout.test.tsx
 * checks it). docs/decisions/190-layout-kept-markup.md
 */
export function Prerendered<P extends object>({ as, className, part: shown }: PrerenderedProps<P>) {
  const kept = useContext(KeptMarkupContext);
  const element = createElement(shown.component, shown.props);
  const html = kept?.(partKey(shown), element);
  return html === undefined ? (
    createElement(as, { className }, element)
  ) : (
    <Html as={as} className={className} html={html} />
  );
}
