import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { updateSavedSearch } from "~/dealer/saved-searches.server";
import { readLogin } from "~/lib/account/customer-cookie.server";
import { asCustomer } from "~/lib/account/guard.server";
import { isGuestSearch } from "~/lib/saved-searches/guest";
import { resultsHref } from "~/lib/saved-searches/paths";
import { getVisitorSession } from "~/sessions.server";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/**
 * Opening a saved search from the list: its new cars become seen ("N new since you last looked" counts from now), and
 * the results open. A link rather than a form, as a shopper expects of a list of searches; marking a search as seen is
 * all it changes, and only for the visitor's own search (another's id is a 404).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const [login, session] = await Promise.all([readLogin(request), getVisitorSession(request)]);
  if (!login && !isGuestSearch(session.get("savedSearches"), id)) throw new Response(null, { status: 404 });
  const answer = await asCustomer(() => updateSavedSearch(id, { seen: true }, login?.token));
  if (answer.kind === "saved") return redirect(resultsHref(answer.search.site_query), 303);
  if (answer.kind === "failed") throw new Response(null, { status: 503 });
  throw new Response(null, { status: 404 });
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

/** Never drawn: the loader always redirects or answers with an error page (a page route, so errors are pages). */
export default function OpenSavedSearch() {
  return null;
}
