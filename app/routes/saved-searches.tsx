import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MAX_SAVED_SEARCHES_PER_CUSTOMER } from "@contract/saved-searches";
import { pageLoader } from "~/dealer/errors";
import { listSavedSearches } from "~/dealer/saved-searches.server";
import { readLogin } from "~/lib/account/customer-cookie.server";
import { asCustomer } from "~/lib/account/guard.server";
import { getVisitorSession } from "~/sessions.server";
import { GUEST_SEARCHES_LIMIT } from "~/lib/saved-searches/guest";
import { savedSearchAction } from "~/lib/saved-searches/action.server";
import { openPath } from "~/lib/saved-searches/paths";
import { SavedSearchList } from "~/components/saved-searches/SavedSearchList";
import { answersFormPost, errorTitle } from "~/lib/forms/error-title";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/**
 * /saved-searches (issue 36): the shopper's saved searches, each with the cars that arrived since they last looked. A
 * guest's are the ones their session names (GUEST_SEARCHES_LIMIT); a customer's are on their account.
 */
export const loader = pageLoader(async ({ request }: LoaderFunctionArgs) => {
  const [login, session] = await Promise.all([readLogin(request), getVisitorSession(request)]);
  const searches = await asCustomer(() =>
    listSavedSearches(login ? { token: login.token } : { ids: session.get("savedSearches") ?? [] }),
  );
  return json(
    {
      signedIn: Boolean(login),
      limit: login ? MAX_SAVED_SEARCHES_PER_CUSTOMER : GUEST_SEARCHES_LIMIT,
      unavailable: searches === undefined,
      searches: (searches ?? []).map((search) => ({
        id: search.id,
        name: search.name,
        href: openPath(search.id),
        newCount: search.new_count,
        alerts: search.alerts,
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

/** Save (from the results page), rename, delete, and the alerts: docs/decisions/332-saved-searches-on-the-site.md. */
export const action = (args: ActionFunctionArgs) => savedSearchAction(args);

export const meta: MetaFunction = ({ error, matches }) =>
  error
    ? errorPageMeta(error)
    : [
        { title: errorTitle("Saved searches | Northway Cars", answersFormPost(matches)) },
        { name: "robots", content: "noindex" },
      ];

export default function SavedSearches() {
  const { signedIn, limit, unavailable, searches } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">Saved searches</h1>
      <p className="mt-2 text-gray-700">
        {signedIn
          ? `Your account keeps up to ${limit} searches. Choose how often to be e-mailed the new cars of each.`
          : `This device keeps up to ${limit} searches.`}{" "}
        {signedIn ? null : (
          <>
            <Link to="/login?redirectTo=%2Fsaved-searches" className="font-semibold underline">
              Sign in
            </Link>{" "}
            to keep more, on every device, and to have new cars e-mailed to you: the searches saved here come
            with you.
          </>
        )}
      </p>
      {unavailable ? (
        <p role="alert" className="mt-6 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-gray-900">
          We cannot show your saved searches just now. They are kept: please try again in a few minutes.
        </p>
      ) : searches.length === 0 ? (
        <p className="mt-6 text-gray-700">
          You have no saved searches. On the results of a search, choose &ldquo;Save this search&rdquo; to be
          told when cars like them arrive.
        </p>
      ) : (
        <div className="mt-6">
          <SavedSearchList searches={searches} signedIn={signedIn} />
        </div>
      )}
      <p className="mt-8">
        <Link to="/used/cars/search" className="btn-primary">
          Search used cars
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
