import type { ReactNode } from "react";
import type { Choice } from "~/lib/search/options";
import { setBound, toggleValue } from "~/lib/search/rules";
import type { BoundFilter, ListFilter } from "~/lib/search/state";
import { useSearch } from "./search-context";
import { labelClass, selectClass, withCount } from "./styles";

interface ChoiceSelectProps {
  id: string;
  name: string;
  label: string;
  choices: Choice[];
  value: number | string | undefined;
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
  /** The first option, which clears the choice; null for a select that always holds a value. */
  anyLabel?: string | null;
  /** The id of a hint that describes the select. */
  describedBy?: string;
}

/** A single-value dropdown with 'Any' first (spec 1 §2.8: every dropdown has an 'Any' option that clears it). */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { id, name, label, choices, value, onChange, disabled, anyLabel = "Any", describedBy } = props;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value === undefined ? "" : String(value)}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={selectClass}
      >
        {anyLabel === null ? null : <option value="">{anyLabel}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {withCount(choice.label, choice.count)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A min/max filter's select: a new value replaces the old one (spec 1 §4). Plates are text; the rest numbers. */
export function BoundSelect({
  name,
  numeric = true,
  ...select
}: Omit<ChoiceSelectProps, "name" | "value" | "onChange"> & { name: BoundFilter; numeric?: boolean }) {
  const { state, apply } = useSearch();
  return (
    <ChoiceSelect
      {...select}
      name={name}
      value={state[name]}
      onChange={(value) =>
        apply(setBound(state, name, value === undefined || !numeric ? value : Number(value)))
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

/** Each choice's look, set once on the list: a long filter list renders (and weighs) less per choice. */
const listLook =
  "space-y-1 [&_label]:flex [&_label]:min-h-11 [&_label]:cursor-pointer [&_label]:items-center [&_label]:gap-2 [&_label]:rounded-md [&_label]:px-1 [&_label]:text-gray-900 hover:[&_label]:bg-gray-50 [&_input]:h-5 [&_input]:w-5 [&_input]:shrink-0 [&_input]:accent-brand";
const tileLook =
  "grid grid-cols-2 gap-2 [&_label]:flex [&_label]:min-h-11 [&_label]:cursor-pointer [&_label]:flex-col [&_label]:items-center [&_label]:justify-center [&_label]:gap-1 [&_label]:rounded-md [&_label]:border-2 [&_label]:border-gray-300 [&_label]:p-2 [&_label]:text-center [&_label]:text-sm [&_label]:text-gray-900 [&_label:has(:checked)]:border-brand [&_label:has(:checked)]:bg-brand-light [&_label:has(:focus-visible)]:outline [&_label:has(:focus-visible)]:outline-2 [&_label:has(:focus-visible)]:outline-brand [&_input]:sr-only";

/** A multi-value filter: ticking appends the value, unticking removes it (spec 1 §4). */
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
      <ul className={tiles ? tileLook : listLook}>
        {choices.map((choice) => {
          const checked = state[name].includes(choice.value);
          return (
            <li key={choice.value}>
              <label>
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
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
