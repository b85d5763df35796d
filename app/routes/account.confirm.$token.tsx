import { keepGuestSearches } from "~/lib/saved-searches/claim.server";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { checkLink, confirmAccount } from "~/dealer/accounts.server";
import { keepDevice, keepLogin, takeReturnAfterConfirm } from "~/lib/account/customer-cookie.server";
import { returnTarget } from "~/lib/account/return-target";
import { UNAVAILABLE } from "~/lib/account/forms";
import { answersFormPost, errorTitle } from "~/lib/forms/error-title";
import { flashHeader } from "~/sessions.server";
import { FormPage } from "~/components/forms/FormPage";
import { useErrorTitle } from "~/components/forms/use-error-title";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

const LINK_GONE = "This link has expired or has already been used.";

/**
 * The link in the sign-up e-mail. Opening it changes nothing (mail scanners open links too); the button confirms the
 * account and signs the customer in. A link that no longer works says so as it opens (ADR 250), with a 410; when the
 * dealer API cannot say, the button is shown and its answer tells.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const check = await checkLink("confirm", params.token ?? "");
  const gone = !check.ok && check.kind === "refused";
  return json({ gone }, { status: gone ? 410 : 200 });
}

export async function action({ params, request }: ActionFunctionArgs) {
  const result = await confirmAccount(params.token ?? "");
  if (result.ok) {
    // Signed up on the way to buying a car: back there; otherwise the account.
    const kept = await takeReturnAfterConfirm(request);
    const next = kept.path ? returnTarget(kept.path) : "/account";
    const headers = new Headers();
    headers.append("Set-Cookie", kept.clear);
    headers.append(
      "Set-Cookie",
      await keepLogin({ token: result.value.access_token, expires_at: result.value.expires_at }),
    );
    if (result.value.device) headers.append("Set-Cookie", await keepDevice(result.value.device));
    const searches = await keepGuestSearches(request, result.value.access_token);
    if (searches) headers.append("Set-Cookie", searches);
    headers.append(
      "Set-Cookie",
      await flashHeader({ kind: "success", message: "Your account is confirmed and you are signed in." }),
    );
    return redirect(next === "/" ? "/account" : next, { status: 303, headers });
  }
  const problem = result.kind === "failed" ? UNAVAILABLE : LINK_GONE;
  return json({ problem }, { status: result.kind === "failed" ? 503 : 400 });
}

export const meta: MetaFunction = ({ error, matches }) =>
  error
    ? errorPageMeta(error)
    : [
        { title: errorTitle("Confirm your account | Northway Cars", answersFormPost(matches)) },
        { name: "robots", content: "noindex" },
      ];

export default function ConfirmAccount() {
  const { gone } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const problem = answer?.problem ?? (gone ? LINK_GONE : undefined);
  useErrorTitle(Boolean(answer?.problem));
  return (
    <FormPage title="Confirm your account">
      {problem ? (
        <div role="alert" className="mb-6 rounded-md border-4 border-red-700 bg-red-50 p-4">
          <p className="font-semibold text-gray-900">{problem}</p>
          <p className="mt-2">
            <Link to="/account/sign-up" className="font-semibold underline underline-offset-2">
              Sign up again
            </Link>{" "}
            or{" "}
            <Link to="/login" className="font-semibold underline underline-offset-2">
              sign in
            </Link>
            .
          </p>
        </div>
      ) : (
        <p className="mb-6 text-lg text-gray-700">Confirm your email address to start using your account.</p>
      )}
      {problem === LINK_GONE ? null : (
        <Form method="post">
          <button type="submit" className="btn-accent">
            Confirm my account
          </button>
        </Form>
      )}
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
