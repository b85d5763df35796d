import { useState, type ReactNode } from "react";
import { bareSummary, focusRing } from "./styles";

/**
 * One collapsible section of the filter panel (spec 1 §2.8): a <details>, so it opens and closes without JavaScript.
 * Its first state is kept for the life of the page: React never fights the shopper's own opening and closing.
 */
export function FilterSection({
  title,
  open = false,
  children,
}: {
  title: string;
  open?: boolean;
  children: ReactNode;
}) {
  const [initiallyOpen] = useState(open);
  return (
    <details open={initiallyOpen} className="group/section border-b border-gray-200">
      <summary
        className={`${bareSummary} flex min-h-12 items-center justify-between gap-2 py-2 font-bold text-gray-900 ${focusRing}`}
      >
        {title}
        <span aria-hidden="true" className="text-brand transition-transform group-open/section:rotate-180">
          ▾
        </span>
      </summary>
      <div className="space-y-4 pb-4">{children}</div>
    </details>
  );
}
