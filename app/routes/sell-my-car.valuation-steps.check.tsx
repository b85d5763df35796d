import { keepRetryAfter } from "~/lib/http/retry-after-headers";
import { refusalInit } from "~/lib/http/limited";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getDepartments } from "~/dealer/content.server";
import { orFallback } from "~/dealer/request.server";
import { processValuation } from "~/dealer/valuations.server";
import { clientIdOf } from "~/lib/forms/form-post.server";
import { HONEYPOT_FIELD } from "~/lib/forms/names";
import { validatePost } from "~/lib/forms/validate-post.server";
import { checkValidator } from "~/lib/valuation/validators";
import { stepRedirect, type WizardAnswers } from "~/lib/valuation/answers.server";
import { keepAnswers, readAnswers } from "~/lib/valuation/cookie.server";
import { keepOwnValuation } from "~/lib/valuation/own.server";
import {
  conditionFrom,
  EXCEPTIONS,
  phoneEmail,
  serviceHistoryLabel,
  summaryPath,
  WIZARD_PATHS,
  wizardTitle,
} from "~/lib/valuation/steps";
import { formatMileage, formatRegistration, formatNumber } from "~/lib/format";
import { WizardPage } from "~/components/valuation/WizardPage";
import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { Honeypot } from "~/components/forms/TermsAndOptIns";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

type Complete = Required<
  Pick<WizardAnswers, "vrm" | "mileage" | "department" | "vehicle" | "service_history">
> &
  WizardAnswers;

/** An answer: what it is, as the seller gave it, its Change link and, for a phone's width, a shorter form. */
type Row = readonly [term: string, detail: string, change: string, short?: string];
/** A section of answers; `id` names its heading, which labels it. */
type Section = { id: string; heading: string; rows: readonly Row[] };

/** The check-your-answers view of step 3: every answer with a Change link, then 'Get my valuation'. */
export async function loader({ request }: LoaderFunctionArgs) {
  const answers = await readAnswers(request);
  const elsewhere = stepRedirect("check", answers);
  if (elsewhere) return redirect(elsewhere);
  const complete = answers as Complete;
  const departments = await orFallback(getDepartments(), []);
  const branch =
    departments.find((department) => department.code === complete.department)?.name ?? complete.department;
  const change = (path: string) => `${path}?from=check`;
  const exceptions = EXCEPTIONS.filter((exception) => complete.exceptions?.includes(exception.value));
  const sections: readonly Section[] = [
    {
      id: "check-vehicle",
      heading: "Your vehicle",
      rows: [
        ["Registration", formatRegistration(complete.vrm), change(WIZARD_PATHS.vehicle)],
        [
          "Vehicle",
          `${complete.vehicle.make} ${complete.vehicle.model} ${complete.vehicle.derivative}`,
          change(WIZARD_PATHS.vehicle),
        ],
        ["Mileage", formatMileage(complete.mileage), change(WIZARD_PATHS.vehicle)],
        ["Preferred branch", branch, change(WIZARD_PATHS.vehicle)],
        ["Service history", serviceHistoryLabel(complete.service_history), change(WIZARD_PATHS.details)],
        ["Previous owners", formatNumber(complete.previous_keepers ?? 0), change(WIZARD_PATHS.details)],
        [
          "Not as we assume",
          exceptions.length > 0
            ? exceptions.map((exception) => exception.label).join("; ")
            : "Nothing: all our assumptions are true",
          change(WIZARD_PATHS.assumptions),
        ],
      ],
    },
    {
      id: "check-details",
      heading: "Your details",
      rows: [
        ["Full name", complete.name ?? "", change(WIZARD_PATHS.assumptions)],
        [
          "Email address",
          complete.email ?? "",
          change(WIZARD_PATHS.assumptions),
          phoneEmail(complete.email ?? ""),
        ],
        ["Phone number", complete.telephone ?? "", change(WIZARD_PATHS.assumptions)],
        ["Postcode", complete.postcode ?? "", change(WIZARD_PATHS.assumptions)],
        ["Offers by email", complete.opt_in ? "Yes" : "No", change(WIZARD_PATHS.assumptions)],
      ],
    },
  ];
  return json({ sections });
}

/** 'Get my valuation': the dealer API stores and prices it; the seller goes to the summary (step 4). */
/** A 429 says when to try again, with JavaScript or without. */
export const headers = keepRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  const answers = await readAnswers(request);
  const elsewhere = stepRedirect("check", answers);
  if (elsewhere) return redirect(elsewhere, 303);
  const post = await validatePost(request, checkValidator);
  if (!post.ok) return post.answer;
  const complete = answers as Complete;
  const result = await processValuation(
    {
      vrm: complete.vrm,
      mileage: complete.mileage,
      department_code: complete.department,
      service_history: complete.service_history,
      previous_keepers: complete.previous_keepers ?? 0,
      condition: conditionFrom(complete.exceptions ?? []),
      name: complete.name ?? "",
      email: complete.email ?? "",
      telephone: complete.telephone ?? "",
      postcode: complete.postcode ?? "",
      opt_in: complete.opt_in ?? false,
      enquirySource: WIZARD_PATHS.check,
      _honeypot: post.data[HONEYPOT_FIELD],
    },
    clientIdOf(context),
  );
  if (result.ok) {
    // The answers are spent; the cookie remembers only which valuation is new, so its summary can say so once. The
    // visitor's session keeps it among their own: only they may see it (docs/decisions/240-whose-valuation.md).
    const headers = new Headers();
    headers.append("Set-Cookie", await keepAnswers({ valued: result.value }));
    headers.append("Set-Cookie", await keepOwnValuation(request, result.value));
    return redirect(summaryPath(result.value), { status: 303, headers });
  }
  if (result.kind === "failed") {
    return redirect(WIZARD_PATHS.sorry, {
      status: 303,
      headers: {
        "Set-Cookie": await keepAnswers({ ...answers, failure: { reason: "unavailable", retry: "check" } }),
      },
    });
  }
  return post.problem(result.message, refusalInit(result, 422));
}

export const meta: MetaFunction<typeof loader> = ({ error, matches }) =>
  error
    ? errorPageMeta(error)
    : [{ title: wizardTitle("Check your answers", matches) }, { name: "robots", content: "noindex" }];

export default function CheckYourAnswers() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <WizardPage title="Check your answers" step={3} backTo={WIZARD_PATHS.assumptions} reset>
      {sections.map((section) => (
        <section key={section.id} className="mb-8" aria-labelledby={section.id}>
          <h2 id={section.id} className="mb-3 text-2xl font-bold text-gray-900">
            {section.heading}
          </h2>
          <dl className="divide-y divide-gray-200 border-y border-gray-200">
            {section.rows.map(([term, detail, change, short]) => (
              // minmax(0, …): a long answer wraps inside its column instead of widening the page.
              <div
                key={term}
                className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:gap-4"
              >
                <dt className="font-semibold text-gray-900">{term}</dt>
                <dd className="break-words text-gray-800">
                  {short === undefined ? (
                    detail
                  ) : (
                    <>
                      <span aria-hidden="true" className="sm:hidden">
                        {short}
                      </span>
                      <span className="sr-only sm:not-sr-only">{detail}</span>
                    </>
                  )}
                </dd>
                <dd>
                  <Link
                    to={change}
                    className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
                  >
                    Change<span className="sr-only"> {term.toLowerCase()}</span>
                  </Link>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <h2 className="mb-3 text-2xl font-bold text-gray-900">Now get your valuation</h2>
      <p className="mb-4 text-gray-700">
        We send your valuation and your details to the branch you chose. It is valid for 7 days.
      </p>
      <ValidatedPostForm
        validator={checkValidator}
        formKey="valuation-check"
        action={WIZARD_PATHS.check}
        submit="Get my valuation"
        explainRequired={false}
      >
        <Honeypot formKey="valuation-check" />
      </ValidatedPostForm>
    </WizardPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
