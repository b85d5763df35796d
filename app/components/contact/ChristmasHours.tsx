import { useNavigate } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Dialog } from "~/components/forms/Dialog";
import { Html } from "~/components/Html";
import type { SafeHtml } from "~/lib/safe-html";

export const CHRISTMAS_MODAL = "christmas-hours";
const TITLE = "Christmas opening hours";
const BUTTON_ID = "christmas-hours-button";

interface ChristmasHoursProps {
  /** The content service's christmas-opening-hours snippet, sanitised by the loader. */
  html: SafeHtml;
  /** The address asks for the dialog (?modal=christmas-hours). */
  open: boolean;
  /** This page with the dialog open, and without it. */
  openHref: string;
  closeHref: string;
}

/**
 * The Christmas opening hours: without JavaScript a section of the page; with it a button that opens them in the
 * site's dialog (modal, Escape closes it, focus goes back to the button). The dialog lives in the URL like the site's
 * other dialogs, so Back closes it too.
 */
export function ChristmasHours({ html, open, openHref, closeHref }: ChristmasHoursProps) {
  const enhanced = useHydrated();
  const navigate = useNavigate();
  const hours = <Html as="div" className="prose-content" html={html} />;
  return (
    <>
      {enhanced ? (
        <button
          id={BUTTON_ID}
          type="button"
          aria-haspopup="dialog"
          className="btn-secondary"
          // The page moves to its top as the dialog opens (a new address resets the scroll), and cannot scroll while
          // it is open (app/tailwind.css): docs/decisions/275-layout-edges.md.
          onClick={() => navigate(openHref)}
        >
          {TITLE}
        </button>
      ) : open ? null : (
        <section
          id={CHRISTMAS_MODAL}
          aria-labelledby="christmas-hours-heading"
          className="rounded-lg border border-gray-200 bg-white p-6"
        >
          <h2 id="christmas-hours-heading" className="text-xl font-bold text-gray-900">
            {TITLE}
          </h2>
          <div className="mt-3">{hours}</div>
        </section>
      )}
      {open ? (
        <Dialog id={CHRISTMAS_MODAL} title={TITLE} closeHref={closeHref} returnFocusTo={BUTTON_ID}>
          {hours}
        </Dialog>
      ) : null}
    </>
  );
}
