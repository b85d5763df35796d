import { checkField, type FieldCheck } from "./form-rules";
import type { FormField } from "./forms";

/**
 * A customer's first and last name on an account, checked by the very rule of every enquiry form's name fields
 * (form-rules.ts: letters, spaces and hyphens, up to 50 characters, no HTML, no hidden, control or bidirectional
 * characters), in the same words. One rule for the site's sign-up form and the dealer API's register call: a name
 * goes into e-mails ("Hello {first name}"), so it must not carry text that reads as ours. ADR 250.
 */
export type AccountNameField = "first_name" | "last_name";

const nameField = (name: AccountNameField, label: string): FormField => ({
  id: 0,
  name,
  type: "text",
  label,
  placeholder: "",
  required: true,
  options: [],
  hint: null,
  autocomplete: null,
});

const NAME_FIELDS: Record<AccountNameField, FormField> = {
  first_name: nameField("first_name", "First name"),
  last_name: nameField("last_name", "Last name"),
};

/** The name as kept (trimmed, spaces made single), or the message saying what is wrong with it. */
export function checkAccountName(name: AccountNameField, raw: unknown): FieldCheck {
  // A name has no date in it: "today" is never read for a text field.
  return checkField(NAME_FIELDS[name], raw, { today: "" });
}
