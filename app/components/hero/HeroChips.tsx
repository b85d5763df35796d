import { CloseIcon } from "~/components/icons";
import { focusRing } from "~/components/shell/styles";

export interface Chip {
  key: string;
  label: string;
  /** Without JavaScript: the home page without this value. */
  href: string;
  /** Enhanced: takes the value out in place. */
  onRemove: () => void;
}

interface HeroChipsProps {
  /** What the chips are, for the list's name: "makes", "models"... */
  noun: string;
  /**
   * docs/product/home.md#hero-search: 'Any make', 'Any model', 'Any budget', 'Any features' when nothing is
   * chosen.
   */
  anyLabel: string;
  chips: Chip[];
  enhanced: boolean;
}

const chipClass = `inline-flex min-h-8 items-center gap-1 rounded-full px-3 text-sm font-semibold no-underline ${focusRing}`;

/** The chosen values of one hero option as removable chips (links without JavaScript, buttons with it). */
export function HeroChips({ noun, anyLabel, chips, enhanced }: HeroChipsProps) {
  return (
    <ul className="flex flex-wrap gap-1 px-1" aria-label={`Chosen ${noun}`}>
      {chips.length === 0 ? (
        <li className="inline-flex min-h-8 items-center rounded-full bg-gray-100 px-3 text-sm text-gray-700">
          {anyLabel}
        </li>
      ) : (
        chips.map((chip) => {
          const content = (
            <>
              {chip.label}
              <CloseIcon className="h-4 w-4" />
            </>
          );
          const className = `${chipClass} bg-brand-light text-brand hover:bg-brand hover:text-white`;
          return (
            <li key={chip.key}>
              {enhanced ? (
                <button
                  type="button"
                  className={className}
                  aria-label={`Remove ${chip.label}`}
                  onClick={(event) => {
                    const option = event.currentTarget.closest<HTMLElement>("[data-hero-option-root]");
                    chip.onRemove();
                    // The removed chip took the focus with it: hand it to the next chip, else the option itself.
                    window.setTimeout(() =>
                      option?.querySelector<HTMLElement>('[aria-label^="Remove "], summary')?.focus(),
                    );
                  }}
                >
                  {content}
                </button>
              ) : (
                <a href={chip.href} className={className} aria-label={`Remove ${chip.label}`}>
                  {content}
                </a>
              )}
            </li>
          );
        })
      )}
    </ul>
  );
}
