import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { SAVED_SEARCHES_PATH, saveSearchValidator } from "~/lib/saved-searches/forms";

/** The form of "Save this search" (remix-validated-form): its own chunk, loaded by SaveSearchForm when needed. */
export function SaveSearchFields({ query }: { query: string }) {
  return (
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
  );
}
