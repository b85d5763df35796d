import { formatNumber } from "~/lib/format";
import type { HeroChoice } from "~/lib/hero/options";

interface ChoiceListProps {
  legend: string;
  /** The query name; only without JavaScript, when the checkboxes themselves are submitted. */
  name?: string;
  choices: HeroChoice[];
  chosen: string[];
  onChange: (value: string, checked: boolean) => void;
  /** docs/product/home.md#hero-search: a picker with fewer than two choices is disabled. */
  disabled?: boolean;
  disabledHint?: string;
}

/** A group of checkboxes in a fieldset, each with the number of cars it would give. */
export function ChoiceList({
  legend,
  name,
  choices,
  chosen,
  onChange,
  disabled,
  disabledHint,
}: ChoiceListProps) {
  return (
    <>
      {/* A disabled fieldset submits nothing (hidden fields inside included): keep what was chosen before the
          group narrowed to one choice. */}
      {disabled && name
        ? chosen.map((value) => <input key={value} type="hidden" name={name} value={value} />)
        : null}
      <fieldset disabled={disabled} className="mb-4 last:mb-0">
        <legend className="mb-2 font-bold text-gray-900">{legend}</legend>
        {disabled && disabledHint ? <p className="mb-2 text-sm text-gray-700">{disabledHint}</p> : null}
        <ul className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 min-[64.0625em]:grid-cols-4">
          {choices.map((choice) => (
            <li key={choice.value}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-2 hover:bg-gray-100">
                <input
                  type="checkbox"
                  name={name}
                  value={choice.value}
                  checked={chosen.includes(choice.value)}
                  onChange={(event) => onChange(choice.value, event.target.checked)}
                  className="h-5 w-5 shrink-0 accent-brand"
                />
                <span>
                  {choice.label} <span className="text-gray-700">({formatNumber(choice.count)})</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  );
}
