import { bareSummary, focusRing } from "~/components/shell/styles";

/** Shared looks of the filter panel's controls. */
export { bareSummary, focusRing };

export const selectClass = "field-select";

export const labelClass = "mb-1 block text-sm font-semibold text-gray-900";

/** Shown without JavaScript only: with it, every change applies at once. */
export const noJsOnly = "[.js_&]:hidden";

/** "Ford (43)": the count a choice would give, in words for screen readers too. */
export function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}
