import { withZod } from "@remix-validated-form/with-zod";
import type { Validator } from "remix-validated-form";
import type { FormDefinition } from "../../../dealer-api/contract/forms";
import { formSchema } from "./schema";

type FormValidator = Validator<Record<string, unknown>>;

/**
 * A form's client-side validator, built once per definition and day: building the zod schema costs more than drawing
 * the form, and the server draws the same few forms for every page that shows one.
 */
const built = new Map<string, FormValidator>();
const KEPT = 50;

export function validatorFor(definition: FormDefinition, today: string): FormValidator {
  // The server draws the very same definition object again and again (drawableDefinition keeps it): found at once.
  const same = byDefinition.get(definition);
  if (same?.today === today) return same.validator;
  const key = `${today}|${JSON.stringify(definition)}`;
  let validator = built.get(key);
  if (!validator) {
    validator = withZod(formSchema(definition, { today }));
    if (built.size >= KEPT) built.delete(built.keys().next().value!);
    built.set(key, validator);
  }
  byDefinition.set(definition, { today, validator });
  return validator;
}

const byDefinition = new WeakMap<FormDefinition, { today: string; validator: FormValidator }>();
