import { formDefinition, type FormDefinition } from "../../../dealer-api/contract/forms";

/** Far more than any definition needs (form 7 is about 2 kB). */
const MAX_SNAPSHOT_LENGTH = 20_000;

/**
 * A form carries the definition it was drawn from, so that when the dealer API fails mid-submit the page can still draw
 * the form again with everything typed (DESIGN.md: "nothing is lost"). It is only ever used for drawing: answers are
 * always checked against the dealer API's own definition, and its terms HTML is sanitised before use.
 */
export function encodeSnapshot(definition: FormDefinition): string {
  return JSON.stringify(definition);
}

export function decodeSnapshot(text: unknown): FormDefinition | undefined {
  if (typeof text !== "string" || text.length > MAX_SNAPSHOT_LENGTH) return undefined;
  try {
    const parsed = formDefinition.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
