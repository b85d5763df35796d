import type { ReactNode } from "react";
import { withCount, type Choice } from "~/lib/search/choices";
import { setBound, toggleValue } from "~/lib/search/rules";
import type { BoundFilter, ListFilter } from "~/lib/search/state";
import { useSearch } from "./search-context";
import { optionMarkup } from "~/lib/search/option-markup";
import { labelClass, selectClass } from "./styles";
import { Html } from "~/components/Html";
import { useCommittedChange } from "./use-committed-change";

interface ChoiceSelectProps {
  id: string;
  name: string;
  label: string;
  choices: Choice[];
  value: number | string | undefined;
  /**
   * Applies each committed choice (use-committed-change.ts); without it the select keeps its choice until its form is
   * sent (MobileBudget).
   */
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  /** The first option, which clears the choice; null for a select that always holds a value. */
  anyLabel?: string | null;
  /** The id of a hint that describes the select. */
  describedBy?: string;
}

/**
 * A single-value dropdown with 'Any' first (docs/product/search.md#filters: every dropdown has an 'Any'
 * option that clears it).
 */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { id, name, label, choices, value, onChange, disabled, anyLabel = "Any", describedBy } = props;
  const selected = value === undefined ? "" : String(value);
  // Applied when the shopper commits the choice, not on each arrow key (use-committed-change.ts).
  const committed = useCommittedChange(selected, (chosen) => onChange?.(chosen || undefined));
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Html
        as="select"
        id={id}
        name={name}
        // Uncontrolled without onChange: the markup marks the chosen option.
        {...(onChange ? committed : {})}
        disabled={disabled}
        aria-describedby={describedBy}
        className={selectClass}
        // The options as one piece of HTML, the chosen one marked (option-markup.ts): the same markup, far cheaper.
        html={optionMarkup(choices, anyLabel, selected)}
      />
    </div>
  );
}

/**
 * A min/max filter's select: a new value replaces the old one (docs/product/search.md#changing-a-search).
 * Plates are text; the rest numbers.
 */
export function BoundSelect({
  name,
  numeric = true,
  deferred = false,
  ...select
}: Omit<ChoiceSelectProps, "name" | "value" | "onChange"> & {
  name: BoundFilter;
  numeric?: boolean;
  /** Waits for its form's button rather than searching on each change. */
  deferred?: boolean;
}) {
  const { state, apply } = useSearch();
  return (
    <ChoiceSelect
      {...select}
      name={name}
      value={state[name]}
      onChange={
        deferred
          ? undefined
          : (value) => apply(setBound(state, name, value === undefined || !numeric ? value : Number(value)))
      }
    />
  );
}

interface CheckboxListProps {
  name: ListFilter;
  legend: string;
  choices: Choice[];
  /** A picture before the label (body-type icons), given whether the choice is ticked. */
  icon?: (value: string, checked: boolean) => ReactNode;
  /** Lays the choices out as tiles, two a row. */
  tiles?: boolean;
  /** Shows the legend (models grouped by make); otherwise the section's title names the group. */
  showLegend?: boolean;
}

/**
 * A multi-value filter: ticking appends the value, unticking removes it
 * (docs/product/search.md#changing-a-search).
 */
export function CheckboxList({
  name,
  legend,
  choices,
  icon,
  tiles = false,
  showLegend = false,
}: CheckboxListProps) {
  const { state, apply, vocabulary } = useSearch();
  return (
    <fieldset>
      <legend className={showLegend ? "px-1 pt-2 text-sm font-bold text-gray-900" : "sr-only"}>
        {legend}
      </legend>
      {/* Each choice's look is set once on the group (tailwind.css): a long list renders and weighs less per choice. */}
      <div className={tiles ? "filter-tiles" : "filter-choices"}>
        {choices.map((choice) => {
          const checked = state[name].includes(choice.value);
          return (
            <label key={choice.value}>
              <input
                type="checkbox"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={(event) =>
                  apply(toggleValue(state, name, choice.value, event.target.checked, vocabulary))
                }
              />
              {icon?.(choice.value, checked)}
              {withCount(choice.label, choice.count)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
