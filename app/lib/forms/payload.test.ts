import { FORM_IDS, enquiryMeta, type FormDefinition } from "@contract/forms";
import { reservationRequest } from "@contract/reservations";
import { enquiryPayload, reservationRequestBody, siteFieldErrors } from "./payload";
import type { FormSubmission } from "./schema";

const definition = {
  id: FORM_IDS.vehicleEnquiry,
  form_title: "Enquire about this car",
  fields: [
    {
      id: 1,
      name: "first_name",
      type: "text",
      label: "First name",
      placeholder: "",
      required: true,
      options: [],
      hint: null,
      autocomplete: null,
    },
    {
      id: 2,
      name: "finance",
      type: "checkbox",
      label: "Finance",
      placeholder: "",
      required: false,
      options: [],
      hint: null,
      autocomplete: null,
    },
  ],
  terms: { terms: "<p>Terms</p>", label: "I agree" },
  opt_in: [],
  opt_in_description: "",
  force_terms: false,
  submit_text: "Send enquiry",
} satisfies FormDefinition;

const submission: FormSubmission = {
  answers: { first_name: "Jane", finance: true },
  termsAccepted: true,
  optIn: { telephone: false, email: true },
  honeypot: "",
};

const vehicle = {
  id: 57,
  name: "Ford Fiesta 1.5 TDCi 85 Zetec 5dr",
  formattedPlate: "YD18 WBW",
  vrm: "YD18WBW",
  location: "Northway Cars Leeds",
};

it("builds the enquiry payload, which the dealer API's contract accepts", () => {
  const payload = enquiryPayload(definition, submission, {
    vehicle,
    branch: "leeds",
    source: "/used/cars/ford-fiesta",
    history: ["/used/cars/a", "/used/cars/b"],
  });
  expect(payload).toEqual({
    form_id: 10,
    _vehicle: "Ford Fiesta 1.5 TDCi 85 Zetec 5dr, YD18 WBW",
    vehicle_id: 57,
    vehicle_location: "Northway Cars Leeds",
    vehicle_vrm: "YD18WBW",
    _organisational_unit: "leeds",
    enquirySource: "/used/cars/ford-fiesta",
    enquirySourceHistory: ["/used/cars/a", "/used/cars/b"],
    enquiryType: "vehicle",
    first_name: "Jane",
    finance: true,
    _terms_accepted: true,
    _optin: { telephone: false, email: true },
    _honeypot: "",
  });
  expect(enquiryMeta.safeParse(payload).success).toBe(true);
});

it("leaves the car out of a general enquiry", () => {
  const payload = enquiryPayload({ ...definition, id: FORM_IDS.generalEnquiry }, submission, {
    vehicle: null,
    branch: null,
    source: "/source-my-car",
    history: [],
  });
  expect(payload).toMatchObject({
    _vehicle: null,
    vehicle_id: null,
    vehicle_vrm: null,
    enquiryType: "general",
  });
});

it("builds the reservation body with the reservation form's field names", () => {
  const body = reservationRequestBody(submission, vehicle, { branch: null, source: "/reserve/ford-fiesta" });
  expect(body).toMatchObject({
    terms: true,
    opt_in: { telephone: false, email: true },
    vehicle_id: 57,
    vehicle_vrm: "YD18WBW",
  });
  expect(reservationRequest.safeParse(body).success).toBe(true);
});

it("puts the dealer API's field errors under the form's own names", () => {
  expect(
    siteFieldErrors(definition, { first_name: "Enter your first name", _terms_accepted: "Tick", other: "x" }),
  ).toEqual({
    first_name: "Enter your first name",
    terms: "Tick",
  });
});
