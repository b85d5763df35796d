import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { consentFromForm, consentSummary } from "~/lib/consent/consent";
import { consentHeaders, readConsent } from "~/lib/consent/consent.server";
import { COOKIE_SETTINGS_PATH } from "~/lib/consent/paths";
import { safeRedirect } from "~/lib/safe-redirect";
import { flashHeader } from "~/sessions.server";
import { CookieSettingsForm } from "~/components/consent/CookieSettingsForm";
import { FormPage } from "~/components/forms/FormPage";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/** The visitor's cookie choices: needs nothing from the dealer API, so it answers even when that is down. */
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ consent: await readConsent(request) });
}

/**
 * Records an answer from the cookie pop-up or this page. A plain post carries `redirectTo` and goes back there with a
 * confirmation (Post/Redirect/Get); the enhanced pop-up posts without it and gets the answer to show in place.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const consent = consentFromForm(form);
  const redirectTo = form.get("redirectTo");
  if (!consent) {
    const flash = await flashHeader({ kind: "error", message: "Choose which cookies you accept" });
    return redirect(COOKIE_SETTINGS_PATH, { status: 303, headers: { "Set-Cookie": flash } });
  }
  const headers = new Headers(await consentHeaders(request, consent));
  if (typeof redirectTo !== "string") return json({ consent }, { headers });
  const message = `${consentSummary(consent)} You can change your cookie settings at any time.`;
  headers.append("Set-Cookie", await flashHeader({ kind: "success", message }));
  return redirect(safeRedirect(redirectTo), { status: 303, headers });
}

export const meta: MetaFunction = () => [
  { title: "Cookie settings | Northway Cars" },
  { name: "description", content: "Choose which cookies Northway Cars may set in your browser." },
];

export default function CookieSettingsPage() {
  const { consent } = useLoaderData<typeof loader>();
  return (
    <FormPage title="Cookie settings">
      <div className="mb-8 space-y-3 text-lg text-gray-800">
        <p>
          Cookies are small files saved in your browser. Some are essential: without them the site cannot
          remember your saved cars, your branch or your answers to our forms, so they are always on.
        </p>
        <p>
          The others are up to you. We set none of them, and load no tag manager, until you say yes here or in
          our cookie pop-up.{" "}
          {consent ? "Your current choices are selected below." : "You have not chosen yet."}
        </p>
        <p>
          <Link to="/cookie-policy" className="font-semibold text-brand underline underline-offset-4">
            Read our cookie policy
          </Link>{" "}
          for every cookie we use and how long it lasts.
        </p>
      </div>
      <CookieSettingsForm consent={consent} />
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
