import { randomUUID } from "node:crypto";

/**
 * What the site and the dealer API agree on to follow one request through both logs (docs/decisions/230-operability.md):
 * the site gives every request an id, answers with it, and sends it with each dealer API call in this header; the
 * dealer API logs its own line with the same id.
 */
export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * An id from outside is written into logs and answers: only a short token of letters, digits and `. _ : -` is taken
 * (a UUID, a proxy's or load balancer's trace id), never anything that could break a log line or carry a person's
 * details.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function isSafeRequestId(value: string): boolean {
  return SAFE_REQUEST_ID.test(value);
}

/**
 * The id of a request: the one it came with when its sender is trusted to name it and it is safe, else a new one.
 * A header sent twice is not taken (which one would be meant?).
 */
export function incomingRequestId(
  header: string | string[] | null | undefined,
  { trusted, generate = randomUUID }: { trusted: boolean; generate?: () => string },
): string {
  if (trusted && typeof header === "string" && isSafeRequestId(header)) return header;
  return generate();
}

const PERSONAL_DATA: [RegExp, string][] = [
  [/[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+/g, "[e-mail]"],
  // UK phone numbers: 0 or +44 then ten digits, spaces or dashes allowed between them.
  [/(?:\+44[\s-]?|\b0)\d(?:[\s-]?\d){8,9}\b/g, "[number]"],
  // UK postcodes, also as they appear in a dealer API path (a space escaped as %20).
  [/\b[A-Z]{1,2}\d[A-Z\d]?(?:\s|%20)*\d[A-Z]{2}\b/gi, "[postcode]"],
];

/**
 * An error's words as logs and error reports may keep them: e-mail addresses, phone numbers and postcodes are blanked
 * (an error message can quote what a visitor typed). Bodies, cookies and headers are never logged at all.
 */
export function withoutPersonalData(text: string): string {
  return PERSONAL_DATA.reduce((kept, [pattern, blank]) => kept.replace(pattern, blank), text);
}

export interface ErrorFields {
  type: string;
  message: string;
  stack?: string;
  cause?: ErrorFields;
}

const CAUSES_FOLLOWED = 3;

/** What is logged of an error: its type, message, stack and causes, without personal data. */
export function errorFields(error: unknown, depth = 0): ErrorFields {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutPersonalData(String(error)) };
  const fields: ErrorFields = { type: error.name, message: withoutPersonalData(error.message) };
  // The stack's first line repeats the message.
  if (error.stack) fields.stack = withoutPersonalData(error.stack);
  if (error.cause !== undefined && depth < CAUSES_FOLLOWED)
    fields.cause = errorFields(error.cause, depth + 1);
  return fields;
}
