import { joinHtml, markup, type SafeHtml } from "../safe-html";
import { withCount, type Choice } from "./choices";

/**
 * A filter dropdown's <option>s as one piece of HTML (ChoiceSelect): a results page has seventeen dropdowns and about
 * two hundred options, and React drawing each option as an element cost about half a millisecond a page (ADR 071). The
 * markup is what React would write, the chosen option marked `selected`, every label and value escaped by `markup`.
 */
export function optionMarkup(choices: readonly Choice[], anyLabel: string | null, value: string): SafeHtml {
  const options = anyLabel === null ? [] : [option("", anyLabel, value === "")];
  for (const choice of choices)
    options.push(option(choice.value, withCount(choice.label, choice.count), choice.value === value));
  return joinHtml(options);
}

const option = (value: string, label: string, selected: boolean) =>
  selected
    ? markup`<option value="${value}" selected="">${label}</option>`
    : markup`<option value="${value}">${label}</option>`;
