import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from "@remix-run/react";
import { answerOrNotUpdated, keepPageWhenNotUpdated } from "~/lib/finance/tool-answer";
import { toolAnswer } from "~/lib/finance/tool-answer.server";

/**
 * GET /resources/finance/{vrm}?block=personalise|calculator|budget&…the tool's choice: one finance tool's view, for the
 * vehicle page's fetchers (the same loaders as the page); 404 for a car that offers no finance, as its page shows none.
 * Failures are answered, not thrown, so a fetcher's failure shows in its block instead of replacing the page with an error. A GET only reads: the personalise tool posts its
 * choice (the action below) to keep it as the shopper's finance defaults.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return toolAnswer(request, params.vrm, url.searchParams.get("block"), url.searchParams, false);
}

/** POST: the personalise tool's choice, kept as the shopper's finance defaults (as the page's own URL is without JS). */
export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const choice = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") choice.append(name, value);
  return toolAnswer(request, params.vrm, "personalise", choice, true);
}

/**
 * In the browser, the tools' fetchers reach the loader and action above through these: a request that never gets the
 * site's answer (the network, a proxy's error page) becomes `{ notUpdated: true }` for the tool to show in its block.
 * Thrown, it would go to the vehicle page's error boundary and replace the whole page.
 */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  answerOrNotUpdated(() => serverLoader<typeof loader>());
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) =>
  answerOrNotUpdated(() => serverAction<typeof action>());
/** The other tools' figures are not loaded again after a post that got no answer. */
export const shouldRevalidate = keepPageWhenNotUpdated;
