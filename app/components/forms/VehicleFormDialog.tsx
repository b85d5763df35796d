import type { FormLoad } from "~/lib/forms/load.server";
import { FORM_NOT_FOUND } from "~/lib/forms/names";
import { Dialog } from "./Dialog";
import { DefinitionForm } from "./DefinitionForm";

interface VehicleFormDialogProps {
  /** From the loader: `loadVehicleForm(vehicleFormFromUrl(url.searchParams), vehicle, request)`, or null. */
  form: FormLoad | null;
  /** The page without the form open: `withoutVehicleForm(pathname, search)`. */
  closeHref: string;
  /** The id of the control that opens it (sticky bar button), to give focus back to. */
  returnFocusTo?: string;
}

/**
 * A vehicle page's enquiry, images, test drive or reservation form: drawn in the page from the URL without
 * JavaScript, a modal dialog with it. A reservation goes on to the checkout; an enquiry comes back to the page.
 */
export function VehicleFormDialog({ form, closeHref, returnFocusTo }: VehicleFormDialogProps) {
  const open = form !== null && form.status !== "unavailable";
  const title = form?.status === "ready" ? form.view.definition.form_title : FORM_NOT_FOUND;
  return (
    <Dialog open={open} title={title} closeHref={closeHref} returnFocusTo={returnFocusTo}>
      {form?.status === "ready" ? (
        <>
          {form.view.context.vehicleName ? (
            <p className="mb-4 text-gray-700">About: {form.view.context.vehicleName}</p>
          ) : null}
          <DefinitionForm view={form.view} variant="modal" headingLevel={3} />
        </>
      ) : (
        <p>{FORM_NOT_FOUND}</p>
      )}
    </Dialog>
  );
}
