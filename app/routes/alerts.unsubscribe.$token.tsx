import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";
import { readUnsubscribe, unsubscribe } from "~/dealer/alerts.server";
import { flashHeader } from "~/sessions.server";
import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/**
 * An alert e-mail's unsubscribe link (issue 36; docs/decisions/333-alert-job.md). Opening it asks first: mail scanners
 * open links, and a GET must not unsubscribe anyone. Stopping is a POST: the page's button, or a mail client's own
 * one-click unsubscribe (RFC 8058: a POST of "List-Unsubscribe=One-Click" to this address, with no cookie and no
 * Origin). The token is the authority, so no sign-in is needed; it stops only what it was signed for.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const answer = await readUnsubscribe(params.token ?? "");
  if (answer.kind === "not-found") throw new Response(null, { status: 404 });
  if (answer.kind === "failed") throw new Response(null, { status: 503 });
  return json({ target: answer.target }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Nothing to fill in: the link's token says what to stop. */
const stopValidator = withZod(z.object({}));

export async function action({ params }: ActionFunctionArgs) {
  const answer = await unsubscribe(params.token ?? "");
  if (answer.kind === "not-found") throw new Response(null, { status: 404 });
  if (answer.kind === "failed") throw new Response(null, { status: 503 });
  const what = answer.target.kind === "search" ? "the saved search" : "the";
  return redirect("/alerts/unsubscribed", {
    status: 303,
    headers: {
      "Set-Cookie": await flashHeader({
        kind: "success",
        message: `You will get no more e-mails about ${what} “${answer.target.name}”.`,
      }),
    },
  });
}

export const meta: MetaFunction = ({ error }) =>
  error
    ? errorPageMeta(error)
    : [{ title: "Stop e-mails | Northway Cars" }, { name: "robots", content: "noindex" }];

export default function Unsubscribe() {
  const { target } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">Stop these e-mails?</h1>
      <p className="mt-4 text-lg text-gray-700">
        {target.kind === "search"
          ? `We e-mail you the new cars of your saved search “${target.name}”.`
          : `We e-mail you when the ${target.name}'s price drops, or it is reserved or sold.`}{" "}
        You can turn them on again from your account at any time.
      </p>
      <div className="mt-6">
        <ValidatedPostForm
          validator={stopValidator}
          action={pathname}
          formKey="unsubscribe"
          submit="Stop these e-mails"
          explainRequired={false}
        >
          {null}
        </ValidatedPostForm>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
