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
import { checkEmail, checkName, PASSWORD_HINT, text, UNAVAILABLE, type Errors } from "~/lib/account/forms";
import { FormPage } from "~/components/forms/FormPage";
import { ActionForm, TextField, type ActionProblem } from "~/components/forms/ActionForm";
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

type Answer = ActionProblem;
const FIELD_ORDER = ["first_name", "last_name", "email", "password", "telephone"] as const;

/** A 429 says when to try again, with JavaScript or without. */
export const headers = keepRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const typed = {
    first_name: text(form, "first_name"),
    last_name: text(form, "last_name"),
    email: text(form, "email"),
    telephone: text(form, "telephone"),
  };
  const password = text(form, "password");
  const errors: Errors = {};
  checkName(typed.first_name, errors, "first_name");
  checkName(typed.last_name, errors, "last_name");
  checkEmail(typed.email, errors);
  if (!password) errors.password = "Enter a password";
  // The password rules are the dealer API's alone (ADR 170), so it is asked even when another answer is wrong: every
  // problem is reported at once (ADR 250). Whatever the site refuses the API refuses too (the same name rule; its
  // e-mail rule is the stricter), so a form with problems never becomes a registration.
  const result = await register({ ...typed, email: typed.email.trim(), password }, clientIdOf(context));
  const local = Object.keys(errors).length > 0;
  if (result.ok && !local) {
    const next = returnTarget(new URL(request.url).searchParams.get("redirectTo"));
    const headers = next === "/" ? undefined : { "Set-Cookie": await keepReturnAfterConfirm(next) };
    return redirect("/account/check-your-email", { status: 303, headers });
  }
  if (local || (!result.ok && result.kind === "invalid")) {
    const fields: Errors = {};
    const relayed = !result.ok && result.kind === "invalid" ? result.fields : {};
    // In the form's order; the site's own words first where both have one.
    for (const name of FIELD_ORDER) {
      const message = errors[name] ?? relayed[name];
      if (message) fields[name] = message;
    }
    const whole = !result.ok && result.kind === "invalid" ? result.message : UNAVAILABLE;
    return json<Answer>(
      { errors: fields, typed, problem: Object.keys(fields).length ? undefined : whole },
      { status: local ? 400 : 422 },
    );
  }
  if (result.ok || result.kind === "failed")
    return json<Answer>({ errors: {}, typed, problem: UNAVAILABLE }, { status: 503 });
  return json<Answer>({ errors: {}, typed, problem: result.message }, refusalInit(result, 422));
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
      <ActionForm action={`/account/sign-up${query}`} submit="Create account" formKey="sign-up">
        {(problem) => {
          const typed = (name: string) => String(problem?.typed[name] ?? "");
          return (
            <>
              <TextField
                name="first_name"
                label="First name"
                autoComplete="given-name"
                error={problem?.errors.first_name}
                value={typed("first_name")}
              />
              <TextField
                name="last_name"
                label="Last name"
                autoComplete="family-name"
                error={problem?.errors.last_name}
                value={typed("last_name")}
              />
              <TextField
                name="email"
                label="Email address"
                type="email"
                autoComplete="email"
                spellCheck={false}
                error={problem?.errors.email}
                value={typed("email")}
              />
              <TextField
                name="password"
                label="Password"
                type="password"
                hint={PASSWORD_HINT}
                autoComplete="new-password"
                error={problem?.errors.password}
              />
            </>
          );
        }}
      </ActionForm>
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
