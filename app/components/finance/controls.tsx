import { useHydrated } from "remix-utils/use-hydrated";
import type { SliderBounds } from "@contract/sliders";
import type { ProductKey } from "~/lib/finance/quotes";
import { formatNumber } from "~/lib/format";
import { fieldClass, focusRing, hintClass, labelClass } from "./styles";

export interface Option {
  value: number;
  label: string;
}

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: number;
  options: Option[];
  onChange: (value: number) => void;
}

export function SelectField({ id, name, label, value, options, onChange }: SelectFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className={fieldClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface AmountFieldProps {
  id: string;
  name: string;
  label: string;
  /** What the shopper typed, kept as text while they type. */
  value: string;
  bounds: SliderBounds;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * A pounds amount: a number input with the slider's bounds and step (it works alone, by keyboard, without JavaScript),
 * plus, with JavaScript, a slider that moves the same value for those who like to drag. The slider is a second way to
 * do what the input does, so it is hidden from assistive technology and the tab order.
 */
export function AmountField({ id, name, label, value, bounds, onChange, className }: AmountFieldProps) {
  const hydrated = useHydrated();
  const hintId = `${id}-hint`;
  const numeric = Number(value);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <span id={hintId} className={hintClass}>
        £{formatNumber(bounds.min)} to £{formatNumber(bounds.max)}, in steps of £{formatNumber(bounds.step)}
      </span>
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="font-semibold text-gray-900">
          £
        </span>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={value}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
          className={fieldClass}
        />
      </div>
      {hydrated && bounds.max > bounds.min ? (
        <input
          type="range"
          aria-hidden="true"
          tabIndex={-1}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={Number.isFinite(numeric) ? numeric : bounds.min}
          onChange={(event) => onChange(event.target.value)}
          className="mt-2 w-full accent-brand"
        />
      ) : null}
    </div>
  );
}

interface ProductChoiceProps {
  name: string;
  legend: string;
  value: ProductKey;
  onChange: (value: ProductKey) => void;
  /** Products the lender does not offer for this choice, with why. */
  unavailable?: Partial<Record<ProductKey, string>>;
  /** Order of the two products. */
  order?: readonly ProductKey[];
}

/** The PCP/HP toggle (and the calculator's tabs): two radios that look like a switch, usable without JavaScript. */
export function ProductChoice({
  name,
  legend,
  value,
  onChange,
  unavailable = {},
  order = ["PCP", "HP"],
}: ProductChoiceProps) {
  const notes = order.filter((key) => unavailable[key]);
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="inline-flex rounded-md border-2 border-brand">
        {order.map((key) => (
          <label key={key} className="relative">
            <input
              type="radio"
              name={name}
              value={key}
              checked={value === key}
              disabled={Boolean(unavailable[key])}
              onChange={() => onChange(key)}
              className="peer sr-only"
            />
            <span
              className={`flex min-h-11 min-w-20 cursor-pointer items-center justify-center px-4 font-semibold text-brand peer-checked:bg-brand peer-checked:text-white peer-disabled:cursor-not-allowed peer-disabled:text-gray-700 peer-disabled:line-through peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand ${focusRing}`}
            >
              {key}
            </span>
          </label>
        ))}
      </div>
      {notes.map((key) => (
        <p key={key} className="mt-1 text-sm text-gray-700">
          {unavailable[key]}
        </p>
      ))}
    </fieldset>
  );
}

/** The other finance tools' values, so submitting this tool's GET form keeps them in the URL. */
export function HiddenParams({ params }: { params: [string, string][] }) {
  return (
    <>
      {params.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
