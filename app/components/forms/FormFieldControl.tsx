import { useEffect, useRef, useState, type ReactNode } from "react";
import { useField } from "remix-validated-form";
import { CHECK_ON_SUBMIT } from "./check-on-submit";
import type { FormField } from "@contract/forms";
import { fieldId } from "~/lib/forms/names";
import type { VisitHours } from "~/lib/forms/view";
import { visitTimeOptions } from "~/lib/forms/visit-times";
import { controlClass, ErrorMessage, Hint, RequiredMark } from "./parts";

interface ControlProps {
  field: FormField;
  formKey: string;
  /** For dates: the earliest a visit can be (today), so the browser's date picker greys out the past. */
  today: string;
  /** The time of a visit: the branch's opening hours narrow the times offered (lib/forms/visit-times.ts). */
  visitHours?: VisitHours;
}

/**
 * The date the visit's form has chosen, read from its `visit_date` field as it changes (JavaScript only; "" until
 * then), so the time list can follow it.
 */
function useVisitDate(enabled: boolean) {
  const anchor = useRef<HTMLSelectElement>(null);
  const [date, setDate] = useState("");
  useEffect(() => {
    const form = anchor.current?.form;
    if (!enabled || !form) return;
    const input = form.elements.namedItem("visit_date");
    if (input instanceof HTMLInputElement) setDate(input.value);
    const follow = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.name === "visit_date") setDate(target.value);
    };
    form.addEventListener("input", follow);
    form.addEventListener("change", follow);
    return () => {
      form.removeEventListener("input", follow);
      form.removeEventListener("change", follow);
    };
  }, [enabled]);
  return { anchor, date };
}

function describedBy(...ids: (string | null | undefined | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined || undefined;
}

/** A group of radios or a single checkbox: a fieldset with a legend, the hint and the error inside (GOV.UK). */
function ChoiceGroup({
  id,
  field,
  error,
  children,
}: {
  id: string;
  field: FormField;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={describedBy(field.hint && `${id}-hint`, error && `${id}-error`)}>
      <legend className="mb-1 font-semibold text-gray-900">
        {field.label}
        {field.required ? <RequiredMark /> : null}
      </legend>
      {field.hint ? <Hint id={`${id}-hint`}>{field.hint}</Hint> : null}
      {error ? <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage> : null}
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">{children}</div>
    </fieldset>
  );
}

/** One field of a form definition, labelled, with its hint and its error, by type. */
export function FormFieldControl({ field, formKey, today, visitHours }: ControlProps) {
  const id = fieldId(formKey, field.name);
  const { error, getInputProps, defaultValue } = useField(field.name, {
    validationBehavior: CHECK_ON_SUBMIT,
  });
  const visit = useVisitDate(Boolean(visitHours));
  const aria = {
    "aria-invalid": error ? true : undefined,
    "aria-required": field.required || undefined,
    "aria-describedby": describedBy(field.hint && `${id}-hint`, error && `${id}-error`),
  };

  if (field.type === "radio") {
    return (
      <ChoiceGroup id={id} field={field} error={error}>
        {field.options.map((option, index) => {
          // The first option carries the field's id, so the error summary's link lands on it.
          const optionId = index === 0 ? id : `${id}-${index + 1}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <input
                {...getInputProps({ type: "radio", value: option.value, id: optionId })}
                className="h-6 w-6 cursor-pointer accent-brand"
              />
              <label htmlFor={optionId} className="cursor-pointer">
                {option.label}
              </label>
            </div>
          );
        })}
      </ChoiceGroup>
    );
  }

  if (field.type === "checkbox") {
    return (
      <div>
        {field.hint ? <Hint id={`${id}-hint`}>{field.hint}</Hint> : null}
        {error ? <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage> : null}
        <div className="flex items-start gap-3">
          <input
            {...getInputProps({ type: "checkbox", value: "yes", id, ...aria })}
            className="mt-0.5 h-6 w-6 shrink-0 cursor-pointer accent-brand"
          />
          <label htmlFor={id} className="cursor-pointer">
            {field.label}
            {field.required ? <RequiredMark /> : null}
          </label>
        </div>
      </div>
    );
  }

  const label = (
    <label htmlFor={id} className="block font-semibold text-gray-900">
      {field.label}
      {field.required ? <RequiredMark /> : null}
    </label>
  );
  const hintAndError = (
    <>
      {field.hint ? <Hint id={`${id}-hint`}>{field.hint}</Hint> : null}
      {error ? <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage> : null}
    </>
  );
  const className = controlClass(Boolean(error));

  if (field.type === "select") {
    return (
      <div>
        {label}
        {hintAndError}
        <select
          {...getInputProps({ id, ...aria })}
          ref={visit.anchor}
          defaultValue={defaultValue ?? ""}
          className={className}
        >
          {/* A required select's placeholder cannot be chosen (docs/product/forms.md); an optional one means "no answer". */}
          <option value="" disabled={field.required}>
            {field.placeholder || "Please select"}
          </option>
          {visitTimeOptions(field.options, visitHours, visit.date).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  }

  if (field.type === "textarea") {
    return (
      <div>
        {label}
        {hintAndError}
        <textarea
          {...getInputProps({ id, rows: 5, placeholder: field.placeholder || undefined, ...aria })}
          className={className}
        />
      </div>
    );
  }

  return (
    <div>
      {label}
      {hintAndError}
      <input
        {...getInputProps({
          id,
          type: field.type,
          autoComplete: field.autocomplete ?? undefined,
          placeholder: field.placeholder || undefined,
          spellCheck: field.type === "email" ? false : undefined,
          min: field.type === "date" ? today : undefined,
          ...aria,
        })}
        className={`${className} ${field.type === "date" ? "max-w-xs" : ""}`}
      />
    </div>
  );
}
