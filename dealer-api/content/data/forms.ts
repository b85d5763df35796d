import { FORM_IDS, type FormFieldType } from "../../contract/forms";

export interface AuthoredField {
  name: string;
  type: FormFieldType;
  label: string;
  placeholder?: string;
  required: boolean;
  options?: readonly { value: string; label: string }[];
  hint?: string;
  autocomplete?: string;
}

export interface AuthoredForm {
  id: number;
  title: string;
  fields: readonly AuthoredField[];
  force_terms: boolean;
  submit_text: string;
}

// The fields every enquiry asks for; hints follow docs/product/forms.md#checks-and-messages.
const firstName: AuthoredField = {
  name: "first_name",
  type: "text",
  label: "First name",
  required: true,
  hint: "Letters, spaces and hyphens only",
  autocomplete: "given-name",
};
const lastName: AuthoredField = {
  ...firstName,
  name: "last_name",
  label: "Last name",
  autocomplete: "family-name",
};
const email: AuthoredField = {
  name: "email",
  type: "email",
  label: "Email address",
  required: true,
  hint: "Please enter an e-mail address",
  autocomplete: "email",
};
const telephone: AuthoredField = {
  name: "telephone",
  type: "tel",
  label: "Phone number",
  required: true,
  hint: "Numbers only",
  autocomplete: "tel",
};
const postcode: AuthoredField = {
  name: "post_code",
  type: "text",
  label: "Postcode",
  required: true,
  autocomplete: "postal-code",
};
const message = (label: string, required: boolean, placeholder = ""): AuthoredField => ({
  name: "message",
  type: "textarea",
  label,
  required,
  placeholder,
});

/** Half-hourly slots within Saturday opening hours, so every slot is open every day. */
const visitTimes = [
  "09:00",
  "09:30",
  "10:00",
  "10:30",
  "11:00",
  "11:30",
  "12:00",
  "12:30",
  "13:00",
  "13:30",
  "14:00",
]
  .concat(["14:30", "15:00", "15:30", "16:00", "16:30"])
  .map((time) => ({ value: time, label: time }));

const yesNo = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

export const forms: readonly AuthoredForm[] = [
  {
    id: FORM_IDS.generalEnquiry,
    title: "General enquiry",
    fields: [
      firstName,
      lastName,
      email,
      telephone,
      {
        name: "enquiry_type",
        type: "select",
        label: "What is your enquiry about?",
        placeholder: "Please select",
        required: true,
        options: [
          { value: "buying", label: "Buying a car" },
          { value: "finance", label: "Car finance" },
          { value: "selling", label: "Selling or part-exchanging my car" },
          { value: "sourcing", label: "Finding a car you do not have in stock" },
          { value: "aftersales", label: "Servicing, MOT or warranty" },
          { value: "other", label: "Something else" },
        ],
      },
      message("Your message", true, "Tell us how we can help"),
    ],
    force_terms: false,
    submit_text: "Send enquiry",
  },
  {
    id: FORM_IDS.testDrive,
    title: "Book a test drive",
    fields: [
      firstName,
      lastName,
      email,
      telephone,
      { name: "visit_date", type: "date", label: "Preferred date", required: true },
      {
        name: "time",
        type: "select",
        label: "Preferred time",
        placeholder: "Please select",
        required: true,
        options: visitTimes,
      },
      {
        name: "full_licence",
        type: "radio",
        label: "Do you hold a full UK driving licence?",
        required: true,
        options: yesNo,
      },
      message("Anything we should know?", false),
    ],
    force_terms: true,
    submit_text: "Request test drive",
  },
  {
    id: FORM_IDS.requestImages,
    title: "Request more images",
    fields: [
      firstName,
      lastName,
      email,
      telephone,
      message(
        "Which parts of the car would you like to see?",
        false,
        "For example the boot, the tyres or the service book",
      ),
    ],
    force_terms: false,
    submit_text: "Request images",
  },
  {
    id: FORM_IDS.vehicleEnquiry,
    title: "Enquire about this car",
    fields: [
      firstName,
      lastName,
      email,
      telephone,
      {
        name: "part_exchange",
        type: "radio",
        label: "Do you have a car to part-exchange?",
        required: true,
        options: yesNo,
      },
      { name: "finance", type: "checkbox", label: "I am interested in finance on this car", required: false },
      message("Your message", false, "Ask us anything about this car"),
    ],
    force_terms: false,
    submit_text: "Send enquiry",
  },
  {
    id: FORM_IDS.reservation,
    title: "Reserve this car",
    fields: [
      firstName,
      lastName,
      email,
      telephone,
      {
        name: "address_1",
        type: "text",
        label: "Address",
        required: true,
        autocomplete: "address-line1",
      },
      {
        name: "town_city",
        type: "text",
        label: "Town or city",
        required: true,
        autocomplete: "address-level2",
      },
      postcode,
      { name: "visit_date", type: "date", label: "When would you like to collect?", required: true },
      {
        name: "time",
        type: "select",
        label: "Time",
        placeholder: "Please select",
        required: true,
        options: visitTimes,
      },
    ],
    force_terms: true,
    submit_text: "Reserve for £99",
  },
  {
    id: FORM_IDS.valuationContact,
    title: "Email us about your valuation",
    fields: [
      firstName,
      lastName,
      email,
      telephone,
      postcode,
      {
        name: "additional_info",
        type: "textarea",
        label: "Anything else about your car?",
        required: false,
        placeholder: "Extras fitted, marks or damage, when the cambelt was changed…",
      },
    ],
    force_terms: false,
    submit_text: "Send my details",
  },
];

export const formTerms = {
  html:
    '<p>By sending this form you agree to our <a href="/terms-and-conditions">terms and conditions</a> and to us ' +
    'using your details as our <a href="/privacy-policy">privacy policy</a> describes.</p>',
  label: "I agree to the terms and conditions",
};

export const optIn = {
  channels: [
    { name: "telephone", label: "Telephone" },
    { name: "email", label: "Email" },
  ],
  description:
    "We would like to tell you about offers on cars, finance and servicing. Tick how you are happy to hear from us; " +
    "you can change your mind at any time.",
} as const;
