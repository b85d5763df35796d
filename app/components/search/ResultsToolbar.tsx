import { useLocation, useSubmit } from "@remix-run/react";
import { useContext, type FormEvent } from "react";
import { DistanceContext } from "./DistanceFilter";
import { shownRange } from "~/lib/search/pagination";
import { SEARCH_PATH } from "~/lib/search/params";
import { setSort } from "~/lib/search/rules";
import { SORT_OPTIONS, type SearchSort } from "~/lib/search/state";
import { HiddenFields } from "./HiddenFields";
import { useSearch } from "./search-context";
import { focusRing, labelClass, noJsOnly, selectClass } from "./styles";
import { useCommittedChange } from "./use-committed-change";

export type ListingsView = "grid" | "list";

/** "Showing 10–18 of 337 cars", announced politely whenever a change brings a new count. */
export function resultsSummary(page: number, perPage: number, total: number): string {
  if (total === 0) return "No cars match your search";
  const { first, last } = shownRange(page, perPage, total);
  return `Showing ${first}–${last} of ${total} ${total === 1 ? "car" : "cars"}`;
}

/**
 * The sort dropdown (docs/product/search.md#sort-and-paging: six options, and "Nearest first" with a
 * postcode): a GET form of its own; a new sort starts again at page 1.
 */
function SortForm() {
  const { state, apply } = useSearch();
  // Nearest first needs a postcode the dealer API could place.
  const { place } = useContext(DistanceContext);
  const sorts = SORT_OPTIONS.filter((option) => option.value !== "distance|asc" || place);
  const sortTo = (value: string) => apply(setSort(state, value as SearchSort));
  const committedSort = useCommittedChange(state.sort, sortTo);
  return (
    <form
      method="get"
      action={SEARCH_PATH}
      className="flex items-end gap-2"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        sortTo(String(new FormData(event.currentTarget).get("sort")));
      }}
    >
      <HiddenFields state={state} except={["sort", "page"]} />
      <div>
        <label htmlFor="sort" className={labelClass}>
          Sort by
        </label>
        <select
          id="sort"
          name="sort"
          // Sorted when the shopper commits a choice, not on each arrow key (use-committed-change.ts).
          {...committedSort}
          className={selectClass}
        >
          {sorts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`btn-secondary ${noJsOnly}`}>
        Sort
      </button>
    </form>
  );
}

/**
 * Grid or list (docs/product/search.md#results-page), kept in the visitor's session: a POST that redirects
 * back to the same search.
 */
function ViewToggle({ view }: { view: ListingsView }) {
  const button = `inline-flex min-h-11 items-center px-4 font-semibold border-2 border-brand aria-pressed:bg-brand aria-pressed:text-white text-brand bg-white ${focusRing}`;
  const { search } = useLocation();
  const submit = useSubmit();
  // Posts to this index route (Remix's ?index) with the search as it is; with JavaScript, in place.
  return (
    <form
      method="post"
      action={`${SEARCH_PATH}?index${search ? `&${search.slice(1)}` : ""}`}
      onSubmit={(event) => {
        event.preventDefault();
        const button = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        submit(button ?? event.currentTarget, { replace: true, preventScrollReset: true });
      }}
    >
      <input type="hidden" name="intent" value="view" />
      <div role="group" aria-label="Show results as" className="flex">
        <button
          type="submit"
          name="view"
          value="grid"
          aria-pressed={view === "grid"}
          className={`${button} rounded-l-md`}
        >
          Grid
        </button>
        <button
          type="submit"
          name="view"
          value="list"
          aria-pressed={view === "list"}
          className={`${button} -ml-0.5 rounded-r-md`}
        >
          List
        </button>
      </div>
    </form>
  );
}

interface ResultsToolbarProps {
  total: number;
  page: number;
  perPage: number;
  view: ListingsView;
}

export function ResultsToolbar({ total, page, perPage, view }: ResultsToolbarProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 border-b border-gray-200 pb-4">
      <div>
        <h2 id="results-heading" tabIndex={-1} className="text-xl font-bold text-gray-900 focus:outline-none">
          Cars for sale
        </h2>
        <p role="status" className="text-gray-700">
          {resultsSummary(page, perPage, total)}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <SortForm />
        <ViewToggle view={view} />
      </div>
    </div>
  );
}
