import { ENQUIRY_TYPES, type EnquiryPayload, type FormDefinition } from "@contract/forms";
import type { ReservationRequest } from "@contract/reservations";
import type { FormSubmission } from "./schema";
import { TERMS_FIELD } from "./names";

/** The car an enquiry or reservation is about, as the dealer API described it. */
export interface EnquiryVehicle {
  id: number;
  /** "Ford Fiesta 1.0 EcoBoost Zetec 5dr" */
  name: string;
  /** As shown: "YD18 WBW". */
  formattedPlate: string;
  vrm: string;
  /** The branch the car is at, by name. */
  location: string;
}

export interface EnquiryContext {
  vehicle: EnquiryVehicle | null;
  /** The branch that answers, by slug (docs/decisions: forms-enquiry-payload). */
  branch: string | null;
  /** The page the form was sent from. */
  source: string;
  /** Pages the visitor looked at before, newest first. */
  history: string[];
}

/** The enquiry payload (docs/product/forms.md#submitting), in the dealer API's words (dealer-api/contract/forms.ts `enquiryMeta`). */
export function enquiryPayload(
  definition: FormDefinition,
  submission: FormSubmission,
  context: EnquiryContext,
): EnquiryPayload {
  const { vehicle } = context;
  return {
    form_id: definition.id,
    _vehicle: vehicle ? `${vehicle.name}, ${vehicle.formattedPlate}` : null,
    vehicle_id: vehicle?.id ?? null,
    vehicle_location: vehicle?.location ?? null,
    vehicle_vrm: vehicle?.vrm ?? null,
    _organisational_unit: context.branch,
    enquirySource: context.source.slice(0, 300),
    enquirySourceHistory: context.history.slice(0, 20).map((path) => path.slice(0, 300)),
    enquiryType: ENQUIRY_TYPES[definition.id] ?? "general",
    ...submission.answers,
    _terms_accepted: submission.termsAccepted,
    _optin: submission.optIn,
    _honeypot: submission.honeypot,
  };
}

/** The body of POST /api/reserve/{slug}: the reservation form's fields as docs/product/forms.md#submitting lists them. */
export function reservationRequestBody(
  submission: FormSubmission,
  vehicle: Pick<EnquiryVehicle, "id" | "vrm">,
  context: Pick<EnquiryContext, "branch" | "source">,
): ReservationRequest {
  return {
    ...submission.answers,
    terms: submission.termsAccepted,
    opt_in: submission.optIn,
    vehicle_id: vehicle.id,
    vehicle_vrm: vehicle.vrm,
    _organisational_unit: context.branch,
    enquirySource: context.source.slice(0, 300),
    _honeypot: submission.honeypot,
  };
}

/** The dealer API's field errors under the names the form uses (its terms box is `_terms_accepted` or `terms`). */
export function siteFieldErrors(
  definition: FormDefinition,
  fields: Record<string, string>,
): Record<string, string> {
  const names = new Set(definition.fields.map((field) => field.name));
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    if (name === "_terms_accepted" || name === TERMS_FIELD) errors[TERMS_FIELD] = message;
    else if (names.has(name)) errors[name] = message;
  }
  return errors;
}
