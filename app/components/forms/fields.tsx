import { useField } from "remix-validated-form";
import { useFormKey } from "~/components/forms/ValidatedPostForm";
import { controlClass, ErrorMessage, Hint, RequiredMark } from "~/components/forms/parts";
import { fieldId } from "~/lib/forms/names";
import { CHECK_ON_SUBMIT } from "./check-on-submit";

/**
 * The fields of a ValidatedPostForm, each on remix-validated-form's own `useField`: its error (from the browser's
 * check or the action's answer), what it holds (the form's default values, or what was typed when the answer came
 * back without JavaScript), and the input's props. Checked when the form is sent; typing clears the field's error
 * (check-on-submit.ts).
 */
export const useFieldOf = (name: string) => {
  const id = fieldId(useFormKey(), name);
  return { id, ...useField(name, { validationBehavior: CHECK_ON_SUBMIT }) };
};

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

interface TextFieldProps {
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  className?: string;
  spellCheck?: boolean;
  /** Not required: no asterisk, and "(optional)" after the label (GOV.UK). */
  optional?: boolean;
}

export function TextField({
  name,
  label,
  hint,
  type = "text",
  className = "",
  optional = false,
  ...rest
}: TextFieldProps) {
  const { id, error, getInputProps } = useFieldOf(name);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-gray-900">
        {label}
        {optional ? " (optional)" : <RequiredMark />}
      </label>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage> : null}
      <input
        {...getInputProps({
          id,
          type,
          "aria-required": optional ? undefined : true,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(hint && `${id}-hint`, error && `${id}-error`),
          className: `${controlClass(Boolean(error))} ${className}`,
          ...rest,
        })}
        // A password is never filled in from what the page was given (the action never sends it back).
        {...(type === "password" ? { defaultValue: undefined } : {})}
      />
    </div>
  );
}

export function SelectField({
  name,
  label,
  options,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** With JavaScript: the choice as it changes (another field's options may follow it). */
  onChange?: (value: string) => void;
}) {
  const { id, error, defaultValue, getInputProps } = useFieldOf(name);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-gray-900">
        {label}
        <RequiredMark />
      </label>
      {error ? <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage> : null}
      <select
        {...getInputProps({
          id,
          "aria-required": true,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          className: controlClass(Boolean(error)),
          onChange: onChange
            ? (event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)
            : undefined,
        })}
        defaultValue={defaultValue === undefined ? "" : String(defaultValue)}
      >
        <option value="">Please Select</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A radio group: a fieldset with its legend, hint and error; the first radio carries the field's id (GOV.UK). */
export function RadioField({
  name,
  legend,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string; hint?: string }[];
  /** With JavaScript: the choice as it changes. */
  onChange?: (value: string) => void;
}) {
  const { id, error, getInputProps } = useFieldOf(name);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-semibold text-gray-900">
        {legend}
        <RequiredMark />
      </legend>
      {error ? <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage> : null}
      <div className="mt-2 space-y-3">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index + 1}`;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                {...getInputProps({
                  id: optionId,
                  type: "radio",
                  value: option.value,
                  onChange: onChange ? () => onChange(option.value) : undefined,
                  "aria-describedby": option.hint ? `${optionId}-hint` : undefined,
                  className: "mt-0.5 h-6 w-6 shrink-0 cursor-pointer accent-brand",
                })}
              />
              <div>
                <label htmlFor={optionId} className="cursor-pointer font-semibold">
                  {option.label}
                </label>
                {option.hint ? <Hint id={`${optionId}-hint`}>{option.hint}</Hint> : null}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Tick boxes under one question (a fieldset with a legend and a hint); none is required. */
export function CheckboxesField({
  name,
  legend,
  hint,
  options,
}: {
  name: string;
  legend: string;
  hint: string;
  options: readonly { value: string; label: string }[];
}) {
  const { id, getInputProps } = useFieldOf(name);
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="mb-1 font-semibold text-gray-900">{legend}</legend>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      <div className="mt-2 space-y-3">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index + 1}`;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                {...getInputProps({
                  id: optionId,
                  type: "checkbox",
                  value: option.value,
                  className: "mt-0.5 h-6 w-6 shrink-0 cursor-pointer accent-brand",
                })}
              />
              <label htmlFor={optionId} className="cursor-pointer">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
