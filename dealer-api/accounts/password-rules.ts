import { PASSWORD_MAX, PASSWORD_MIN } from "../contract/accounts";

/**
 * The password rule, after NCSC's advice: length over composition (no "one capital, one symbol"), not a password on
 * the list of common ones, and not the e-mail address. Messages in the GOV.UK style: what to do, not what went wrong.
 * Pure: the common list is given (common-passwords.ts reads the shipped one).
 */
export const PASSWORD_MESSAGES = {
  missing: "Enter a password",
  tooShort: `Enter a password of at least ${PASSWORD_MIN} characters`,
  tooLong: `Enter a password of ${PASSWORD_MAX} characters or fewer`,
  common: "This password is too common. Try three random words, like ‘kettle orbit violet’",
  email: "Your password must not contain your email address",
  localPart: "Your password must not contain the first part of your email address (before the @)",
} as const;

/**
 * The first part of an address is refused inside a password only from this length: "jo@…" must not rule out every
 * password containing "jo". A password that is exactly the first part is refused whatever its length.
 */
const LOCAL_PART_CONTAINED_FROM = 4;

/** Why the password is refused, or undefined when it is fine. Length counts characters as people do (code points). */
export function passwordProblem(
  password: string,
  email: string,
  common: ReadonlySet<string>,
): string | undefined {
  if (password.trim() === "") return PASSWORD_MESSAGES.missing;
  const length = [...password].length;
  if (length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  if (address !== "" && lower.includes(address)) return PASSWORD_MESSAGES.email;
  const localPart = address.split("@")[0] ?? "";
  if (localPart !== "") {
    const squashed = lower.replace(/\s+/g, "");
    if (lower.trim() === localPart || squashed === localPart) return PASSWORD_MESSAGES.localPart;
    if (localPart.length >= LOCAL_PART_CONTAINED_FROM && lower.includes(localPart))
      return PASSWORD_MESSAGES.localPart;
  }
  if (common.has(lower) || common.has(lower.trim()) || common.has(lower.replace(/\s+/g, "")))
    return PASSWORD_MESSAGES.common;
  return undefined;
}
