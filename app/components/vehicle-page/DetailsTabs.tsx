import { useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Vehicle } from "@contract/vehicle";
import { detailTabs, tabIndexForKey, toggleTab, type DetailTabId } from "~/lib/vehicle/details";
import { detailPanel } from "./DetailPanels";
import { Html } from "~/components/Html";
import type { SafeHtml } from "~/lib/safe-html";

const FIRST_OPEN: DetailTabId = "overview";

/**
 * The details tabs (docs/product/vehicle-page.md#details). Without JavaScript every panel is a section with
 * its own heading, all visible. With it, the ARIA tabs pattern: one panel open at a time, choosing the open
 * tab closes it, arrows/Home/End move along the tabs. Before hydration the `.js` class already hides all but
 * the first panel, so nothing jumps.
 */
export function DetailsTabs({ vehicle, disclaimerHtml }: { vehicle: Vehicle; disclaimerHtml: SafeHtml }) {
  const enhanced = useHydrated();
  const tabs = detailTabs(vehicle);
  const [open, setOpen] = useState<DetailTabId | null>(FIRST_OPEN);
  const [focusable, setFocusable] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const next = tabIndexForKey(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setFocusable(next);
    setOpen(tabs[next].id);
    tabRefs.current[next]?.focus();
  }

  return (
    <section aria-labelledby="details-heading" className="space-y-4">
      <h2 id="details-heading" className="text-2xl font-bold text-gray-900">
        Vehicle details
      </h2>
      <div
        role="tablist"
        aria-label="Vehicle details"
        className="flex flex-wrap gap-2 border-b border-gray-300 [.no-js_&]:hidden"
      >
        {tabs.map((tab, index) => {
          const selected = open === tab.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`details-tab-${tab.id}`}
              aria-controls={`details-panel-${tab.id}`}
              aria-selected={selected}
              tabIndex={index === focusable ? 0 : -1}
              onClick={() => {
                setFocusable(index);
                setOpen(toggleTab(open, tab.id));
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px min-h-[44px] rounded-t-md border px-4 font-semibold ${
                selected
                  ? "border-gray-300 border-b-white bg-white text-brand"
                  : "border-transparent text-gray-700 hover:text-brand"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const hiddenBeforeHydration = !enhanced && tab.id !== FIRST_OPEN ? "[.js_&]:hidden" : "";
        return (
          <section
            key={tab.id}
            id={`details-panel-${tab.id}`}
            role={enhanced ? "tabpanel" : undefined}
            aria-labelledby={enhanced ? `details-tab-${tab.id}` : `details-heading-${tab.id}`}
            tabIndex={enhanced ? 0 : undefined}
            hidden={enhanced ? open !== tab.id : undefined}
            className={`rounded-md ${hiddenBeforeHydration}`}
          >
            <h3
              id={`details-heading-${tab.id}`}
              className="mb-3 text-xl font-bold text-gray-900 [.js_&]:sr-only"
            >
              {tab.label}
            </h3>
            {detailPanel(tab.id, vehicle)}
          </section>
        );
      })}
      {/* Content-service copy, sanitised by the loader. */}
      <Html as="div" className="text-sm text-gray-700 [&_p]:m-0" html={disclaimerHtml} />
    </section>
  );
}
