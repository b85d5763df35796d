import type { ValidationErrorResponseData } from "remix-validated-form";

/**
 * What an action answers when a form posted to it cannot go on: remix-validated-form's own answer to a failed
 * validation (`validationError`: the errors by field, what to fill the fields with, the form it is for), and, when the
 * dealer API refused or limited the step as a whole, that problem's message. Made by lib/forms/validate-post.server.ts,
 * read by components/forms/ValidatedPostForm.tsx.
 */
export interface ActionAnswer extends ValidationErrorResponseData {
  fieldErrors: Record<string, string>;
  repopulateFields?: Record<string, unknown>;
  /** A problem with the step as a whole (the dealer API refused or limited it); the fields have none. */
  problem?: string;
}

export function isActionAnswer(value: unknown): value is ActionAnswer {
  return typeof value === "object" && value !== null && "fieldErrors" in value;
}
