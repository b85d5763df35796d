import { getFormDefinition } from "~/dealer/forms.server";
import { DealerApiError, isNotFound } from "~/dealer/errors";
import { drawableDefinition } from "./form-post.server";
import type { FormView, FormViewContext, VisitHours } from "./view";
import type { FormDefinition } from "@contract/forms";
import type { PageForm } from "@contract/content-page";
import { FORM_IDS } from "@contract/forms-vocabulary";
import { getDepartments } from "~/dealer/content.server";
import { getVehicle } from "~/dealer/stock.server";
import { orFallback } from "~/dealer/request.server";
import { booksVisit, visitHoursOf } from "./visit-times";
import { VEHICLE_FORMS, type VehicleForm } from "./vehicle-forms";
import { pageFormKey, vehicleFormKey } from "./form-key";

/** A form for a page: ready to draw, unknown to the dealer API (spec: 'Form not found'), or not loadable just now. */
export type FormLoad =
  { status: "ready"; view: FormView } | { status: "not-found" } | { status: "unavailable" };

/** Query parameters that open a form in the page; the page to come back to after sending is the page without them. */
const FORM_PARAMS = ["modal", "enquire"];

/** The page a form is on, as a path to come back to after a successful submission. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  for (const name of FORM_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/**
 * The opening hours of the branch a test drive is booked at, for its time list: the page's branch, else the car's
 * (the action checks the time against the branch that answers, which a shopper's own choice of branch may change).
 * None when the branches cannot be read: the list is then the definition's, and the action still checks.
 */
async function visitHoursFor(
  definition: FormDefinition,
  context: Pick<FormViewContext, "branch" | "vehicleSlug">,
): Promise<VisitHours | undefined> {
  if (definition.id !== FORM_IDS.testDrive || !booksVisit(definition)) return undefined;
  const [departments, vehicle] = await Promise.all([
    orFallback(getDepartments(), []),
    context.vehicleSlug ? orFallback(getVehicle(context.vehicleSlug), undefined) : undefined,
  ]);
  const branch =
    departments.find((department) => department.slug === context.branch) ??
    departments.find((department) => department.id === vehicle?.location.site_id);
  return branch ? visitHoursOf(branch) : undefined;
}

type FormContext = Omit<FormViewContext, "key" | "action"> & Partial<Pick<FormViewContext, "key" | "action">>;

/** A form's definition wrapped with where the form posts and what it is about, ready to draw. */
async function formViewOf(
  definition: FormDefinition,
  formId: number,
  context: FormContext,
): Promise<FormLoad> {
  const drawable = drawableDefinition(definition);
  const visitHours = await visitHoursFor(drawable, context);
  return {
    status: "ready",
    view: {
      definition: drawable,
      context: { key: pageFormKey(formId), action: `/enquiry?form=${formId}`, ...context, visitHours },
    },
  };
}

/** A failure to load a form, as the page shows it: not found, or not loadable just now; anything else is thrown. */
function failedForm(error: unknown): FormLoad {
  if (isNotFound(error)) return { status: "not-found" };
  if (error instanceof DealerApiError) return { status: "unavailable" };
  throw error;
}

/**
 * Loads a form definition for a loader and wraps it with where the form posts and what it is about. Never throws:
 * a page with a form at its foot still shows when the form cannot be loaded.
 */
export async function loadFormView(formId: number, context: FormContext): Promise<FormLoad> {
  try {
    return await formViewOf(await getFormDefinition(formId), formId, context);
  } catch (error) {
    return failedForm(error);
  }
}

/**
 * The form a content page's answer carries (GET /api/content-pages/{slug}: found, unknown or not readable, as GET
 * /api/form/{id} would have answered), ready to draw as `loadFormView` makes it.
 */
export async function pageFormView(form: PageForm, formId: number, context: FormContext): Promise<FormLoad> {
  if (form.status !== "found") return { status: form.status };
  try {
    return await formViewOf(form.definition, formId, context);
  } catch (error) {
    return failedForm(error);
  }
}

/**
 * A vehicle page's form (see vehicle-forms.ts), ready for `VehicleFormDialog`: it posts to /enquiry, or to
 * /reserve/{slug} for the reservation, and comes back to the page without the form open.
 */
export function loadVehicleForm(
  form: VehicleForm,
  vehicle: { slug: string; name: string; formatted_plate: string },
  request: Request,
): Promise<FormLoad> {
  const id = VEHICLE_FORMS[form];
  return loadFormView(id, {
    key: vehicleFormKey(form),
    action: form === "reserve" ? `/reserve/${vehicle.slug}` : `/enquiry?form=${id}`,
    redirectTo: returnPath(request),
    vehicleSlug: vehicle.slug,
    vehicleName: `${vehicle.name}, ${vehicle.formatted_plate}`,
  });
}
