declare const safeHtml: unique symbol;

/**
 * HTML the page may contain as it is. Only two things make it, and nothing else may (the lint rule in
 * eslint.config.js refuses `as SafeHtml` outside them):
 * - the sanitiser (sanitise.server.ts), for editor HTML from the content service;
 * - `markup` below, for HTML we write ourselves around text that it escapes;
 * `<Html>` (components/Html.tsx), the one component that writes HTML into the page, takes nothing else. It is still a
 * string at run time, so it crosses the loader's JSON to the browser unchanged.
 */
export type SafeHtml = string & { readonly [safeHtml]: true };

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** Text as HTML that shows it as text, safe inside an element or a quoted attribute (the characters React escapes). */
export function escapeHtml(text: string): SafeHtml {
  return (
    /["'&<>]/.test(text) ? text.replace(/["'&<>]/g, (character) => ENTITIES[character]) : text
  ) as SafeHtml;
}

/**
 * Our own markup around text: `markup`<option value="${value}">${label}</option>`` escapes every value put in, so a
 * value can neither close the attribute nor open an element. The literal parts are source code, never data.
 */
export function markup(literal: TemplateStringsArray, ...values: string[]): SafeHtml {
  let html = literal[0];
  for (let index = 0; index < values.length; index++) html += escapeHtml(values[index]) + literal[index + 1];
  return html as SafeHtml;
}

/** Safe pieces one after the other (whole elements, such as a select's options) are safe too. */
export function joinHtml(pieces: readonly SafeHtml[]): SafeHtml {
  return pieces.join("") as SafeHtml;
}
