/**
 * The forms' use of remix-validated-form, all through its public API: DefinitionForm draws `ValidatedForm` and reads
 * `useFormContext` and `useIsSubmitting`; lib/forms/schema.ts makes the validator with `createValidator`; an action's
 * answer is the library's `ValidationErrorResponseData` (lib/forms/view.ts). This file hands each field its part of
 * the form context. Nothing reads the library's internal fields (`__rvf…`): the form's key is posted as our own
 * `form_key`.
 */
import { createContext, useContext, type ReactNode } from "react";

interface FormBinding {
  fieldErrors: Record<string, string>;
  defaultValues?: Record<string, unknown>;
  clearError: (...names: string[]) => void;
}

const FieldBindingContext = createContext<FormBinding | null>(null);

/** Given by FormBody from remix-validated-form's form context, which it reads anyway for the error summary. */
export function FieldBindingProvider({ value, children }: { value: FormBinding; children: ReactNode }) {
  return <FieldBindingContext.Provider value={value}>{children}</FieldBindingContext.Provider>;
}

/** An object's own value: never one every object has ("constructor", "toString"). */
const own = (values: object, key: string): unknown =>
  Object.hasOwn(values, key) ? (values as Record<string, unknown>)[key] : undefined;

/** A value by its field name, dots going into objects ("opt_in.email"), as remix-validated-form names them. */
function valueAt(values: Record<string, unknown>, name: string): unknown {
  let value: unknown = values;
  for (const key of name.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = own(value, key);
  }
  return value;
}

function checked(type: string | undefined, value: unknown, kept: unknown): boolean | undefined {
  const own = value === undefined ? "on" : String(value);
  if (type === "checkbox") {
    if (Array.isArray(kept)) return kept.some((each) => each === true || each === own);
    if (typeof kept === "boolean") return kept;
    if (typeof kept === "string") return kept === own;
    return undefined;
  }
  return typeof kept === "string" ? kept === own : undefined;
}

type InputProps = Record<string, unknown> & { type?: string; value?: unknown };

/**
 * One field's error, kept value and input props: what remix-validated-form's useField gives these forms, read from the
 * form context FormBody holds. useField subscribes every field to the form's store a dozen times over — the costliest
 * part of drawing a form, on every page that ends with one (ADR 071). These forms check on submit only (GOV.UK: never
 * while the shopper is still typing or moving between fields), so beyond this a field needs just what useField does on
 * change: typing clears the field's error.
 */
export function useFieldBinding(name: string) {
  const form = useContext(FieldBindingContext);
  if (!form) throw new Error("useFieldBinding needs a FieldBindingProvider (inside DefinitionForm)");
  const error = own(form.fieldErrors, name) as string | undefined;
  // Typed as useField types it: what the form was given (or sent back with), per field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const defaultValue: any = valueAt(form.defaultValues ?? {}, name);
  const getInputProps = <T extends InputProps>(props: T) => {
    const input: Record<string, unknown> = {
      ...props,
      name,
      onChange: () => {
        if (error) form.clearError(name);
      },
    };
    if (props.type === "checkbox" || props.type === "radio")
      input.defaultChecked = checked(props.type, props.value, defaultValue);
    else if (props.value === undefined) input.defaultValue = defaultValue;
    for (const key of Object.keys(input)) if (input[key] === undefined) delete input[key];
    return input;
  };
  return { error, defaultValue, getInputProps };
}
