import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { carAlertValidator } from "~/lib/saved/car-alert-form";

/**
 * Under a saved car, for a signed-in customer: e-mails when its price drops, or it is reserved or sold (issue 36).
 * A plain form; the action comes back to the saved cars with a message.
 */
export function CarAlertForm({
  vehicleId,
  following,
  carName,
}: {
  vehicleId: number;
  following: boolean;
  carName: string;
}) {
  return (
    <div className="rounded-md border border-gray-200 p-3">
      <p className="text-sm text-gray-700">
        {following
          ? `We will e-mail you if the ${carName}'s price drops, or it is reserved or sold.`
          : `Hear first if the ${carName}'s price drops, or it is reserved or sold.`}
      </p>
      <div className="mt-2">
        <ValidatedPostForm
          validator={carAlertValidator}
          action="/car-alerts"
          formKey={`car-alert-${vehicleId}`}
          submit={following ? "Stop these e-mails" : "E-mail me about this car"}
          explainRequired={false}
          secondary={following}
        >
          <input type="hidden" name="vehicle_id" value={vehicleId} />
          <input type="hidden" name="intent" value={following ? "stop" : "follow"} />
        </ValidatedPostForm>
      </div>
    </div>
  );
}
