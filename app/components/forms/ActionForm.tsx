import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import { useActionData, useFetcher } from "@remix-run/react";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { controlClass, ErrorMessage, Hint, RequiredExplained, RequiredMark } from "~/components/forms/parts";
import { useErrorTitle } from "~/components/forms/use-error-title";
import { fieldId } from "~/lib/forms/names";

/** What an action answers when it cannot go on: the errors by field, in the form's order, and what was typed. */
export interface ActionProblem {
  errors: Record<string, string>;
  typed: Record<string, string | string[]>;
  /** A problem with the step as a whole (the dealer API refused or limited it). */
  problem?: string;
}

/** The form's key: its fields' ids start with it (fieldId), so the error summary's links land on them. */
const FormKey = createContext("form");

const useIdOf = () => {
  const formKey = useContext(FormKey);
  return (name: string) => fieldId(formKey, name);
};

/**
 * A form that posts to an action: a plain POST that works without JavaScript; with it, the form is sent by a fetcher
 * (no page reload), and the action's redirect takes the visitor on (the valuation wizard's steps, the account forms).
 * What the action answers when it cannot go on (ActionProblem) is shown with the GOV.UK error summary, and the page's
 * title starts "Error: " (lib/forms/error-title: from the server without JavaScript, useErrorTitle with it).
 */
export function ActionForm({
  action,
  submit,
  formKey,
  explainRequired = true,
  children,
}: {
  action: string;
  submit: string;
  /** Unique on the page: the fields' ids start with it. */
  formKey: string;
  /** "Fields marked * are required", when the step has any. */
  explainRequired?: boolean;
  children: (problem: ActionProblem | undefined) => ReactNode;
}) {
  const fetcher = useFetcher<ActionProblem>();
  const posted = useActionData<ActionProblem>();
  const problem = fetcher.data ?? posted;
  const summary = useRef<HTMLDivElement>(null);
  const listed = Object.entries(problem?.errors ?? {});
  useErrorTitle(listed.length > 0 || Boolean(problem?.problem));
  const busy = fetcher.state !== "idle";
  const alert = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // A try that came back with problems: focus the summary (it may already be there, for the new errors), and empty
  // any password, as the page does without JavaScript (a password is never sent back to the page). Once, when the
  // answer arrives and its errors are shown: the page's data may still be reloading, and a password typed meanwhile,
  // after the errors appeared, is the visitor's next try and stays.
  useEffect(() => {
    if (!fetcher.data) return;
    form.current?.querySelectorAll<HTMLInputElement>('input[type="password"]').forEach((input) => {
      input.value = "";
    });
    (summary.current ?? alert.current)?.focus();
  }, [fetcher.data]);
  return (
    <FormKey.Provider value={formKey}>
      <fetcher.Form ref={form} method="post" action={action} noValidate className="space-y-6">
        {listed.length > 0 ? (
          <ErrorSummary formKey={formKey} errors={listed} headingLevel={2} boxRef={summary} />
        ) : null}
        {problem?.problem ? (
          <div
            ref={alert}
            role="alert"
            tabIndex={-1}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            className="rounded-md border-4 border-red-700 bg-red-50 p-4 font-semibold text-gray-900"
          >
            {problem.problem}
          </div>
        ) : null}
        {explainRequired ? <RequiredExplained /> : null}
        {children(problem)}
        <button type="submit" className="btn-accent w-full sm:w-auto" aria-disabled={busy || undefined}>
          {submit}
        </button>
      </fetcher.Form>
    </FormKey.Provider>
  );
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

interface TextFieldProps {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value?: string;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  className?: string;
  spellCheck?: boolean;
}

export function TextField({
  name,
  label,
  hint,
  error,
  value,
  type = "text",
  className = "",
  ...rest
}: TextFieldProps) {
  const id = useIdOf()(name);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-gray-900">
        {label}
        <RequiredMark />
      </label>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage> : null}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        className={`${controlClass(Boolean(error))} ${className}`}
        {...rest}
      />
    </div>
  );
}

export function SelectField({
  name,
  label,
  error,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  error?: string;
  value?: string;
  options: { value: string; label: string }[];
  /** With JavaScript: the choice as it changes (another field's options may follow it). */
  onChange?: (value: string) => void;
}) {
  const id = useIdOf()(name);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-gray-900">
        {label}
        <RequiredMark />
      </label>
      {error ? <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage> : null}
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(Boolean(error))}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
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
  error,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  error?: string;
  value?: string;
  options: readonly { value: string; label: string; hint?: string }[];
  /** With JavaScript: the choice as it changes. */
  onChange?: (value: string) => void;
}) {
  const id = useIdOf()(name);
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
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                defaultChecked={value === option.value}
                onChange={onChange ? () => onChange(option.value) : undefined}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                className="mt-0.5 h-6 w-6 shrink-0 cursor-pointer accent-brand"
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
  values,
  options,
}: {
  name: string;
  legend: string;
  hint: string;
  values: readonly string[];
  options: readonly { value: string; label: string }[];
}) {
  const id = useIdOf()(name);
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
                id={optionId}
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={values.includes(option.value)}
                className="mt-0.5 h-6 w-6 shrink-0 cursor-pointer accent-brand"
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
