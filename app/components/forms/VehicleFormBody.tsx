import type { FormView } from "~/lib/forms/view";
import { RESERVATION_FACTS } from "~/lib/forms/reservation";
import { TickList } from "~/components/TickList";
import { DefinitionForm } from "./DefinitionForm";

export interface VehicleFormBodyProps {
  view: FormView;
  /** The reservation: what the deposit gives the shopper, above the form. */
  reservation?: boolean;
}

/**
 * What a vehicle page's form dialog holds once its form has loaded: the car it is about, for a reservation what the
 * deposit gives, and the form. Its code (the form, its validation) is loaded only when a dialog opens: see
 * VehicleFormDialog.tsx.
 */
export function VehicleFormBody({ view, reservation }: VehicleFormBodyProps) {
  return (
    <>
      {view.context.vehicleName ? (
        <p className="mb-4 text-gray-700">About: {view.context.vehicleName}</p>
      ) : null}
      {reservation ? (
        <TickList
          items={RESERVATION_FACTS}
          className="mb-5 grid gap-1 rounded-lg bg-brand-light p-4 text-gray-900"
        />
      ) : null}
      <DefinitionForm view={view} variant="modal" headingLevel={3} />
    </>
  );
}
