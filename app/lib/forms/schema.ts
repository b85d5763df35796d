import { z } from "zod";
import type { FormDefinition, FormField } from "../../../dealer-api/contract/forms";
import {
  checkField,
  checkTerms,
  fieldSchema,
  type FormValues,
  type RuleContext,
} from "../../../dealer-api/contract/form-rules";
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

function checkboxSchema(field: FormField, ctx: RuleContext) {
  return z.unknown().transform((raw, issue) => {
    const check = checkField(field, raw, ctx);
    if (check.ok) return check.value === true;
    issue.addIssue({ code: z.ZodIssueCode.custom, message: check.message });
    return z.NEVER;
  });
}

/**
 * The zod schema of a form, generated from its definition: one entry per field (the rules of
 * dealer-api/contract/form-rules.ts, the same the dealer API applies), the terms box (required with force_terms), the
 * opt-ins and the honeypot. remix-validated-form runs it in the browser on submit; the action runs it again.
 */
export function formSchema(definition: FormDefinition, ctx: RuleContext) {
  const fields: Record<string, z.ZodTypeAny> = Object.fromEntries(
    definition.fields.map((field) => [field.name, fieldSchema(field, ctx)]),
  );
  return z.object({
    ...fields,
    [TERMS_FIELD]: z.unknown().transform((raw, issue) => {
      const check = checkTerms(definition, raw);
      if (check.ok) return check.value === true;
      issue.addIssue({ code: z.ZodIssueCode.custom, message: check.message });
      return z.NEVER;
    }),
    [OPT_IN_FIELD]: z
      .object({
        telephone: checkboxSchema(optInBox("telephone", "Telephone"), ctx),
        email: checkboxSchema(optInBox("email", "Email"), ctx),
      })
      .default({}),
    [HONEYPOT_FIELD]: z.unknown().transform((raw) => (typeof raw === "string" ? raw : "")),
  });
}

export interface FormSubmission {
  answers: FormValues;
  termsAccepted: boolean;
  optIn: { telephone: boolean; email: boolean };
  honeypot: string;
}

/** The schema's output, split into what the payload needs. */
export function toSubmission(definition: FormDefinition, parsed: Record<string, unknown>): FormSubmission {
  const answers: FormValues = {};
  for (const field of definition.fields) {
    const value = parsed[field.name];
    answers[field.name] = typeof value === "boolean" ? value : typeof value === "string" ? value : "";
  }
  const optIn = (parsed[OPT_IN_FIELD] ?? {}) as { telephone?: boolean; email?: boolean };
  return {
    answers,
    termsAccepted: parsed[TERMS_FIELD] === true,
    optIn: { telephone: optIn.telephone === true, email: optIn.email === true },
    honeypot: typeof parsed[HONEYPOT_FIELD] === "string" ? (parsed[HONEYPOT_FIELD] as string) : "",
  };
}
