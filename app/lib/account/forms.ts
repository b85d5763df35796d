import { checkAccountName, type AccountNameField } from "@contract/account-names";

/**
 * The account forms' rules that the site checks before asking the dealer API (the API is authoritative for the
 * password rules: docs/decisions/170-accounts-and-click-collect.md). Messages in the GOV.UK style.
 */
export type Typed = Record<string, string>;
export type Errors = Record<string, string>;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

export const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export function checkEmail(value: string, errors: Errors, name = "email"): void {
  const email = value.trim();
  if (!email) errors[name] = "Enter your email address";
  else if (email.length > 254 || !EMAIL.test(email)) {
    errors[name] = "Enter an email address in the correct format, like name@example.com";
  }
}

/** A first or last name: the enquiry forms' rule, the one the dealer API applies too (contract/account-names.ts). */
export function checkName(value: string, errors: Errors, name: AccountNameField): void {
  const check = checkAccountName(name, value);
  if (!check.ok) errors[name] = check.message;
}

export function checkFilled(value: string, errors: Errors, name: string, message: string): void {
  if (!value.trim()) errors[name] = message;
}

/** What the sign-up and new-password forms say about passwords (NCSC: length over composition). */
export const PASSWORD_HINT =
  "Use at least 8 characters. Three random words make a password that is long and easy to remember.";

export const UNAVAILABLE =
  "Sorry, our system is not answering just now. Nothing has been changed: please try again in a few minutes.";
