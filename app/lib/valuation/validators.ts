import { z } from "zod";
import { withZod } from "@remix-validated-form/with-zod";
import { assumptionsStep, detailsStep, vehicleStep } from "@contract/valuation-steps";
import { HONEYPOT_FIELD } from "~/lib/forms/names";
import { EXCEPTIONS } from "./steps";

/**
 * The wizard's steps' validators: the contract's rules (dealer-api/contract/valuation-steps.ts) through
 * remix-validated-form's zod adapter, used by each step's form in the browser and by its action on the server
 * (docs/decisions/317-forms-on-validated-form.md).
 */

/** Step 1: the branches offered are the ones the step's loader listed. */
export const vehicleValidator = (branchCodes: readonly string[]) => withZod(vehicleStep(branchCodes));

export const detailsValidator = withZod(detailsStep);

export const assumptionsValidator = withZod(assumptionsStep(EXCEPTIONS.map((exception) => exception.value)));

/** Check your answers: nothing to answer but the honeypot, which people leave empty and robots fill in. */
export const checkValidator = withZod(
  z.object({
    [HONEYPOT_FIELD]: z
      .unknown()
      .transform((value) => (typeof value === "string" ? value.slice(0, 500) : "")),
  }),
);
