/**
 * Names shared by the forms' markup and the actions that read them. Answers are posted under the field names of the
 * form definition; these are the extra inputs every form carries.
 */
export const TERMS_FIELD = "terms";
/** The opt-in boxes are posted as opt_in.telephone and opt_in.email ("yes" when ticked). */
export const OPT_IN_FIELD = "opt_in";
/** The honeypot: hidden from people (display: none), so anything in it was typed by a robot. */
export const HONEYPOT_FIELD = "company_website";

export const CONTEXT_FIELDS = {
  formId: "form_id",
  /** The form's key on its page (form-key.ts), posted back so the answer is drawn where the form was. */
  formKey: "form_key",
  /** The car an enquiry is about, by slug; the action looks the car up rather than trusting posted details. */
  vehicle: "vehicle",
  /** The car's name, only to title the form again if it has to be shown after a failure. */
  vehicleName: "vehicle_name",
  /** A branch chosen by the page (the contact block's branch). */
  branch: "_organisational_unit",
  redirectTo: "redirectTo",
  /** The definition the form was drawn from, so the form can be shown again with everything typed even if the dealer API is down. */
  snapshot: "_form",
} as const;

/** The failure messages of docs/product/forms.md#submitting, word for word. */
export const SUBMISSION_FAILED = "Sorry, we were unable to process your submission";
export const FORM_NOT_FOUND = "Form not found";
/** Added to the failure message when the dealer API could not be reached, so the shopper knows what to do. */
export const UNAVAILABLE_DETAIL =
  "Our system did not answer. Nothing you typed has been lost: please try again in a few minutes, or call your nearest branch.";

/** The id of a field's control, unique per form on the page; a radio group's first option takes it (GOV.UK). */
export const fieldId = (formKey: string, name: string) =>
  `${formKey}-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
