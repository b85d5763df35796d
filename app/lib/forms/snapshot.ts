import type { FormDefinition } from "@contract/forms";

/**
 * A form carries the definition it was drawn from, so that when the dealer API fails mid-submit the page can still draw
 * the form again with everything typed (docs/product/forms.md#submitting: nothing typed is lost). It is only ever used for drawing: answers are
 * always checked against the dealer API's own definition, and its terms HTML is sanitised before use. The action reads
 * it with decodeSnapshot (snapshot.server.ts).
 */
export function encodeSnapshot(definition: FormDefinition): string {
  return JSON.stringify(definition);
}
