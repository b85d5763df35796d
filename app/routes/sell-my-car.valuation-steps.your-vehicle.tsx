import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { nextStep, stepAction, stepRedirect } from "~/lib/valuation/answers.server";
import { detailsValidator } from "~/lib/valuation/validators";
import { validatePost } from "~/lib/forms/validate-post.server";
import { keepAnswers, readAnswers } from "~/lib/valuation/cookie.server";
import { SERVICE_HISTORY_OPTIONS, WIZARD_PATHS, wizardTitle } from "~/lib/valuation/steps";
import { WizardPage } from "~/components/valuation/WizardPage";
import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { RadioField, TextField } from "~/components/forms/fields";
import { VehicleSummary } from "~/components/valuation/VehicleSummary";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/** Step 2, 'Is this your vehicle?': the car found, its service history and previous owners. */
export async function loader({ request }: LoaderFunctionArgs) {
  const answers = await readAnswers(request);
  const elsewhere = stepRedirect("details", answers);
  if (elsewhere || !answers.vehicle || answers.mileage === undefined) {
    return redirect(elsewhere ?? WIZARD_PATHS.vehicle);
  }
  return json({
    vehicle: answers.vehicle,
    mileage: answers.mileage,
    values: {
      service_history: answers.service_history ?? "",
      previous_keepers: answers.previous_keepers === undefined ? "" : String(answers.previous_keepers),
    },
    action: stepAction(WIZARD_PATHS.details, request),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const answers = await readAnswers(request);
  const elsewhere = stepRedirect("details", answers);
  if (elsewhere) return redirect(elsewhere, 303);
  const post = await validatePost(request, detailsValidator);
  if (!post.ok) return post.answer;
  const kept = { ...answers, ...post.data };
  return redirect(nextStep(request, kept, WIZARD_PATHS.assumptions), {
    status: 303,
    headers: { "Set-Cookie": await keepAnswers(kept) },
  });
}

export const meta: MetaFunction<typeof loader> = ({ error, matches }) =>
  error
    ? errorPageMeta(error)
    : [{ title: wizardTitle("Is this your vehicle?", matches) }, { name: "robots", content: "noindex" }];

export default function IsThisYourVehicle() {
  const { vehicle, mileage, values, action } = useLoaderData<typeof loader>();
  return (
    <WizardPage title="Is this your vehicle?" step={2} backTo={WIZARD_PATHS.vehicle} reset>
      <VehicleSummary vehicle={vehicle} mileage={mileage} />
      <p className="mt-4">
        Not your vehicle?{" "}
        <Link to={WIZARD_PATHS.vehicle} className="font-semibold underline underline-offset-2">
          Change the registration or mileage
        </Link>
      </p>
      <h2 className="mb-4 mt-8 text-2xl font-bold text-gray-900">About your vehicle</h2>
      <ValidatedPostForm
        validator={detailsValidator}
        formKey="valuation-details"
        action={action}
        submit="Yes, this is my vehicle"
        defaultValues={values}
      >
        <RadioField name="service_history" legend="Service history" options={SERVICE_HISTORY_OPTIONS} />
        <TextField
          name="previous_keepers"
          label="Previous owners"
          hint="How many people owned the car before you. Enter 0 if you bought it new."
          inputMode="numeric"
          autoComplete="off"
          className="sm:max-w-[8rem]"
        />
      </ValidatedPostForm>
    </WizardPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
