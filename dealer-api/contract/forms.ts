import { z } from "zod";
import { flat } from "./envelope";

/** Stable ids of the seeded forms: pages and the site refer to forms by these numbers. */
export const FORM_IDS = {
  generalEnquiry: 7,
  testDrive: 8,
  requestImages: 9,
  vehicleEnquiry: 10,
  reservation: 11,
  valuationContact: 12,
} as const;

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
