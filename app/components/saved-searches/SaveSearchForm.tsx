import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { SAVED_SEARCHES_PATH, saveSearchValidator } from "~/lib/saved-searches/forms";

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
        <ValidatedPostForm
          validator={saveSearchValidator}
          action={SAVED_SEARCHES_PATH}
          subaction="save"
          formKey="save-search"
          submit="Save this search"
          explainRequired={false}
        >
          <input type="hidden" name="query" value={query} />
        </ValidatedPostForm>
      </div>
    </section>
  );
}
