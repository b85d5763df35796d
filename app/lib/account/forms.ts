import { z } from "zod";
import { withZod } from "@remix-validated-form/with-zod";
import { personName } from "@contract/accounts";
import { emailAddress } from "@contract/email-schema";

/**
 * The account forms' validators: the dealer API contract's own rules (one rule per field, the API applies the same),
 * checked in the browser when a form is sent and again by its action (lib/forms/validate-post.server.ts). The
 * password rules are the API's alone (docs/decisions/170-accounts-and-click-collect.md): the site asks only that one
 * is given. Messages in the GOV.UK style.
 */

/** A field as posted: a missing or repeated one reads as empty, so it gets the field's own message. */
const posted = z.string().catch("");
const filled = (message: string) => posted.refine((value) => value.trim() !== "", message);
const email = posted.pipe(emailAddress);

export const loginValidator = withZod(
  z.object({ email, password: filled("Enter your password"), redirectTo: posted }),
);

/** In the form's order: the error summary lists them so. */
export const signUpValidator = withZod(
  z.object({
    first_name: posted.pipe(personName("first_name")),
    last_name: posted.pipe(personName("last_name")),
    email,
    password: filled("Enter a password"),
  }),
);

export const resetRequestValidator = withZod(z.object({ email }));

export const newPasswordValidator = withZod(z.object({ password: filled("Enter a new password") }));

/** What the sign-up and new-password forms say about passwords (NCSC: length over composition). */
export const PASSWORD_HINT =
  "Use at least 8 characters. Three random words make a password that is long and easy to remember.";

export const UNAVAILABLE =
  "Sorry, our system is not answering just now. Nothing has been changed: please try again in a few minutes.";
