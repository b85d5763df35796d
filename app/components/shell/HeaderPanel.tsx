import { bareSummary, focusRingOnDark } from "./styles";

interface HeaderPanelProps {
  /** The summary's content: an icon and text (visible or sr-only) that names the panel. */
  summary: React.ReactNode;
  /** Which edge of the bar the panel hangs from on wide screens. */
  align?: "left" | "right";
  children: React.ReactNode;
}

/**
 * One of the header's panels (dealer, phone, email, social, search): a <details> in the "panel" group, so the browser
 * keeps one open at a time where it supports named <details>, and useDisclosureGroup does it everywhere else.
 * Below lg the panel spans the bar; from lg it is a card under its edge of the bar.
 */
export function HeaderPanel({ summary, align = "right", children }: HeaderPanelProps) {
  const panelClass = `absolute inset-x-0 top-full z-50 border-t border-gray-200 bg-white p-4 text-gray-900 shadow-lg lg:top-[calc(100%+0.25rem)] lg:w-96 lg:rounded-md lg:border lg:border-gray-200 ${
    align === "left" ? "lg:left-4 lg:right-auto" : "lg:left-auto lg:right-4"
  }`;
  return (
    <details data-disclosure="panel" name="header-panel" className="group">
      <summary
        className={`${bareSummary} flex min-h-11 min-w-11 items-center justify-center gap-2 rounded px-2 text-white hover:bg-white/10 group-open:bg-brand ${focusRingOnDark}`}
      >
        {summary}
      </summary>
      <div className={panelClass}>{children}</div>
    </details>
  );
}
