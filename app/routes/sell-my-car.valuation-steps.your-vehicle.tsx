import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { checkDetailsStep, nextStep, stepAction, stepRedirect } from "~/lib/valuation/answers.server";
import { keepAnswers, readAnswers } from "~/lib/valuation/cookie.server";
import { SERVICE_HISTORY_OPTIONS, WIZARD_PATHS, wizardTitle } from "~/lib/valuation/steps";
import { WizardPage } from "~/components/valuation/WizardPage";
import { RadioField, ActionForm, TextField } from "~/components/forms/ActionForm";
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
  const [form, answers] = await Promise.all([request.formData(), readAnswers(request)]);
  const elsewhere = stepRedirect("details", answers);
  if (elsewhere) return redirect(elsewhere, 303);
  const step = checkDetailsStep(form);
  if (!step.ok) return json({ errors: step.errors, typed: step.typed }, { status: 400 });
  const kept = { ...answers, ...step.answers };
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
      <ActionForm formKey="valuation" action={action} submit="Yes, this is my vehicle">
        {(problem) => {
          const typed = (name: keyof typeof values) =>
            problem ? String(problem.typed[name] ?? "") : values[name];
          return (
            <>
              <RadioField
                name="service_history"
                legend="Service history"
                error={problem?.errors.service_history}
                value={typed("service_history")}
                options={SERVICE_HISTORY_OPTIONS}
              />
              <TextField
                name="previous_keepers"
                label="Previous owners"
                hint="How many people owned the car before you. Enter 0 if you bought it new."
                error={problem?.errors.previous_keepers}
                value={typed("previous_keepers")}
                inputMode="numeric"
                autoComplete="off"
                className="sm:max-w-[8rem]"
              />
            </>
          );
        }}
      </ActionForm>
    </WizardPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
