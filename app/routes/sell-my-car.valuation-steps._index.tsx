import { keepRetryAfter } from "~/lib/http/retry-after-headers";
import { refusalInit } from "~/lib/http/limited";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useMemo } from "react";
import { Link, useLoaderData } from "@remix-run/react";
import { getDepartments } from "~/dealer/content.server";
import { lookupValuationVehicle } from "~/dealer/valuations.server";
import { DealerApiError } from "~/dealer/errors";
import {
  nextStep,
  stepAction,
  valuationBranches,
  withVehicle,
  type WizardAnswers,
} from "~/lib/valuation/answers.server";
import { validateCarWorth } from "~/lib/home/car-worth";
import { clientIdOf } from "~/lib/forms/form-post.server";
import { validatePost } from "~/lib/forms/validate-post.server";
import { vehicleValidator } from "~/lib/valuation/validators";
import { keepAnswers, readAnswers } from "~/lib/valuation/cookie.server";
import { summaryPath, VALUATION_ENTRY, WIZARD_PATHS, wizardTitle } from "~/lib/valuation/steps";
import { getVisitorSession } from "~/sessions.server";
import { ownValuations } from "~/lib/valuation/own.server";
import { WizardPage } from "~/components/valuation/WizardPage";
import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { SelectField, TextField } from "~/components/forms/fields";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/** The branches, or none while the content service cannot list them (the step then says so). */
async function branches() {
  try {
    return valuationBranches(await getDepartments());
  } catch (error) {
    if (error instanceof DealerApiError) return undefined;
    throw error;
  }
}

/**
 * Step 1, 'Value my vehicle': registration, mileage and preferred branch. Entered from /sell-my-car and the home
 * page's car-worth form with `vrm` and `mileage` in the query (they fill the form in); otherwise the answers so far.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [answers, session, list] = await Promise.all([
    readAnswers(request),
    getVisitorSession(request),
    branches(),
  ]);
  const query = new URL(request.url).searchParams;
  const chosen = list?.find((branch) => branch.slug === session.get("selectedDealer"))?.code;
  const fromQuery = query.has("vrm") || query.has("mileage");
  const values = {
    vrm: fromQuery ? (query.get("vrm") ?? "") : (answers.vrm ?? ""),
    mileage: fromQuery
      ? (query.get("mileage") ?? "")
      : answers.mileage === undefined
        ? ""
        : String(answers.mileage),
    department: answers.department ?? chosen ?? "",
  };
  const options = (list ?? []).map((branch) => ({ value: branch.code, label: branch.name }));
  const action = stepAction(WIZARD_PATHS.vehicle, request);
  return json({ values, options, action, unavailable: !list }, { status: list ? 200 : 503 });
}

/** A 429 says when to try again, with JavaScript or without. */
export const headers = keepRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  const [answers, list, session] = await Promise.all([
    readAnswers(request),
    branches(),
    getVisitorSession(request),
  ]);
  if (!list) return unavailable(answers, await request.formData());
  const post = await validatePost(request, vehicleValidator(list.map((branch) => branch.code)));
  if (!post.ok) return post.answer;
  const step = post.data;
  const next = withVehicle(answers, step);
  const found = await lookupValuationVehicle(
    {
      vrm: step.vrm,
      mileage: step.mileage,
      department_code: step.department,
      own_valuations: ownValuations(session),
    },
    clientIdOf(context),
  );
  if (found.kind === "limited") {
    // Too many lookups from this visitor: the step again, with what was typed and when to try again.
    return post.refuse({ vrm: found.message }, refusalInit(found, 429));
  }
  if (found.kind === "found" && found.answer.existing && found.answer.valuation_id) {
    // This visitor's own valuation of this car, at this mileage for this branch, still holds: they see it again (spec:
    // an existing valuation jumps to the summary; docs/decisions/240-whose-valuation.md).
    return redirect(summaryPath(found.answer.valuation_id), {
      status: 303,
      headers: { "Set-Cookie": await keepAnswers({ ...next, existing: found.answer.valuation_id }) },
    });
  }
  if (found.kind === "found" && found.answer.data.vehicle_type === "CAR") {
    const kept = { ...next, vehicle: found.answer.data };
    return redirect(nextStep(request, kept, WIZARD_PATHS.details), {
      status: 303,
      headers: { "Set-Cookie": await keepAnswers(kept) },
    });
  }
  const failure =
    found.kind === "found"
      ? {
          reason: "not-a-car" as const,
          retry: "vehicle" as const,
          vehicleType: found.answer.data.vehicle_type,
        }
      : {
          reason: found.kind === "not-found" ? ("not-found" as const) : ("unavailable" as const),
          retry: "vehicle" as const,
        };
  return redirect(WIZARD_PATHS.sorry, {
    status: 303,
    headers: { "Set-Cookie": await keepAnswers({ ...next, vehicle: undefined, failure }) },
  });
}

/**
 * The branches could not be listed, so the step cannot be checked: the error view, with what was typed kept for
 * 'Try again' (the registration and mileage once they pass their rules; the branch as chosen).
 */
async function unavailable(answers: WizardAnswers, form: FormData) {
  const car = validateCarWorth({
    vrm: String(form.get("vrm") ?? ""),
    mileage: String(form.get("mileage") ?? ""),
  });
  const department = String(form.get("department") ?? "").slice(0, 10);
  const kept: WizardAnswers = {
    ...answers,
    ...(car.ok ? { vrm: car.vrm, mileage: car.mileage } : {}),
    department,
    failure: { reason: "unavailable", retry: "vehicle" },
  };
  return redirect(WIZARD_PATHS.sorry, { status: 303, headers: { "Set-Cookie": await keepAnswers(kept) } });
}

export const meta: MetaFunction<typeof loader> = ({ error, matches }) =>
  error
    ? errorPageMeta(error)
    : [{ title: wizardTitle("Value my vehicle", matches) }, { name: "robots", content: "noindex" }];

export default function ValueMyVehicle() {
  const { values, options, action, unavailable } = useLoaderData<typeof loader>();
  // The branches the loader listed are the ones the step takes, in the browser as in the action.
  const validator = useMemo(() => vehicleValidator(options.map((option) => option.value)), [options]);
  return (
    <WizardPage title="Value my vehicle" step={1} backTo={VALUATION_ENTRY}>
      {unavailable ? (
        <div role="alert" className="rounded-md border-4 border-red-700 bg-red-50 p-4">
          <p className="font-semibold text-gray-900">
            Sorry, we cannot value vehicles online just now. Please try again in a few minutes.
          </p>
          <p className="mt-2">
            <Link to="/contact" className="font-semibold underline underline-offset-2">
              Contact us directly to get a valuation
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mb-6 text-lg text-gray-700">
            Tell us your car&apos;s registration and mileage, and which branch you would like to sell it to.
          </p>
          <ValidatedPostForm
            validator={validator}
            formKey="valuation-vehicle"
            action={action}
            submit="Find my vehicle"
            defaultValues={values}
          >
            <TextField
              name="vrm"
              label="Vehicle registration"
              hint="For example, YD18 WBW"
              autoComplete="off"
              spellCheck={false}
              className="uppercase sm:max-w-xs"
            />
            <TextField
              name="mileage"
              label="Current mileage"
              hint="For example, 45000"
              autoComplete="off"
              inputMode="numeric"
              className="sm:max-w-xs"
            />
            <SelectField name="department" label="Preferred branch" options={options} />
          </ValidatedPostForm>
        </>
      )}
    </WizardPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
