import { z } from "zod";
import { flat } from "./envelope";
import { FORM_IDS } from "./forms-vocabulary";

export * from "./forms-vocabulary";

export const formFieldType = z.enum([
  "text",
  "email",
  "tel",
  "select",
  "textarea",
  "date",
  "checkbox",
  "radio",
]);
export type FormFieldType = z.infer<typeof formFieldType>;

export const formFieldOption = z.object({ value: z.string(), label: z.string() });

export const formField = z.object({
  id: z.number().int(),
  /** The key the value is posted under in the enquiry payload. */
  name: z.string(),
  type: formFieldType,
  label: z.string(),
  placeholder: z.string(),
  required: z.boolean(),
  /** For select and radio; empty otherwise. A required select's placeholder is a disabled first option. */
  options: z.array(formFieldOption),
  /** Shown under the label (GOV.UK style), e.g. 'Letters, spaces and hyphens only'. */
  hint: z.string().nullable(),
  /** HTML autocomplete token (WCAG 1.3.5), e.g. "given-name". */
  autocomplete: z.string().nullable(),
});
export type FormField = z.infer<typeof formField>;

export const optInChannel = z.object({ name: z.enum(["telephone", "email"]), label: z.string() });

export const formDefinition = z.object({
  id: z.number().int(),
  form_title: z.string(),
  fields: z.array(formField),
  /** terms: the HTML shown beside the tick box; label: the tick box's label. */
  terms: z.object({ terms: z.string(), label: z.string() }),
  opt_in: z.array(optInChannel),
  opt_in_description: z.string(),
  /** When true the terms box must be ticked before the form is accepted. */
  force_terms: z.boolean(),
  submit_text: z.string(),
});
export type FormDefinition = z.infer<typeof formDefinition>;

export const formAnswer = flat(formDefinition);

// ---- Submitting a form: POST /api/form/submit (dealer-api/forms). ----

/** Which kind of enquiry a form sends (the payload's enquiryType), by form id. */
export const ENQUIRY_TYPES: Record<number, string> = {
  [FORM_IDS.generalEnquiry]: "general",
  [FORM_IDS.testDrive]: "test-drive",
  [FORM_IDS.requestImages]: "request-images",
  [FORM_IDS.vehicleEnquiry]: "vehicle",
  [FORM_IDS.reservation]: "reservation",
  [FORM_IDS.valuationContact]: "valuation",
};

/**
 * The enquiry payload (docs/product/forms.md#submitting): these keys, plus each field's answer under the
 * field's name (text, or a boolean for a checkbox). The answers are checked against the form's definition
 * (contract/form-rules.ts). `_honeypot` is the value of the field people never see; anything in it means a
 * robot filled the form in.
 */
export const enquiryMeta = z.object({
  form_id: z.number().int().positive(),
  /** The car's name and registration as shown to the shopper ("Ford Fiesta 1.0 Zetec 5dr, YD18 WBW"). */
  _vehicle: z.string().max(200).nullable().default(null),
  vehicle_id: z.number().int().positive().nullable().default(null),
  /** The branch the car is at, by name. */
  vehicle_location: z.string().max(100).nullable().default(null),
  vehicle_vrm: z
    .string()
    .max(10)
    .regex(/^[A-Za-z0-9 ]*$/, "Expected a registration")
    .nullable()
    .default(null),
  /** The branch that answers the enquiry, by slug (the visitor's selected dealer). */
  _organisational_unit: z.string().max(60).nullable().default(null),
  /** The page the form was sent from. */
  enquirySource: z.string().max(300).default(""),
  /** What the visitor looked at before (recently viewed cars), newest first. */
  enquirySourceHistory: z.array(z.string().max(300)).max(20).default([]),
  enquiryType: z.string().max(40).default(""),
  _terms_accepted: z.boolean().default(false),
  _optin: z
    .object({ telephone: z.boolean().default(false), email: z.boolean().default(false) })
    .strict()
    .default({}),
  _honeypot: z.string().max(500).default(""),
});
export type EnquiryMeta = z.infer<typeof enquiryMeta>;
export type EnquiryPayload = z.input<typeof enquiryMeta> & Record<string, unknown>;

/** 201: the enquiry was stored. */
export const submitAnswer = flat(z.object({ id: z.number().int(), message: z.string() }));
export type SubmitAnswer = z.infer<typeof submitAnswer>;

/**
 * Every refusal of a submission: 400 (bad input: `fields` holds a message per field name, in the form's order),
 * 404 (unknown form or car), 409 (the car cannot be reserved or booked: the message is for the shopper), 429 (too
 * many submissions or unpaid holds: `retry_after` says in how many seconds to try again, as the Retry-After header does).
 */
export const submissionError = z.object({
  error: z.object({
    status: z.number().int(),
    message: z.string(),
    fields: z.record(z.string()).optional(),
    retry_after: z.number().int().positive().optional(),
    /** A stable name for a refusal the client may act on, such as `saved_search_limit` (contract/saved-searches.ts). */
    code: z.string().optional(),
  }),
});
export type SubmissionError = z.infer<typeof submissionError>;
