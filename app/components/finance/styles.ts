import { focusRing } from "~/components/shell/styles";

/** Shared looks of the finance tools' controls. */
export { focusRing };

export const panelClass = "scroll-mt-24 rounded-lg border border-gray-300 bg-white p-5 sm:p-6";

export const fieldClass = `min-h-11 w-full rounded-md border border-gray-600 bg-white px-2 text-gray-900 disabled:cursor-not-allowed disabled:bg-gray-100 ${focusRing}`;

export const labelClass = "mb-1 block text-sm font-semibold text-gray-900";

export const hintClass = "mb-1 block text-sm text-gray-700";

/** Shown without JavaScript only: with it, every change applies at once. */
export const noJsOnly = "[.js_&]:hidden";
