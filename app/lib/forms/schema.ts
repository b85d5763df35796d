import { createValidator, type Validator } from "remix-validated-form";
import type { FormDefinition, FormField } from "@contract/forms";
import {
  checkField,
  checkTerms,
  type FieldCheck,
  type FieldErrors,
  type FormValues,
  type RuleContext,
} from "@contract/form-rules";
import { HONEYPOT_FIELD, OPT_IN_FIELD, TERMS_FIELD } from "./names";

const optInBox = (name: "telephone" | "email", label: string): FormField => ({
  id: 0,
  name,
  type: "checkbox",
  label: `${label} opt-in`,
  placeholder: "",
  required: false,
  options: [],
  hint: null,
  autocomplete: null,
});
const OPT_IN_BOXES = [optInBox("telephone", "Telephone"), optInBox("email", "Email")];

/** What the checks make of a form's answers: each field's value, the terms box, the opt-ins and the honeypot. */
export interface CheckedAnswers {
  [field: string]: unknown;
  [TERMS_FIELD]: boolean;
  [OPT_IN_FIELD]: { telephone: boolean; email: boolean };
  [HONEYPOT_FIELD]: string;
}

const own = (values: object, key: string): unknown =>
  Object.hasOwn(values, key) ? (values as Record<string, unknown>)[key] : undefined;

/**
 * Checks a form's answers (nested as remix-validated-form reads a post: `opt_in.email` → `opt_in: { email }`) with
 * the rules of dealer-api/contract/form-rules.ts, the same the dealer API applies: each field, the terms box (required
 * with force_terms), the opt-ins and the honeypot. Errors are keyed by the names the form posts, in the form's order.
 */
export function checkAnswers(
  definition: FormDefinition,
  raw: Record<string, unknown>,
  ctx: RuleContext,
): { ok: true; answers: CheckedAnswers } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const take = (name: string, check: FieldCheck) => {
    if (check.ok) return check.value;
    errors[name] = check.message;
    return undefined;
  };
  const answers: Record<string, unknown> = {};
  for (const field of definition.fields)
    answers[field.name] = take(field.name, checkField(field, own(raw, field.name), ctx));
  const terms = take(TERMS_FIELD, checkTerms(definition, own(raw, TERMS_FIELD)));
  // The opt-ins come nested (opt_in.email → opt_in: { email }); left out, neither box is ticked.
  const optIns = own(raw, OPT_IN_FIELD);
  const box = (name: string) => (typeof optIns === "object" && optIns !== null ? own(optIns, name) : optIns);
  const [telephone, email] = OPT_IN_BOXES.map((field) =>
    take(`${OPT_IN_FIELD}.${field.name}`, checkField(field, box(field.name), ctx)),
  );
  const honeypot = own(raw, HONEYPOT_FIELD);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    answers: {
      ...answers,
      [TERMS_FIELD]: terms === true,
      [OPT_IN_FIELD]: { telephone: telephone === true, email: email === true },
      [HONEYPOT_FIELD]: typeof honeypot === "string" ? honeypot : "",
    },
  };
}

/**
 * A form's validator for remix-validated-form, generated from its definition: it runs in the browser on submit and
 * again in the action (checkAnswers above; no schema library, so the browser downloads none).
 */
export function formValidator(definition: FormDefinition, ctx: RuleContext): Validator<CheckedAnswers> {
  const check = (data: Record<string, unknown>) => checkAnswers(definition, data, ctx);
  return createValidator({
    validate: async (data) => {
      const result = check(data);
      return result.ok
        ? { data: result.answers, error: undefined }
        : { data: undefined, error: result.errors };
    },
    validateField: async (data, field) => {
      const result = check(data);
      return { error: result.ok ? undefined : result.errors[field] };
    },
  });
}

export interface FormSubmission {
  answers: FormValues;
  termsAccepted: boolean;
  optIn: { telephone: boolean; email: boolean };
  honeypot: string;
}

/** The checked answers, split into what the payload needs. */
export function toSubmission(definition: FormDefinition, checked: CheckedAnswers): FormSubmission {
  const answers: FormValues = {};
  for (const field of definition.fields) {
    const value = checked[field.name];
    answers[field.name] = typeof value === "boolean" || typeof value === "string" ? value : "";
  }
  return {
    answers,
    termsAccepted: checked[TERMS_FIELD],
    optIn: checked[OPT_IN_FIELD],
    honeypot: checked[HONEYPOT_FIELD],
  };
}
