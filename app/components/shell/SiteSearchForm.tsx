import { useNavigate } from "@remix-run/react";
import { useId, useRef, type FormEvent } from "react";
import { SearchIcon } from "./icons";
import { focusRing } from "./styles";

/**
 * The header's site search (spec 1 §2.3). Without JavaScript it is a GET to /search?q=…, which redirects to
 * /search/{term}; with it, submitting goes straight to /search/{encoded trimmed term} and clears the box.
 */
export function SiteSearchForm() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const input = inputRef.current;
    if (!input) return;
    event.preventDefault();
    const term = input.value.trim();
    input.value = "";
    // Only spaces were typed: the box is now empty, so the browser's "required" message explains what to do.
    if (!term) {
      input.reportValidity();
      return;
    }
    navigate(`/search/${encodeURIComponent(term)}`);
  }

  return (
    <form method="get" action="/search" role="search" onSubmit={handleSubmit}>
      <label htmlFor={id} className="mb-1 block font-semibold text-gray-900">
        Search the site
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="q"
          required
          placeholder="Search the site"
          autoComplete="off"
          enterKeyHint="search"
          className={`min-h-11 min-w-0 flex-1 rounded-md border border-gray-500 px-3 text-gray-900 placeholder:text-gray-600 ${focusRing}`}
        />
        <button
          type="submit"
          className={`inline-flex min-h-11 items-center gap-2 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark ${focusRing}`}
        >
          <SearchIcon />
          Search
        </button>
      </div>
    </form>
  );
}
