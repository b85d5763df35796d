import type { ReactNode } from "react";
import { bareSummary, focusRing } from "./styles";

/**
 * A dropdown of the Make & model section: its summary names the field and what is chosen ("Make: Ford, Vauxhall" or
 * "Any"); its panel holds the choices. Unavailable (docs/product/search.md#filters: no model without a make)
 * it is plain text saying why.
 */
export function Dropdown({
  label,
  chosen,
  unavailable,
  children,
}: {
  label: string;
  chosen: string[];
  /** Why the dropdown can't be used yet; undefined when it can. */
  unavailable?: string;
  children: ReactNode;
}) {
  const summaryValue = chosen.length > 0 ? chosen.join(", ") : "Any";
  const box = "flex min-h-11 w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-left";
  if (unavailable) {
    return (
      <div>
        <p className="mb-1 text-sm font-semibold text-gray-900">{label}</p>
        <p className={`${box} border-gray-300 bg-gray-100 text-gray-700`}>{unavailable}</p>
      </div>
    );
  }
  return (
    <div>
      <p className="mb-1 text-sm font-semibold text-gray-900" aria-hidden="true">
        {label}
      </p>
      <details data-dropdown="" className="group/dropdown">
        <summary className={`${bareSummary} ${box} border-gray-500 bg-white text-gray-900 ${focusRing}`}>
          <span className="sr-only">{label}: </span>
          <span className="truncate">{summaryValue}</span>
          <span aria-hidden="true" className="text-brand group-open/dropdown:rotate-180">
            ▾
          </span>
        </summary>
        <div className="mt-1 max-h-80 overflow-y-auto rounded-md border border-gray-300 bg-white p-2 shadow-sm">
          {children}
        </div>
      </details>
    </div>
  );
}
