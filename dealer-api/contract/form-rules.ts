import { isValid as isValidPostcode, toNormalised as normalisePostcode } from "postcode";
import type { FormDefinition, FormField } from "./forms";
import { EMAIL_MESSAGES, isEmailAddress } from "./email-address";

/**
 * What a valid answer to a form field is, shared by the site (validating in the browser and in its actions) and the
 * dealer API (authoritative on submit), so both say the same thing in the same words. Messages are instructions in the
 * GOV.UK style ("Enter your first name"); the hints of docs/product/forms.md#checks-and-messages become the
 * format rules. Everything here is pure: no I/O, and "today" is passed in.
 */

export interface RuleContext {
  /** The UK calendar date today, YYYY-MM-DD (see ukToday). */
  today: string;
}

export type FieldCheck = { ok: true; value: string | boolean } | { ok: false; message: string };

const NAME_FIELDS = new Set(["first_name", "last_name"]);

/** Longest answers we keep; generous for real people, short enough that nobody pastes a novel into a name. */
const MAX_LENGTH: Record<string, number> = { first_name: 50, last_name: 50, town_city: 60 };
const MAX_BY_TYPE: Record<"text" | "email" | "tel" | "textarea", number> = {
  text: 100,
  email: 254,
  tel: 20,
  textarea: 2000,
};
const CHOICE_OR_DATE = new Set<FormField["type"]>(["select", "radio", "date"]);

/**
 * Messages for an empty required answer, by the forms' field names; other fields get one built from the
 * label.
 */
const REQUIRED_MESSAGE: Record<string, string> = {
  first_name: "Enter your first name",
  last_name: "Enter your last name",
  email: EMAIL_MESSAGES.missing,
  telephone: "Enter your phone number",
  address_1: "Enter the first line of your address",
  town_city: "Enter your town or city",
  post_code: "Enter your postcode",
  visit_date: "Enter the date you would like to visit",
  message: "Enter your message",
  time: "Select a time",
  enquiry_type: "Select what your enquiry is about",
  full_licence: "Select yes if you hold a full UK driving licence",
  part_exchange: "Select yes if you have a car to part-exchange",
};

/** Days ahead a visit may be booked: beyond that the date is almost certainly a typing slip. */
export const MAX_DAYS_AHEAD = 365;

/** The field's label as the subject of a sentence; a question label cannot be one, so it becomes "Your answer". */
export function fieldSubject(field: Pick<FormField, "label" | "type">): string {
  const label = field.label.trim();
  if (!label.endsWith("?") && label !== "") return label;
  return field.type === "date" ? "The date" : "Your answer";
}

/** "When would you like to collect?": the message asks the question the field asks, whatever its name. */
const WHEN_QUESTION = /^when would you like to (.+?)\?$/i;

function requiredMessage(field: FormField): string {
  const when = field.type === "date" ? WHEN_QUESTION.exec(field.label.trim()) : null;
  if (when) return `Enter the date you would like to ${when[1]!.toLowerCase()}`;
  const known = REQUIRED_MESSAGE[field.name];
  if (known) return known;
  if (field.type === "select" || field.type === "radio") return `Select an answer to “${field.label}”`;
  if (field.type === "checkbox") return `Tick the box to confirm “${field.label}”`;
  if (field.type === "date") return `Enter a date for “${field.label}”`;
  const label = field.label.trim();
  if (label.endsWith("?")) return `Answer “${label}”`;
  return /^your /i.test(label) ? `Enter ${label.toLowerCase()}` : `Enter your ${label.toLowerCase()}`;
}

// Characters a person never types on purpose: controls, zero-width and bidirectional overrides, lone surrogates,
// non-characters. They hide text from staff reading the enquiry or break the systems it is passed on to.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\ufffe\uffff]/;
// Half of a character (a lone surrogate), or the replacement character a broken encoding leaves behind.
const BROKEN = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\ufffd/;
const HTML_TAG = /<\s*(?:[/?]?\s*[a-z]|!)/i;
const NAME = /^[\p{L}\p{M} -]+$/u;
const HAS_LETTER = /\p{L}/u;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const fail = (message: string): FieldCheck => ({ ok: false, message });

function hiddenCharacterMessage(field: FormField, text: string): string | undefined {
  const multiline = field.type === "textarea";
  if (CONTROL.test(text) || (!multiline && LINE_BREAKS.test(text)) || INVISIBLE.test(text)) {
    return `${fieldSubject(field)} must not include hidden or control characters`;
  }
  if (BROKEN.test(text)) return `${fieldSubject(field)} must not include broken characters`;
  return undefined;
}

/** A real calendar date as YYYY-MM-DD, or undefined. */
export function parseIsoDate(text: string): string | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? text : undefined;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today's date in the UK, where the branches are, whatever the server's or the browser's time zone. */
/** Made once: building a formatter costs far more than using one. */
const londonDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export function ukToday(now?: Date): string {
  if (now) return londonDate.format(now);
  // Every form on a page asks; formatting a date in a time zone is slow enough to answer from the last second's.
  const at = Date.now();
  if (at - today.at >= 1000 || at < today.at) today = { at, day: londonDate.format(at) };
  return today.day;
}
let today = { at: -Infinity, day: "" };

function checkFormat(field: FormField, text: string, ctx: RuleContext): FieldCheck {
  const subject = fieldSubject(field);
  if (NAME_FIELDS.has(field.name)) {
    if (!NAME.test(text) || !HAS_LETTER.test(text)) {
      return fail(`${subject} must only include letters, spaces and hyphens`);
    }
    return { ok: true, value: text };
  }
  if (field.name === "post_code") {
    if (!isValidPostcode(text)) return fail("Enter a real UK postcode, like LS11 8BU");
    return { ok: true, value: normalisePostcode(text) ?? text.toUpperCase() };
  }
  switch (field.type) {
    case "email":
      // The one e-mail rule of the site and the dealer API (email-address.ts).
      return isEmailAddress(text) ? { ok: true, value: text } : fail(EMAIL_MESSAGES.format);
    case "tel": {
      const compact = text.replace(/[\s-]/g, "");
      if (!/^\+?\d+$/.test(compact)) return fail(`${subject} must only include numbers`);
      const national = compact.startsWith("+44") ? `0${compact.slice(3)}` : compact;
      if (!/^0\d{9,10}$/.test(national)) {
        return fail("Enter a UK phone number, like 01632 960001 or 07700 900982");
      }
      return { ok: true, value: national };
    }
    case "date": {
      const date = parseIsoDate(text);
      if (!date) return fail(`${subject} must be a real date`);
      if (date < ctx.today) return fail(`${subject} must be today or in the future`);
      if (date > addDays(ctx.today, MAX_DAYS_AHEAD))
        return fail(`${subject} must be within the next 12 months`);
      return { ok: true, value: date };
    }
    case "select":
    case "radio":
      return field.options.some((option) => option.value === text)
        ? { ok: true, value: text }
        : fail(requiredMessage(field));
    default:
      return { ok: true, value: text };
  }
}

const TICKED = new Set(["on", "yes", "true", "1"]);

function checkCheckbox(field: FormField, raw: unknown): FieldCheck {
  let ticked: boolean;
  if (raw === undefined || raw === null || raw === false || raw === "") ticked = false;
  else if (raw === true || (typeof raw === "string" && TICKED.has(raw.toLowerCase()))) ticked = true;
  else return fail(`${fieldSubject(field)} must be ticked or left empty`);
  if (field.required && !ticked) return fail(requiredMessage(field));
  return { ok: true, value: ticked };
}

/**
 * Checks one answer. `raw` is what arrived: a string from a form post, or any JSON value at the API. An optional
 * field left empty answers "" (false for a checkbox). Never throws, whatever it is given.
 */
export function checkField(field: FormField, raw: unknown, ctx: RuleContext): FieldCheck {
  if (field.type === "checkbox") return checkCheckbox(field, raw);
  const subject = fieldSubject(field);
  if (raw !== undefined && raw !== null && typeof raw !== "string") {
    return field.type === "select" || field.type === "radio"
      ? fail(requiredMessage(field))
      : fail(`${subject} must be text`);
  }
  const original = raw ?? "";
  const hidden = hiddenCharacterMessage(field, original);
  if (hidden) return fail(hidden);
  const text = original.normalize("NFC").trim();
  if (text === "") return field.required ? fail(requiredMessage(field)) : { ok: true, value: "" };
  // A choice or a date is right or wrong as a whole: its own rule gives the clearer message.
  if (!CHOICE_OR_DATE.has(field.type)) {
    if (HTML_TAG.test(text)) return fail(`${subject} must not include HTML or code, like <script>`);
    const max = MAX_LENGTH[field.name] ?? MAX_BY_TYPE[field.type as keyof typeof MAX_BY_TYPE];
    if (text.length > max) {
      return fail(`${subject} must be ${max.toLocaleString("en-GB")} characters or fewer`);
    }
  }
  return checkFormat(field, field.type === "textarea" ? text : text.replace(/\s+/g, " "), ctx);
}

export const TERMS_MESSAGE = "Tick the box to agree to the terms and conditions";

/** The terms box: ticked or not; a form with force_terms must have it ticked. */
export function checkTerms(definition: FormDefinition, raw: unknown): FieldCheck {
  const check = checkCheckbox(
    {
      id: 0,
      name: "terms",
      type: "checkbox",
      label: definition.terms.label,
      placeholder: "",
      required: false,
      options: [],
      hint: null,
      autocomplete: null,
    },
    raw,
  );
  if (check.ok && definition.force_terms && check.value !== true) return fail(TERMS_MESSAGE);
  return check;
}

export type FormValues = Record<string, string | boolean>;
export type FieldErrors = Record<string, string>;

/** Checks every field of a definition; errors come in the form's order (the order of the error summary). */
export function checkFormValues(
  definition: FormDefinition,
  raw: Record<string, unknown>,
  ctx: RuleContext,
): { ok: true; values: FormValues } | { ok: false; errors: FieldErrors } {
  const values: FormValues = {};
  const errors: FieldErrors = {};
  for (const field of definition.fields) {
    const check = checkField(field, raw[field.name], ctx);
    if (check.ok) values[field.name] = check.value;
    else errors[field.name] = check.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
