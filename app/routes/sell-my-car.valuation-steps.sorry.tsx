import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { getDepartments } from "~/dealer/content.server";
import { orFallback } from "~/dealer/request.server";
import { readAnswers } from "~/lib/valuation/cookie.server";
import { WIZARD_PATHS } from "~/lib/valuation/steps";
import { formatRegistration } from "~/lib/format";
import type { RootData } from "~/root";
import { WizardPage } from "~/components/valuation/WizardPage";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

const KINDS: Record<string, string> = { VAN: "a van", MOTORCYCLE: "a motorbike" };

/**
 * The error view: 'Sorry', the sentence of docs/product/valuation.md#the-wizard, why (the registration was
 * not found, is not a car, or our system did not answer), and the ways on: try again with every answer kept,
 * Reset Valuation, or contact the branch.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const answers = await readAnswers(request);
  if (!answers.failure) return redirect(WIZARD_PATHS.vehicle);
  const departments = await orFallback(getDepartments(), []);
  const branch = departments.find((department) => department.code === answers.department);
  const plate = answers.vrm ? formatRegistration(answers.vrm) : "";
  const { reason, retry, vehicleType } = answers.failure;
  const detail =
    reason === "not-found"
      ? `We could not find a vehicle with the registration ${plate}. Check the registration and try again.`
      : reason === "not-a-car"
        ? `${plate} is ${KINDS[vehicleType ?? ""] ?? "not a car"}. We can only value cars online.`
        : "Our valuation system did not answer. Nothing you entered has been lost: please try again in a few minutes.";
  const tryAgain =
    reason === "unavailable"
      ? { to: retry === "check" ? WIZARD_PATHS.check : WIZARD_PATHS.vehicle, label: "Try again" }
      : { to: WIZARD_PATHS.vehicle, label: "Change the registration" };
  return json({
    detail,
    tryAgain,
    branch: branch ? { name: branch.name, telephone: branch.telephone } : null,
  });
}

export const meta: MetaFunction<typeof loader> = ({ error }) =>
  error
    ? errorPageMeta(error)
    : [
        { title: "Sorry, we could not value your vehicle | Sell my car | Northway Cars" },
        { name: "robots", content: "noindex" },
      ];

export default function ValuationSorry() {
  const { detail, tryAgain, branch } = useLoaderData<typeof loader>();
  const group = useRouteLoaderData<RootData>("root")?.shell.group;
  const telephone = branch?.telephone ?? group?.telephone;
  return (
    <WizardPage title="Sorry" reset>
      <p className="text-lg font-semibold text-gray-900">
        We were unable to value your vehicle please contact us directly to get a valuation.
      </p>
      <p className="mt-3 text-gray-800">{detail}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={tryAgain.to} className="btn-accent">
          {tryAgain.label}
        </Link>
        <Link to="/contact" className="btn-secondary">
          Contact us
        </Link>
      </div>
      {telephone ? (
        <p className="mt-4">
          Or call {branch ? branch.name : "us"} on{" "}
          <a
            href={`tel:${telephone.replace(/\s+/g, "")}`}
            className="font-semibold underline underline-offset-2"
          >
            {telephone}
          </a>
        </p>
      ) : null}
    </WizardPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
