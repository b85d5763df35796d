import { CONTEXT_FIELDS, HONEYPOT_FIELD } from "./names";

const NOT_ANSWERS = new Set<string>([...Object.values(CONTEXT_FIELDS), HONEYPOT_FIELD]);

/**
 * What the shopper typed, from a form post, shaped as the form reads its default values (`opt_in.email` → nested,
 * a repeated name → a list). Context fields and the honeypot are left out: this goes back to the page.
 */
export function typedValues(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const put = (target: Record<string, unknown>, key: string, value: string) => {
    const existing = target[key];
    if (existing === undefined) target[key] = value;
    else target[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  };
  for (const [name, value] of entries) {
    if (typeof value !== "string" || NOT_ANSWERS.has(name) || name.startsWith("__rvf")) continue;
    const dot = name.indexOf(".");
    if (dot > 0) {
      const group = name.slice(0, dot);
      const nested = (values[group] ??= {}) as Record<string, unknown>;
      if (typeof nested === "object" && !Array.isArray(nested)) put(nested, name.slice(dot + 1), value);
    } else {
      put(values, name, value);
    }
  }
  return values;
}
