/**
 * The one e-mail address rule, for every form on the site and every call of the dealer API that takes an address
 * (issue 34: it was written three ways, so the site and the API could disagree about one address). Plain code, no
 * schema library: the enquiry forms' rules (form-rules.ts) run in the browser with it, and download no zod.
 * The zod form of the rule is `emailAddress` in accounts.ts.
 *
 * The rule is deliberately loose (GOV.UK: "do not use a strict regular expression"): something, an @, a domain with a
 * dot and a top-level part of two letters or more, no spaces or characters no address can hold, 254 characters at most
 * (RFC 5321). Addresses are trimmed before they are checked.
 */
export const EMAIL_MAX = 254;

export const EMAIL_MESSAGES = {
  missing: "Enter your email address",
  format: "Enter an email address in the correct format, like name@example.com",
} as const;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** Whether a (trimmed) text is an e-mail address by the rule above. */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX && EMAIL.test(text);
}

/** What is wrong with an address as typed (trimmed first), in the GOV.UK words, or undefined when it is fine. */
export function emailAddressProblem(typed: string): string | undefined {
  const text = typed.trim();
  if (text === "") return EMAIL_MESSAGES.missing;
  return isEmailAddress(text) ? undefined : EMAIL_MESSAGES.format;
}
