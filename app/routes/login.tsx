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
import { logIn } from "~/dealer/accounts.server";
import { clientIdOf } from "~/lib/forms/form-post.server";
import { guestOnly } from "~/lib/account/guard.server";
import { keepDevice, keepLogin, readDevice } from "~/lib/account/customer-cookie.server";
import { returnTarget } from "~/lib/account/return-target";
import { keepGuestSearches } from "~/lib/saved-searches/claim.server";
import { loginValidator, UNAVAILABLE } from "~/lib/account/forms";
import { validatePost } from "~/lib/forms/validate-post.server";
import { FormPage } from "~/components/forms/FormPage";
import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { TextField } from "~/components/forms/fields";
import { answersFormPost, errorTitle } from "~/lib/forms/error-title";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/** /login: a plain form (spec: login), for click-and-collect and the customer's account. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { clear } = await guestOnly(request);
  const redirectTo = returnTarget(new URL(request.url).searchParams.get("redirectTo"));
  return json({ redirectTo }, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

/** A 429 says when to try again, with JavaScript or without. */
export const headers = keepRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  // The password is never sent back: a page must not hold it.
  const post = await validatePost(request, loginValidator, { withheld: ["password"] });
  if (!post.ok) return post.answer;
  const { email, password, redirectTo } = post.data;
  // This browser's device token, if a customer signed in here before: its own allowance of tries (ADR 250).
  const result = await logIn(email, password, clientIdOf(context), await readDevice(request));
  if (result.ok) {
    const headers = new Headers();
    headers.append(
      "Set-Cookie",
      await keepLogin({ token: result.value.access_token, expires_at: result.value.expires_at }),
    );
    if (result.value.device) headers.append("Set-Cookie", await keepDevice(result.value.device));
    const searches = await keepGuestSearches(request, result.value.access_token);
    if (searches) headers.append("Set-Cookie", searches);
    return redirect(returnTarget(redirectTo), { status: 303, headers });
  }
  if (result.kind === "failed") return post.problem(UNAVAILABLE, { status: 503 });
  return post.problem(result.message, refusalInit(result, 401));
}

export const meta: MetaFunction = ({ error, matches }) =>
  error
    ? errorPageMeta(error)
    : [
        { title: errorTitle("Sign in | Northway Cars", answersFormPost(matches)) },
        { name: "robots", content: "noindex" },
      ];

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const query = redirectTo === "/" ? "" : `?${new URLSearchParams({ redirectTo })}`;
  return (
    <FormPage title="Sign in">
      <p className="mb-6 text-lg text-gray-700">
        Sign in to buy a car online with click-and-collect and to see your orders.
      </p>
      <ValidatedPostForm
        validator={loginValidator}
        action={`/login${query}`}
        submit="Sign in"
        formKey="login"
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          name="email"
          label="Email address"
          type="email"
          autoComplete="username"
          spellCheck={false}
        />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" />
      </ValidatedPostForm>
      <ul className="mt-8 space-y-3">
        <li>
          <Link to="/click-collect/password-reset" className="font-semibold underline underline-offset-2">
            Forgotten your password?
          </Link>
        </li>
        <li>
          New here?{" "}
          <Link to={`/account/sign-up${query}`} className="font-semibold underline underline-offset-2">
            Create an account
          </Link>
        </li>
      </ul>
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
