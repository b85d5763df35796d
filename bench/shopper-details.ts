import { FORM_IDS } from "@contract/forms";

/** What the scripts fill the site's forms in with: valid answers, so a post reaches the dealer API. */
export const SHOPPER = {
  first_name: "Jane",
  last_name: "Smith-Jones",
  email: "jane.smith@example.com",
  telephone: "07700 900982",
};

/** The general enquiry form as a browser without JavaScript posts it to /enquiry. */
export function generalEnquiryForm(message = "Is the car still available for a test drive on Saturday?") {
  return {
    form_id: String(FORM_IDS.generalEnquiry),
    redirectTo: "/thank-you",
    ...SHOPPER,
    enquiry_type: "buying",
    message,
    company_website: "",
  };
}
