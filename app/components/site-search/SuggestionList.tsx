import type { Suggestion } from "~/lib/site-search/suggestions";

interface SuggestionListProps {
  id: string;
  optionId: (index: number) => string;
  suggestions: Suggestion[];
  active: number;
  onChoose: (href: string) => void;
}

/**
 * The combobox's popup: a listbox of cars. Options are chosen from the box with the arrow keys and Enter (focus stays in
 * the box, aria-activedescendant points here) or with a click; pressing does not blur the box.
 */
export function SuggestionList({ id, optionId, suggestions, active, onChoose }: SuggestionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Suggested cars"
      hidden={suggestions.length === 0}
      className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-gray-300 bg-white shadow-lg"
    >
      {suggestions.map((suggestion, index) => (
        // The box keeps focus and handles the keys (aria-activedescendant); a click picks the option.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={suggestion.slug}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion.href)}
          className={`flex cursor-pointer justify-between gap-3 px-3 py-2 text-gray-900 ${
            index === active ? "bg-brand text-white" : "hover:bg-brand-light"
          }`}
        >
          <span>{suggestion.name}</span>
          <span className="shrink-0 font-semibold">{suggestion.price}</span>
        </li>
      ))}
    </ul>
  );
}
