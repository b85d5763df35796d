import type { Validator } from "remix-validated-form";
import type { FormDefinition } from "../../../dealer-api/contract/forms";
import { formValidator, type CheckedAnswers } from "./schema";

type FormValidator = Validator<CheckedAnswers>;

/**
 * A form's client-side validator, built once per definition and day: the server draws the same few forms for every
 * page that shows one.
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
    validator = formValidator(definition, { today });
    if (built.size >= KEPT) built.delete(built.keys().next().value!);
    built.set(key, validator);
  }
  byDefinition.set(definition, { today, validator });
  return validator;
}

const byDefinition = new WeakMap<FormDefinition, { today: string; validator: FormValidator }>();
