import { bareSummary, focusRing } from "~/components/shell/styles";

/** Shared looks of the filter panel's controls. */
export { bareSummary, focusRing };

export const selectClass = "field-select";

export const labelClass = "field-label";

/** Shown without JavaScript only: with it, every change applies at once. */
export const noJsOnly = "[.js_&]:hidden";
