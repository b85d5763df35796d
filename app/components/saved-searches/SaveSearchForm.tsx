import { lazy, Suspense } from "react";
import { firstInteraction } from "~/lib/first-interaction";

/**
 * The form's code (remix-validated-form and the validator) is not part of the results page's first load, which would
 * take the page over its JavaScript budget (`npm run check:js`): React.lazy on both sides, as the car page's form
 * dialog (docs/decisions/325). The server draws the whole form, which works as a plain POST; in the browser its code
 * arrives at the shopper's first interaction with the page, and React then takes the form over.
 */
const SaveSearchFields = lazy(() =>
  (typeof document === "undefined" ? Promise.resolve() : firstInteraction)
    .then(() => import("./SaveSearchFields"))
    .then((module) => ({ default: module.SaveSearchFields })),
);

/**
 * "Save this search" at the foot of the results (issue 36): a plain POST without JavaScript, a fetcher with it. The
 * action saves the search the results page's loader built for this query, named from its filters, and comes back
 * here with a message.
 */
export function SaveSearchForm({ query, name }: { query: string; name: string }) {
  return (
    <section aria-labelledby="save-search-heading" className="rounded-lg border border-gray-300 p-4 sm:p-6">
      <h2 id="save-search-heading" className="text-xl font-bold text-gray-900">
        Tell me when cars like these arrive
      </h2>
      <p className="mt-2 text-gray-700">
        Save this search as <strong>{name}</strong>: your saved searches show how many cars have arrived since
        you last looked, and signed in, you can have them e-mailed to you.
      </p>
      <div className="mt-4">
        <Suspense fallback={<p className="text-gray-700">Loading…</p>}>
          <SaveSearchFields query={query} />
        </Suspense>
      </div>
    </section>
  );
}
