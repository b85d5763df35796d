import type { FormDefinition } from "@contract/forms";
import { CONTEXT_FIELDS, HONEYPOT_FIELD, OPT_IN_FIELD, TERMS_FIELD } from "./names";

const NOT_ANSWERS = new Set<string>([...Object.values(CONTEXT_FIELDS), HONEYPOT_FIELD]);

/** Names no form has, which would reach an object's prototype as a path (remix-validated-form refuses them too). */
export const PROTOTYPE_PATH = new Set(["__proto__", "constructor", "prototype"]);

type Values = Record<string, unknown>;

/**
 * What the shopper typed, from a form post, shaped as the form reads its default values (`opt_in.email` → nested,
 * a repeated name → a list). Context fields and the honeypot are left out: this goes back to the page. Posted names
 * are only ever own keys of objects without a prototype, and a name with a prototype path in it is not kept.
 */
export function typedValues(entries: Iterable<[string, FormDataEntryValue]>): Values {
  const values: Values = Object.create(null);
  const put = (target: Values, key: string, value: string) => {
    const existing = Object.hasOwn(target, key) ? target[key] : undefined;
    if (existing === undefined) target[key] = value;
    else target[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  };
  for (const [name, value] of entries) {
    if (typeof value !== "string" || NOT_ANSWERS.has(name)) continue;
    if (name.split(".").some((part) => PROTOTYPE_PATH.has(part))) continue;
    const dot = name.indexOf(".");
    if (dot > 0) {
      const group = name.slice(0, dot);
      if (!Object.hasOwn(values, group)) values[group] = Object.create(null);
      const nested = values[group];
      if (typeof nested === "object" && nested !== null && !Array.isArray(nested))
        put(nested as Values, name.slice(dot + 1), value);
    } else {
      put(values, name, value);
    }
  }
  return values;
}

/** The names a form's answers are posted under: its fields, the terms box, the opt-ins and the honeypot. */
export function answerNames(definition: FormDefinition): Set<string> {
  return new Set([
    ...definition.fields.map((field) => field.name),
    TERMS_FIELD,
    `${OPT_IN_FIELD}.telephone`,
    `${OPT_IN_FIELD}.email`,
    HONEYPOT_FIELD,
  ]);
}

/** A post's answers to the form and nothing else: what its schema checks (any other name posted is ignored). */
export function answerValues(formData: FormData, definition: FormDefinition): FormData {
  const names = answerNames(definition);
  const answers = new FormData();
  for (const [name, value] of formData.entries()) if (names.has(name)) answers.append(name, value);
  return answers;
}
