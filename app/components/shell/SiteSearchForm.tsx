import { useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { cleanTerm, siteSearchPath } from "~/lib/site-search/suggestions";
import { SuggestionList } from "~/components/site-search/SuggestionList";
import { useSuggestions } from "~/components/site-search/use-suggestions";
import { SearchIcon } from "~/components/icons";
import { focusRing } from "./styles";

/**
 * The header's site search (docs/product/shell.md#site-search). Without JavaScript it is a GET to
 * /search?q=…, which redirects to /search/{term}. Enhanced, it is a combobox: from 3 characters it suggests
 * up to 5 cars (arrow keys, Enter, Escape), and submitting goes straight to /search/{encoded trimmed term}
 * and clears the box.
 */
export function SiteSearchForm() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const suggest = useSuggestions();

  function clearBox() {
    if (inputRef.current) inputRef.current.value = "";
    suggest.clear();
  }

  function go(href: string) {
    clearBox();
    navigate(href);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const input = inputRef.current;
    if (!input) return;
    event.preventDefault();
    const term = cleanTerm(input.value);
    clearBox();
    // Only spaces were typed: the box is now empty, so the browser's "required" message explains what to do.
    if (!term) {
      input.reportValidity();
      return;
    }
    navigate(siteSearchPath(term));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      suggest.move(event.key);
    } else if (event.key === "Enter" && suggest.active >= 0) {
      event.preventDefault();
      go(suggest.suggestions[suggest.active].href);
    } else if (event.key === "Escape" && suggest.expanded) {
      // Close the list only; a second Escape closes the header panel (useDisclosureGroup skips handled keys).
      event.preventDefault();
      suggest.dismiss();
    }
  }

  const combobox = enhanced
    ? {
        role: "combobox",
        "aria-autocomplete": "list" as const,
        "aria-expanded": suggest.expanded,
        "aria-controls": listId,
        "aria-activedescendant": suggest.active >= 0 ? optionId(suggest.active) : undefined,
      }
    : {};

  return (
    <form method="get" action="/search" role="search" onSubmit={handleSubmit}>
      <label htmlFor={id} className="mb-1 block font-semibold text-gray-900">
        Search the site
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            ref={inputRef}
            id={id}
            type="search"
            name="q"
            required
            placeholder="Search the site"
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => suggest.type(event.target.value)}
            onKeyDown={handleKeyDown}
            onBlur={suggest.dismiss}
            className={`min-h-11 w-full rounded-md border border-gray-500 px-3 text-gray-900 placeholder:text-gray-600 ${focusRing}`}
            {...combobox}
          />
          {enhanced ? (
            <SuggestionList
              id={listId}
              optionId={optionId}
              suggestions={suggest.suggestions}
              active={suggest.active}
              onChoose={go}
            />
          ) : null}
        </div>
        <button
          type="submit"
          className={`inline-flex min-h-11 items-center gap-2 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark ${focusRing}`}
        >
          <SearchIcon />
          Search
        </button>
      </div>
      {enhanced ? (
        <p className="sr-only" aria-live="polite">
          {suggest.announcement}
        </p>
      ) : null}
    </form>
  );
}
