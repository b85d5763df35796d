import { FORM_IDS } from "@contract/forms-vocabulary";
import { offerOfForm, offers } from "@contract/vehicle-offers";

/**
 * The forms a vehicle page opens from its URL (docs/product/vehicle-page.md#the-page): ?modal=enquire (enquire about this car), ?enquire=1
 * (request more images), ?modal=testdrivesearch (book a test drive), ?modal=reserve (reserve it).
 */
export const VEHICLE_FORMS = {
  enquire: FORM_IDS.vehicleEnquiry,
  images: FORM_IDS.requestImages,
  testdrivesearch: FORM_IDS.testDrive,
  reserve: FORM_IDS.reservation,
} as const;
export type VehicleForm = keyof typeof VEHICLE_FORMS;

/** The id of the form on the vehicle page: the links' fragment, so without JavaScript the page opens at the form. */
export const VEHICLE_FORM_ANCHOR = "vehicle-form";

/** The id of the sticky bar's link that opens a form: focus goes back to it when the form closes. */
export const vehicleFormOpenerId = (form: VehicleForm) => `open-${form}-form`;

/** Which form the page's URL asks for, if any. */
export function vehicleFormFromUrl(params: URLSearchParams): VehicleForm | undefined {
  const modal = params.get("modal");
  if (modal === "enquire" || modal === "testdrivesearch" || modal === "reserve") return modal;
  return params.get("enquire") === "1" ? "images" : undefined;
}

/** The forms a car of this status offers (dealer-api/contract/vehicle-offers.ts), in the order of VEHICLE_FORMS. */
export function vehicleFormsOffered(status: string): VehicleForm[] {
  return (Object.keys(VEHICLE_FORMS) as VehicleForm[]).filter((form) => {
    const offer = offerOfForm(VEHICLE_FORMS[form]);
    return !offer || offers(status, offer);
  });
}

/**
 * The form the page opens: the one its URL asks for, if the car's status offers it (no reservation of a sold or
 * reserved car, no test drive or more pictures of a sold one: the page says why instead, and the dealer API refuses
 * them too).
 */
export function vehicleFormToOpen(params: URLSearchParams, status: string): VehicleForm | undefined {
  const form = vehicleFormFromUrl(params);
  return form && vehicleFormsOffered(status).includes(form) ? form : undefined;
}

/** The page's URL with that form open: what the sticky bar's links point at (they work without JavaScript). */
export function vehicleFormHref(pathname: string, search: string, form: VehicleForm): string {
  const params = new URLSearchParams(search);
  params.delete("modal");
  params.delete("enquire");
  if (form === "images") params.set("enquire", "1");
  else params.set("modal", form);
  return `${pathname}?${params.toString()}#${VEHICLE_FORM_ANCHOR}`;
}

/** The page's URL with no form open: the dialog's close link. */
export function withoutVehicleForm(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("modal");
  params.delete("enquire");
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
