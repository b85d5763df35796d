import { formDefinition, type FormDefinition } from "@contract/forms";

/** Far more than any definition needs (form 7 is about 2 kB). */
const MAX_SNAPSHOT_LENGTH = 20_000;

/**
 * A field name as the dealer API's forms have them ("first_name"): the form draws ids and looks errors and kept values
 * up by it, so a name with a path in it or one every object has ("__proto__", "constructor") is not drawn.
 */
const isFieldName = (name: string) => /^[a-z][a-z0-9_]{0,63}$/i.test(name) && !(name in Object.prototype);

/** The definition a posted form carried (encodeSnapshot, snapshot.ts), if it is one; only ever used for drawing. */
export function decodeSnapshot(text: unknown): FormDefinition | undefined {
  if (typeof text !== "string" || text.length > MAX_SNAPSHOT_LENGTH) return undefined;
  try {
    const parsed = formDefinition.safeParse(JSON.parse(text));
    if (!parsed.success || !parsed.data.fields.every((field) => isFieldName(field.name))) return undefined;
    return parsed.data;
  } catch {
    return undefined;
  }
}
