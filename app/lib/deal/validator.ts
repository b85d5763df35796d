import { withZod } from "@remix-validated-form/with-zod";
import { dealForm } from "@contract/deal-form";

/** The deal page's form, checked by the contract's rules in the browser and in the action (remix-validated-form). */
export const dealValidator = withZod(dealForm);
