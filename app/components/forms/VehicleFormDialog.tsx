import type { FormLoad } from "~/lib/forms/load.server";
import { FORM_NOT_FOUND } from "~/lib/forms/names";
import { RESERVATION_FACTS } from "~/lib/forms/reservation";
import { VEHICLE_FORM_ANCHOR } from "~/lib/forms/vehicle-forms";
import { Dialog } from "./Dialog";
import { DefinitionForm } from "./DefinitionForm";
import { TickList } from "~/components/TickList";

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
        <>
          {form.view.context.vehicleName ? (
            <p className="mb-4 text-gray-700">About: {form.view.context.vehicleName}</p>
          ) : null}
          {reservation ? (
            <TickList
              items={RESERVATION_FACTS}
              className="mb-5 grid gap-1 rounded-lg bg-brand-light p-4 text-gray-900"
            />
          ) : null}
          <DefinitionForm view={form.view} variant="modal" headingLevel={3} />
        </>
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
