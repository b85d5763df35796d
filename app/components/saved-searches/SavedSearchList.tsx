import { Link, useActionData } from "@remix-run/react";
import { isActionAnswer } from "~/lib/forms/action-answer";
import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { SelectField, TextField } from "~/components/forms/fields";
import { formatNumber } from "~/lib/format";
import {
  ALERT_CHOICES,
  SAVED_SEARCHES_PATH,
  deleteSearchValidator,
  renameSearchValidator,
  searchAlertsValidator,
} from "~/lib/saved-searches/forms";

/** A saved search as the page lists it. */
export interface ListedSearch {
  id: string;
  name: string;
  /** Opens the search, marking its new cars as seen (routes/saved-searches.$id.tsx). */
  href: string;
  newCount: number;
  alerts: (typeof ALERT_CHOICES)[number]["value"];
}

const newCars = (count: number) =>
  count === 0
    ? "No new cars since you last looked"
    : `${formatNumber(count)} new ${count === 1 ? "car" : "cars"} since you last looked`;

/**
 * The shopper's saved searches, newest first: each opens its results, says how many cars arrived since the shopper
 * last looked, and can be renamed and deleted; signed in, each has its e-mail alerts. Every change is a plain form.
 */
export function SavedSearchList({ searches, signedIn }: { searches: ListedSearch[]; signedIn: boolean }) {
  // A rename the action sent back (without JavaScript, the page is its answer) opens with its errors showing.
  const posted = useActionData();
  const answered = isActionAnswer(posted) ? posted.formId : undefined;
  return (
    <ul className="space-y-4">
      {searches.map((search) => (
        <li key={search.id}>
          <article
            aria-labelledby={`search-${search.id}`}
            className="rounded-lg border border-gray-300 p-4 sm:p-6"
          >
            <h2 id={`search-${search.id}`} className="text-xl font-bold">
              <Link to={search.href} reloadDocument className="text-brand underline underline-offset-2">
                {search.name}
              </Link>
            </h2>
            <p className={`mt-1 ${search.newCount > 0 ? "font-semibold text-gray-900" : "text-gray-700"}`}>
              {newCars(search.newCount)}
            </p>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              <details
                className="rounded-md border border-gray-200 p-3"
                open={answered === `rename-${search.id}` || undefined}
              >
                <summary className="cursor-pointer font-semibold text-brand">Rename this search</summary>
                <div className="mt-3">
                  <ValidatedPostForm
                    validator={renameSearchValidator}
                    action={SAVED_SEARCHES_PATH}
                    subaction="rename"
                    formKey={`rename-${search.id}`}
                    submit="Rename"
                    defaultValues={{ name: search.name }}
                    explainRequired={false}
                  >
                    <input type="hidden" name="id" value={search.id} />
                    <TextField name="name" label="Name" hint="Up to 80 characters" />
                  </ValidatedPostForm>
                </div>
              </details>
              {signedIn ? (
                <div className="rounded-md border border-gray-200 p-3">
                  <ValidatedPostForm
                    validator={searchAlertsValidator}
                    action={SAVED_SEARCHES_PATH}
                    subaction="alerts"
                    formKey={`alerts-${search.id}`}
                    submit="Save e-mail alerts"
                    defaultValues={{ alerts: search.alerts }}
                    explainRequired={false}
                  >
                    <input type="hidden" name="id" value={search.id} />
                    <SelectField name="alerts" label="E-mail me new cars" options={ALERT_CHOICES} />
                  </ValidatedPostForm>
                </div>
              ) : null}
            </div>
            <div className="mt-4">
              <ValidatedPostForm
                validator={deleteSearchValidator}
                action={SAVED_SEARCHES_PATH}
                subaction="delete"
                formKey={`delete-${search.id}`}
                submit="Delete this search"
                explainRequired={false}
                secondary
              >
                <input type="hidden" name="id" value={search.id} />
              </ValidatedPostForm>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
