import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { nextStep, stepAction, stepRedirect } from "~/lib/valuation/answers.server";
import { assumptionsValidator } from "~/lib/valuation/validators";
import { validatePost } from "~/lib/forms/validate-post.server";
import { keepAnswers, readAnswers } from "~/lib/valuation/cookie.server";
import { ASSUMPTIONS, EXCEPTIONS, WIZARD_PATHS, wizardTitle } from "~/lib/valuation/steps";
import { WizardPage } from "~/components/valuation/WizardPage";
import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { CheckboxesField, TextField } from "~/components/forms/fields";
import { CheckboxField } from "~/components/forms/CheckboxField";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/** Step 3, 'Our assumptions': what we assume of the car (the seller ticks any that are not so) and how to contact them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const answers = await readAnswers(request);
  const elsewhere = stepRedirect("assumptions", answers);
  if (elsewhere) return redirect(elsewhere);
  return json({
    values: {
      exceptions: answers.exceptions ?? [],
      name: answers.name ?? "",
      email: answers.email ?? "",
      telephone: answers.telephone ?? "",
      postcode: answers.postcode ?? "",
      opt_in: answers.opt_in ? "yes" : "",
    },
    action: stepAction(WIZARD_PATHS.assumptions, request),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const answers = await readAnswers(request);
  const elsewhere = stepRedirect("assumptions", answers);
  if (elsewhere) return redirect(elsewhere, 303);
  const post = await validatePost(request, assumptionsValidator);
  if (!post.ok) return post.answer;
  const kept = { ...answers, ...post.data };
  return redirect(nextStep(request, kept, WIZARD_PATHS.check), {
    status: 303,
    headers: { "Set-Cookie": await keepAnswers(kept) },
  });
}

export const meta: MetaFunction<typeof loader> = ({ error, matches }) =>
  error
    ? errorPageMeta(error)
    : [{ title: wizardTitle("Our assumptions", matches) }, { name: "robots", content: "noindex" }];

export default function OurAssumptions() {
  const { values, action } = useLoaderData<typeof loader>();
  return (
    <WizardPage title="Our assumptions" step={3} backTo={WIZARD_PATHS.details} reset>
      <p className="text-lg text-gray-700">Our valuation assumes that your vehicle:</p>
      <ul className="mb-8 mt-3 space-y-2">
        {ASSUMPTIONS.map((assumption) => (
          <li key={assumption} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-green-700">
              ✓
            </span>
            <span>{assumption}</span>
          </li>
        ))}
      </ul>
      <ValidatedPostForm
        validator={assumptionsValidator}
        formKey="valuation-assumptions"
        action={action}
        submit="Continue"
        defaultValues={values}
      >
        <CheckboxesField
          name="exceptions"
          legend="Is any of this not true of your vehicle?"
          hint="Tick any that apply. Leave them all unticked if everything above is true."
          options={EXCEPTIONS}
        />
        <h2 className="pt-2 text-2xl font-bold text-gray-900">Your details</h2>
        <p className="text-gray-700">
          We send your valuation to the branch you chose, and they contact you about it.
        </p>
        <TextField
          name="name"
          label="Full name"
          hint="Letters, spaces and hyphens only"
          autoComplete="name"
        />
        <TextField name="email" label="Email address" type="email" autoComplete="email" spellCheck={false} />
        <TextField
          name="telephone"
          label="Phone number"
          type="tel"
          hint="Numbers only, like 07700 900982"
          autoComplete="tel"
        />
        <TextField
          name="postcode"
          label="Postcode"
          autoComplete="postal-code"
          className="uppercase sm:max-w-[12rem]"
        />
        <CheckboxField name="opt_in" label="Send me offers and news from Northway Cars by email" />
      </ValidatedPostForm>
    </WizardPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
