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
import { register } from "~/dealer/accounts.server";
import { clientIdOf } from "~/lib/forms/form-post.server";
import { guestOnly } from "~/lib/account/guard.server";
import { returnTarget } from "~/lib/account/return-target";
import { keepReturnAfterConfirm } from "~/lib/account/customer-cookie.server";
import { PASSWORD_HINT, signUpValidator, UNAVAILABLE } from "~/lib/account/forms";
import { validatePost } from "~/lib/forms/validate-post.server";
import { FormPage } from "~/components/forms/FormPage";
import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { TextField } from "~/components/forms/fields";
import { answersFormPost, errorTitle } from "~/lib/forms/error-title";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/**
 * /account/sign-up: a customer account for click-and-collect. Whether or not the address already has an account, the
 * answer is the same ("check your email"), so the form cannot be used to find out who is a customer.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { clear } = await guestOnly(request);
  const redirectTo = returnTarget(new URL(request.url).searchParams.get("redirectTo"));
  return json({ redirectTo }, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

/** A 429 says when to try again, with JavaScript or without. */
export const headers = keepRetryAfter;

const FIELD_ORDER = ["first_name", "last_name", "email", "password"] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  // The password is never sent back: a page must not hold it.
  const post = await validatePost(request, signUpValidator, { withheld: ["password"] });
  if (!post.ok) return post.answer;
  // The site checks the contract's rules (names, e-mail); the password rules are the dealer API's alone (ADR 170), so
  // its answer about the password comes once the rest is right (ADR 313).
  const result = await register({ ...post.data, telephone: "" }, clientIdOf(context));
  if (result.ok) {
    const next = returnTarget(new URL(request.url).searchParams.get("redirectTo"));
    const headers = next === "/" ? undefined : { "Set-Cookie": await keepReturnAfterConfirm(next) };
    return redirect("/account/check-your-email", { status: 303, headers });
  }
  if (result.kind === "invalid") {
    // In the form's order.
    const fields = Object.fromEntries(
      FIELD_ORDER.flatMap((name) => (result.fields[name] ? [[name, result.fields[name]]] : [])),
    );
    return Object.keys(fields).length > 0 ? post.refuse(fields) : post.problem(result.message);
  }
  if (result.kind === "failed") return post.problem(UNAVAILABLE, { status: 503 });
  return post.problem(result.message, refusalInit(result, 422));
}

export const meta: MetaFunction = ({ error, matches }) =>
  error
    ? errorPageMeta(error)
    : [
        { title: errorTitle("Create an account | Northway Cars", answersFormPost(matches)) },
        { name: "robots", content: "noindex" },
      ];

export default function SignUp() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const query = redirectTo === "/" ? "" : `?${new URLSearchParams({ redirectTo })}`;
  return (
    <FormPage title="Create an account" backTo={`/login${query}`}>
      <p className="mb-6 text-lg text-gray-700">
        An account lets you buy a car online with click-and-collect and follow your order.
      </p>
      <ValidatedPostForm
        validator={signUpValidator}
        action={`/account/sign-up${query}`}
        submit="Create account"
        formKey="sign-up"
      >
        <TextField name="first_name" label="First name" autoComplete="given-name" />
        <TextField name="last_name" label="Last name" autoComplete="family-name" />
        <TextField name="email" label="Email address" type="email" autoComplete="email" spellCheck={false} />
        <TextField
          name="password"
          label="Password"
          type="password"
          hint={PASSWORD_HINT}
          autoComplete="new-password"
        />
      </ValidatedPostForm>
      <p className="mt-8">
        Already have an account?{" "}
        <Link to={`/login${query}`} className="font-semibold underline underline-offset-2">
          Sign in
        </Link>
      </p>
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
