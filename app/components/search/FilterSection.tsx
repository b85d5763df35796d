import { useState, type ReactNode } from "react";

/**
 * One collapsible section of the filter panel (docs/product/search.md#filters): a <details>, so it opens and
 * closes without JavaScript. Its first state is kept for the life of the page: React never fights the
 * shopper's own opening and closing.
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
    <details open={initiallyOpen} className="filter-section">
      {/* Its chevron is drawn by CSS (tailwind.css): decoration only, so nothing for a screen reader to read. */}
      <summary className="filter-summary">{title}</summary>
      <div className="space-y-4 pb-4">{children}</div>
    </details>
  );
}
