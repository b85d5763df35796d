import { json, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { confirmAccount } from "~/dealer/accounts.server";
import { keepLogin, takeReturnAfterConfirm } from "~/lib/account/customer-cookie.server";
import { returnTarget } from "~/lib/account/return-target";
import { UNAVAILABLE } from "~/lib/account/forms";
import { answersFormPost, errorTitle } from "~/lib/forms/error-title";
import { flashHeader } from "~/sessions.server";
import { FormPage } from "~/components/forms/FormPage";
import { useErrorTitle } from "~/components/forms/use-error-title";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/**
 * The link in the sign-up e-mail. Opening it changes nothing (mail scanners open links too); the button confirms the
 * account and signs the customer in.
 */
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
    headers.append(
      "Set-Cookie",
      await flashHeader({ kind: "success", message: "Your account is confirmed and you are signed in." }),
    );
    return redirect(next === "/" ? "/account" : next, { status: 303, headers });
  }
  const problem = result.kind === "failed" ? UNAVAILABLE : "This link has expired or has already been used.";
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
  const answer = useActionData<typeof action>();
  useErrorTitle(Boolean(answer?.problem));
  return (
    <FormPage title="Confirm your account">
      {answer?.problem ? (
        <div role="alert" className="mb-6 rounded-md border-4 border-red-700 bg-red-50 p-4">
          <p className="font-semibold text-gray-900">{answer.problem}</p>
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
      <Form method="post">
        <button type="submit" className="btn-accent">
          Confirm my account
        </button>
      </Form>
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
