import { lazy, Suspense } from "react";
import type { FormLoad } from "~/lib/forms/load.server";
import { FORM_NOT_FOUND } from "~/lib/forms/names";
import { VEHICLE_FORM_ANCHOR } from "~/lib/forms/vehicle-forms";
import { firstInteraction } from "~/lib/first-interaction";
import { Dialog } from "./Dialog";

/** The form's code (the form, its validation): its own chunk, loaded when a dialog opens or the shopper heads for one. */
export const loadVehicleFormBody = () => import("./VehicleFormBody");

/**
 * The form's code when the page needs it. A page loaded with a form open (?modal=…) has the form in its HTML, where it
 * already works as a plain form: its code waits for the shopper's first interaction, so it is not part of the page's
 * first load (ADR 191). A dialog opened in the page (its HTML is not there yet) asks for it at once.
 */
function formBodyWhenNeeded() {
  const drawnByServer = document.getElementById(VEHICLE_FORM_ANCHOR)?.querySelector("form") != null;
  return (drawnByServer ? firstInteraction : Promise.resolve()).then(loadVehicleFormBody);
}

/**
 * The dialog's form is not part of the page's first load: React.lazy inside a Suspense boundary, on both sides. On the
 * server the module is in the bundle and the page is rendered once everything is ready (entry.server.tsx), so a page
 * with a form open has the form in its HTML and works without JavaScript. In the browser React leaves that HTML in
 * place until the body's code arrives, then hydrates it; a dialog opened in the page shows the fallback until then
 * (StickyBar starts the download when the pointer or focus reaches its link). docs/decisions/325.
 */
const VehicleFormBody = lazy(() =>
  (typeof document === "undefined" ? loadVehicleFormBody() : formBodyWhenNeeded()).then((module) => ({
    default: module.VehicleFormBody,
  })),
);

const FORM_UNAVAILABLE = "Sorry, this form is not available just now";

interface VehicleFormDialogProps {
  /** From the loader: `loadVehicleForm(vehicleFormToOpen(url.searchParams, …), vehicle, request)`, or null. */
  form: FormLoad | null;
  /** The page without the form open: `withoutVehicleForm(pathname, search)`. */
  closeHref: string;
  /** The id of the control that opens it (sticky bar link), to give focus back to. */
  returnFocusTo?: string;
  /** The reservation: what the deposit gives the shopper, above the form. */
  reservation?: boolean;
}

/**
 * A vehicle page's enquiry, images, test drive or reservation form: drawn in the page from the URL without
 * JavaScript, a modal dialog with it. A reservation goes on to the checkout; an enquiry comes back to the page.
 * Nothing at all while the URL opens no form: a hidden dialog would still be read by text browsers and crawlers.
 */
export function VehicleFormDialog({ form, closeHref, returnFocusTo, reservation }: VehicleFormDialogProps) {
  if (!form) return null;
  const title =
    form.status === "ready"
      ? form.view.definition.form_title
      : form.status === "unavailable"
        ? FORM_UNAVAILABLE
        : FORM_NOT_FOUND;
  return (
    <Dialog id={VEHICLE_FORM_ANCHOR} title={title} closeHref={closeHref} returnFocusTo={returnFocusTo}>
      {form.status === "ready" ? (
        <Suspense fallback={<p>Loading the form…</p>}>
          <VehicleFormBody view={form.view} reservation={reservation} />
        </Suspense>
      ) : form.status === "unavailable" ? (
        <p>
          The form cannot be shown just now. Please try again in a few minutes, or call your nearest branch.
        </p>
      ) : (
        <p>{FORM_NOT_FOUND}</p>
      )}
    </Dialog>
  );
}
