import { FORM_IDS } from "@contract/forms-vocabulary";
import { VEHICLE_FORMS, type VehicleForm } from "./vehicle-forms";

/**
 * A form's key on a page: remix-validated-form's id of the form and the start of every field's id, `for` and
 * aria-describedby. Only the site makes keys, from where it draws a form: its own page (/enquiry, /reserve/{slug}), a
 * vehicle page's form, or a form at a page's foot. A post carries its form's key back (`form_key`,
 * names.ts); the answer is drawn under that key only when it is one of these for the form posted,
 * otherwise under the action's own page's key. A key is never copied from a request.
 */
export type FormKey = "enquiry" | "reserve" | `vehicle-${VehicleForm}` | `form-${number}`;

/** The key of the form at a page's foot (a content page, the results page). */
export const pageFormKey = (formId: number): FormKey => `form-${formId}`;

export const vehicleFormKey = (form: VehicleForm): FormKey => `vehicle-${form}`;

/** Every key the site draws form `formId` under. */
function keysOf(formId: number): FormKey[] {
  const keys: FormKey[] = ["enquiry", pageFormKey(formId)];
  if (formId === FORM_IDS.reservation) keys.push("reserve");
  for (const [form, id] of Object.entries(VEHICLE_FORMS) as [VehicleForm, number][])
    if (id === formId) keys.push(vehicleFormKey(form));
  return keys;
}

/** The key a post of form `formId` is answered under: ours that it carried, else `own` (the action's page's). */
export function answerFormKey(posted: unknown, formId: number, own: FormKey): FormKey {
  return keysOf(formId).find((key) => key === posted) ?? own;
}

/** A posted form id: a whole number as the site writes it (form_id), else undefined. */
export function postedFormId(value: unknown): number | undefined {
  return typeof value === "string" && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : undefined;
}
