import type { ReactNode } from "react";

interface PageSectionProps {
  /** The section's anchor: a link to it, or to anything in it, opens it (browsers open a closed <details> for it). */
  id: string;
  /** What the shopper reads on the closed section: a short name of its content. */
  title: string;
  /** A few words of what is inside, beside the title. */
  hint?: string;
  /** Open on arrival: the shopper's own answer is in it (a no-JavaScript form sent back to this page). */
  open?: boolean;
  children: ReactNode;
}

/**
 * One of the car page's detail sections (docs/product/vehicle-page.md#the-page): on a phone a closed disclosure the
 * shopper can skip or open, without JavaScript too, so the page is the car, its facts, price and finance first, then a
 * short list of what else there is. From 64em, where the detail has the left column, every section is shown open and
 * its disclosure line hidden (vehicle-page.css), in browsers that can style a <details>' content; in the others it
 * stays a disclosure. docs/decisions/305-car-page-first-screen.md
 */
export function PageSection({ id, title, hint, open, children }: PageSectionProps) {
  return (
    <details id={id} open={open || undefined} className="vp-section group border-b border-gray-200">
      <summary className="flex min-h-[56px] list-none items-center justify-between gap-4 py-3 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block text-lg font-bold text-gray-900">{title}</span>
          {hint ? <span className="block text-sm text-gray-700">{hint}</span> : null}
        </span>
        <span aria-hidden="true" className="text-xl text-brand transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="vp-section-body pb-8">{children}</div>
    </details>
  );
}
