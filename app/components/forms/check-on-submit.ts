/**
 * When remix-validated-form's `useField` checks a field (its `validationBehavior`), for every form on the site: only
 * when the form is sent. GOV.UK: never while the visitor is still typing or moving between fields; typing into a field
 * clears its error (useField does so whenever the behaviour is not "onChange"). ADR 313.
 */
export const CHECK_ON_SUBMIT = {
  initial: "onSubmit",
  whenTouched: "onSubmit",
  whenSubmitted: "onSubmit",
} as const;
