import type { ReactNode } from "react";

/** The asterisk after a required field's label; the form explains it once at the top ("Fields marked * are required"). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 font-bold text-red-700">
      *
    </span>
  );
}

export function RequiredExplained() {
  return (
    <p className="text-sm text-gray-700">
      Fields marked <span className="font-bold text-red-700">*</span> are required.
    </p>
  );
}

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-0.5 text-sm text-gray-700">
      {children}
    </p>
  );
}

/** The inline message, after the label and hint, with a hidden "Error:" for screen readers (GOV.UK). */
export function ErrorMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 font-semibold text-red-700">
      <span className="sr-only">Error: </span>
      {children}
    </p>
  );
}

export function controlClass(invalid: boolean): string {
  return invalid ? "field-control border-[3px] border-red-700" : "field-control border-2 border-gray-700";
}
