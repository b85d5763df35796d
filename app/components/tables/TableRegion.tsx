import type { ReactNode } from "react";

/**
 * A table that may scroll sideways on a narrow screen, in the one region every such table uses: it takes focus, so a
 * keyboard can scroll it (WCAG 2.1.1, axe's scrollable-region-focusable), and is named by the table's caption, so a
 * screen reader says what the stop is. It is positioned, so the table's visually hidden text (placed absolutely) stays
 * inside the box that scrolls instead of widening the page (docs/decisions/275-scrolling-tables-and-layout-edges.md).
 */
export function TableRegion({
  captionId,
  className = "",
  children,
}: {
  /** The id of the table's <caption>. */
  captionId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must take focus to be scrolled
      tabIndex={0}
      className={`focus-ring relative overflow-x-auto ${className}`}
    >
      {children}
    </div>
  );
}
