import { withCount, type Choice } from "./options";

/**
 * A filter dropdown's <option>s as one piece of HTML (ChoiceSelect): a results page has seventeen dropdowns and about
 * two hundred options, and React drawing each option as an element cost about half a millisecond a page (ADR 071). The
 * markup is what React would write, the chosen option marked `selected`, every label and value escaped.
 */
export function optionMarkup(choices: readonly Choice[], anyLabel: string | null, value: string): string {
  let html = anyLabel === null ? "" : option("", anyLabel, value === "");
  for (const choice of choices)
    html += option(choice.value, withCount(choice.label, choice.count), choice.value === value);
  return html;
}

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${escapeHtml(value)}"${selected ? ' selected=""' : ""}>${escapeHtml(label)}</option>`;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** Text safe inside an element or a double-quoted attribute (the characters React escapes). */
export function escapeHtml(text: string): string {
  return /["'&<>]/.test(text) ? text.replace(/["'&<>]/g, (character) => ENTITIES[character]) : text;
}
