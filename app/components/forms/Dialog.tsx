import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "@remix-run/react";

interface DialogProps {
  /** The element's id: links to the dialog's URL carry it as their fragment, so without JavaScript the page opens at it. */
  id?: string;
  title: string;
  /** The same page without the dialog: the close link, and where Escape goes. */
  closeHref: string;
  /** The control that opened it (its id), to give focus back to when it closes; else whatever had focus. */
  returnFocusTo?: string;
  children: ReactNode;
}

const isServer = typeof document === "undefined";

/**
 * Gives focus to the first of these that can take it. A control inside a closed <details> (the sticky bar's 'More')
 * cannot: its summary, which shows where it is, takes focus instead.
 */
function focusBack(candidates: (Element | null)[]) {
  for (const candidate of candidates) {
    if (!(candidate instanceof HTMLElement) || candidate === document.body || !candidate.isConnected)
      continue;
    const closed = candidate.closest("details:not([open])");
    const target = closed?.querySelector("summary") ?? candidate;
    target.focus();
    if (document.activeElement === target) return;
  }
}

interface FocusReturn {
  /** What had focus when the dialog opened. */
  opener: Element | null;
  /** The id of the control that opens it. */
  returnTo?: string;
  returned: boolean;
}

/** Once per opening, whichever way the dialog closes. */
function giveFocusBack(focus: FocusReturn) {
  if (focus.returned) return;
  focus.returned = true;
  focusBack([focus.returnTo ? document.getElementById(focus.returnTo) : null, focus.opener]);
}

/**
 * A dialog the URL asks for (e.g. ?modal=reserve): rendered only while it does, so a page carries no dialog it has not
 * opened. Without JavaScript it is drawn in the page where it stands (an open, non-modal <dialog>), with a real link
 * to close it. With JavaScript it becomes modal: the rest of the page is inert (focus stays inside), Escape closes it,
 * and focus goes back to what opened it, whether Escape or the URL (its close link, Back) closes it.
 */
export function Dialog({ id, title, closeHref, returnFocusTo, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const focus = useRef<FocusReturn>({ opener: null, returned: false });
  focus.current.returnTo = returnFocusTo;
  // Closing the in-page dialog to reopen it as a modal one fires a close event that must not close the dialog.
  const reopening = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    focus.current.opener = document.activeElement;
    if (dialog.open) {
      reopening.current = true;
      dialog.close();
    }
    dialog.showModal();
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    const onClose = () => {
      if (reopening.current) {
        reopening.current = false;
        return;
      }
      giveFocusBack(focus.current);
      // Escape closed it natively: the URL follows.
      navigate(closeHref, { replace: true, preventScrollReset: true });
    };
    dialog?.addEventListener("close", onClose);
    return () => dialog?.removeEventListener("close", onClose);
  }, [closeHref, navigate]);

  // The URL no longer asks for it: the dialog leaves the page, focus goes back.
  useEffect(() => {
    const state = focus.current;
    return () => giveFocusBack(state);
  }, []);

  return (
    <dialog
      ref={ref}
      id={id}
      // The server draws it open in the page; in the browser the effect above makes it modal.
      open={isServer ? true : undefined}
      suppressHydrationWarning
      aria-labelledby={titleId}
      className="w-full max-w-2xl rounded-lg bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-900/60 [&:modal]:max-h-[90vh] [&:modal]:overflow-y-auto [&:not(:modal)]:static [&:not(:modal)]:mx-auto [&:not(:modal)]:my-8 [&:not(:modal)]:border [&:not(:modal)]:scroll-mt-4 [&:not(:modal)]:border-gray-300"
    >
      <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <Link
          to={closeHref}
          replace
          preventScrollReset
          className="inline-flex min-h-[44px] items-center rounded-md px-3 font-semibold text-brand underline underline-offset-2"
        >
          Close<span className="sr-only"> {title}</span>
        </Link>
      </div>
      <div className="px-5 py-5">{children}</div>
    </dialog>
  );
}
