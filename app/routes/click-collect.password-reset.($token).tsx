import { keepRetryAfter } from "~/lib/http/retry-after-headers";
import { refusalInit } from "~/lib/http/limited";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData, useParams } from "@remix-run/react";
import { RESET_TOKEN_MINUTES } from "@contract/accounts-vocabulary";
import { checkLink, completePasswordReset, requestPasswordReset } from "~/dealer/accounts.server";
import { clientIdOf } from "~/lib/forms/form-post.server";
import { guestOnly } from "~/lib/account/guard.server";
import { newPasswordValidator, PASSWORD_HINT, resetRequestValidator, UNAVAILABLE } from "~/lib/account/forms";
import { validatePost } from "~/lib/forms/validate-post.server";
import { flashHeader } from "~/sessions.server";
import { FormPage } from "~/components/forms/FormPage";
import { ValidatedPostForm, useFormProblem } from "~/components/forms/ValidatedPostForm";
import { TextField } from "~/components/forms/fields";
import { answersFormPost, errorTitle } from "~/lib/forms/error-title";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

const PATH = "/click-collect/password-reset";
const LINK_GONE = "This link has expired or has already been used.";

/**
 * /click-collect/password-reset: ask for a link by e-mail (the same answer whether or not the address has an
 * account); /click-collect/password-reset/{token}: the link, where a new password is chosen (once, within the hour).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { clear } = await guestOnly(request);
  const sent = new URL(request.url).searchParams.has("sent");
  const headers = clear ? { "Set-Cookie": clear } : undefined;
  if (params.token) {
    // A link that no longer works says so as it opens (ADR 250); when the dealer API cannot say, the form is shown
    // and its answer tells.
    const check = await checkLink("reset", params.token);
    if (!check.ok && check.kind === "refused")
      return json({ mode: "gone" as const }, { status: 410, headers });
    return json({ mode: "choose" as const }, { headers });
  }
  return json({ mode: sent ? ("sent" as const) : ("ask" as const) }, { headers });
}

/** A 429 says when to try again, with JavaScript or without. */
export const headers = keepRetryAfter;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!params.token) {
    const post = await validatePost(request, resetRequestValidator);
    if (!post.ok) return post.answer;
    const result = await requestPasswordReset(post.data.email, clientIdOf(context));
    if (result.ok) return redirect(`${PATH}?sent`, 303);
    if (result.kind === "failed") return post.problem(UNAVAILABLE, { status: 503 });
    return post.problem(result.message, refusalInit(result, 422));
  }
  // The password is never sent back: a page must not hold it.
  const post = await validatePost(request, newPasswordValidator, { withheld: ["password"] });
  if (!post.ok) return post.answer;
  const result = await completePasswordReset(params.token, post.data.password);
  if (result.ok) {
    const flash = await flashHeader({
      kind: "success",
      message: "Your password has been changed. Sign in with your new password.",
    });
    return redirect("/login", { status: 303, headers: { "Set-Cookie": flash } });
  }
  if (result.kind === "invalid") return post.refuse({ password: result.fields.password ?? result.message });
  if (result.kind === "failed") return post.problem(UNAVAILABLE, { status: 503 });
  return post.problem(result.kind === "refused" ? LINK_GONE : result.message, { status: 400 });
}

export const meta: MetaFunction = ({ error, matches, params }) =>
  error
    ? errorPageMeta(error)
    : [
        {
          title: errorTitle(
            `${params.token ? "Choose a new password" : "Reset your password"} | Northway Cars`,
            answersFormPost(matches),
          ),
        },
        { name: "robots", content: "noindex" },
      ];

export default function PasswordReset() {
  const { mode } = useLoaderData<typeof loader>();
  const { token = "" } = useParams();
  if (mode === "sent") {
    return (
      <FormPage title="Check your email" backTo="/login">
        <div className="space-y-4 text-lg text-gray-800">
          <p>If the address you gave has an account with us, we have sent it a link to reset the password.</p>
          <p>The link works once, for {RESET_TOKEN_MINUTES} minutes.</p>
        </div>
      </FormPage>
    );
  }
  if (mode === "gone") {
    return (
      <FormPage title="Choose a new password" backTo="/login">
        <div role="alert" className="mb-6 rounded-md border-4 border-red-700 bg-red-50 p-4">
          <p className="font-semibold text-gray-900">{LINK_GONE}</p>
          <p className="mt-2">
            <Link to={PATH} className="font-semibold underline underline-offset-2">
              Ask for a new link
            </Link>
          </p>
        </div>
      </FormPage>
    );
  }
  if (mode === "choose") {
    return (
      <FormPage title="Choose a new password" backTo="/login">
        <ValidatedPostForm
          validator={newPasswordValidator}
          action={`${PATH}/${encodeURIComponent(token)}`}
          submit="Change password"
          formKey="new-password"
        >
          <AskAgainWhenGone />
          <TextField
            name="password"
            label="New password"
            type="password"
            hint={PASSWORD_HINT}
            autoComplete="new-password"
          />
        </ValidatedPostForm>
      </FormPage>
    );
  }
  return (
    <FormPage title="Reset your password" backTo="/login">
      <p className="mb-6 text-lg text-gray-700">We will email you a link to choose a new password.</p>
      <ValidatedPostForm
        validator={resetRequestValidator}
        action={PATH}
        submit="Send me a link"
        formKey="reset"
      >
        <TextField name="email" label="Email address" type="email" autoComplete="email" spellCheck={false} />
      </ValidatedPostForm>
    </FormPage>
  );
}

/** The link was used up meanwhile: the way on, beside the alert saying so. */
function AskAgainWhenGone() {
  if (useFormProblem() !== LINK_GONE) return null;
  return (
    <p>
      <Link to={PATH} className="font-semibold underline underline-offset-2">
        Ask for a new link
      </Link>
    </p>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
