import { json, type TypedResponse } from "@remix-run/node";
import { validationError, type Validator } from "remix-validated-form";
import type { ActionAnswer } from "./action-answer";
import { PROTOTYPE_PATH } from "./values";

/**
 * The one way an action reads a form posted by ValidatedPostForm (components/forms/ValidatedPostForm.tsx): the
 * post is checked with the very validator the form checks with in the browser (withZod over the contract's rules), and
 * every answer that sends the form back carries what was typed, so the fields are filled again without JavaScript —
 * except the fields named `withheld` (passwords): a page never holds a password.
 *
 *   const post = await validatePost(request, loginValidator, { withheld: ["password"] });
 *   if (!post.ok) return post.answer;                           // the errors by field (validationError), 422
 *   const result = await logIn(post.data.email, post.data.password, …);
 *   if (!result.ok) return post.problem(result.message, init);   // the dealer API refused the step as a whole
 *   // …or post.refuse({ password: "…" }, init): the dealer API's errors by field, shown like the validator's
 */
export type ValidatedPost<T> =
  | { ok: false; answer: TypedResponse<ActionAnswer> }
  | {
      ok: true;
      data: T;
      /** The form sent back with errors by field (the dealer API's, say), in the form's order. */
      refuse: (fieldErrors: Record<string, string>, init?: ResponseInit) => TypedResponse<ActionAnswer>;
      /** The form sent back with one problem for the step as a whole (refused, limited, unavailable). */
      problem: (message: string, init?: ResponseInit) => TypedResponse<ActionAnswer>;
    };

/** Every posted value but the withheld ones, as the form posted them (nested names unflattened by the validator). */
function typedValues(
  submitted: Record<string, unknown>,
  withheld: readonly string[],
): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(submitted)) if (!withheld.includes(name)) typed[name] = value;
  return typed;
}

/**
 * The post without names that are no form's field and would reach an object's prototype once the validator unflattens
 * names into objects ("__proto__", "a.constructor", "x[prototype]"): remix-validated-form throws on them, a 500 for a
 * hostile post (tests/e2e/fuzz.spec.ts).
 */
function withoutPrototypePaths(form: FormData): FormData {
  const kept = new FormData();
  for (const [name, value] of form) {
    if (!name.split(/[.[\]]/).some((part) => PROTOTYPE_PATH.has(part))) kept.append(name, value);
  }
  return kept;
}

export async function validatePost<T>(
  request: Request,
  validator: Validator<T>,
  { withheld = [] }: { withheld?: readonly string[] } = {},
): Promise<ValidatedPost<T>> {
  const result = await validator.validate(withoutPrototypePaths(await request.formData()));
  const repopulateFields = typedValues(result.submittedData, withheld);
  const formId = typeof result.formId === "string" ? result.formId : undefined;
  const refuse = (fieldErrors: Record<string, string>, init?: ResponseInit) =>
    validationError({ fieldErrors, formId }, repopulateFields, init) as TypedResponse<ActionAnswer>;
  if (result.error) return { ok: false, answer: refuse(result.error.fieldErrors) };
  return {
    ok: true,
    data: result.data,
    refuse,
    problem: (problem, init) =>
      json<ActionAnswer>({ fieldErrors: {}, formId, repopulateFields, problem }, init ?? { status: 422 }),
  };
}
