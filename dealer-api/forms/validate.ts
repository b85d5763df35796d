import type { Context } from "hono";
import type { z } from "zod";
import type { FormDefinition } from "../contract/forms";
import type { SubmissionError } from "../contract/forms";
import { checkFormValues, checkTerms, type FormValues, type RuleContext } from "../contract/form-rules";

/** Why a submission was refused; becomes the `{ error: { status, message, fields } }` answer. */
export interface Refusal {
  status: 400 | 401 | 404 | 409 | 422 | 429 | 502;
  message: string;
  fields?: Record<string, string>;
  /** With a 429: seconds until the client may try again. */
  retryAfterSeconds?: number;
  /** A stable name for the refusal the client may act on (`saved_search_limit`), answered as `error.code`. */
  code?: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const refused = (
  status: Refusal["status"],
  message: string,
  fields?: Refusal["fields"],
  retryAfterSeconds?: number,
) => ({ ok: false, refusal: { status, message, fields, retryAfterSeconds } }) as const;

export function answerRefusal(c: Context, refusal: Refusal) {
  const body: SubmissionError = {
    error: {
      status: refusal.status,
      message: refusal.message,
      ...(refusal.fields ? { fields: refusal.fields } : {}),
      ...(refusal.retryAfterSeconds ? { retry_after: refusal.retryAfterSeconds } : {}),
      ...(refusal.code ? { code: refusal.code } : {}),
    },
  };
  if (refusal.retryAfterSeconds) c.header("Retry-After", String(refusal.retryAfterSeconds));
  return c.json(body, refusal.status);
}

/** Larger than any honest form (the longest answer is 2,000 characters). */
const MAX_BODY_BYTES = 32_000;

/** The request body as a JSON object, or a 400 that says what is wrong with it. */
export async function readJsonObject(request: Request): Promise<Outcome<Record<string, unknown>>> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return refused(400, "The submission is too large");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refused(400, "Send the form as a JSON object");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return refused(400, "Send the form as a JSON object");
  }
  return { ok: true, value: body as Record<string, unknown> };
}

/** The payload's own keys (form id, car, opt-ins…), parsed with the contract; a bad one is named in the message. */
export function parseMeta<T extends z.ZodObject<z.ZodRawShape>>(
  schema: T,
  body: Record<string, unknown>,
): Outcome<z.infer<T>> {
  const own = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, body[key]]));
  const parsed = schema.safeParse(own);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return refused(400, `${issue.path.join(".")}: ${issue.message}`);
}

/**
 * Checks the answers against the form's definition: unknown keys are refused, every field and the terms box get their
 * message. `termsKey` is where the payload carries the terms box (`_terms_accepted`, or `terms` for a reservation).
 */
export function checkAnswers(
  definition: FormDefinition,
  body: Record<string, unknown>,
  { ownKeys, termsKey, ctx }: { ownKeys: string[]; termsKey: string; ctx: RuleContext },
): Outcome<{ values: FormValues; termsAccepted: boolean }> {
  const known = new Set([...ownKeys, ...definition.fields.map((field) => field.name)]);
  const unknown = Object.keys(body).filter((key) => !known.has(key));
  if (unknown.length > 0) return refused(400, `Unknown field: ${unknown[0].slice(0, 60)}`);
  const answers = checkFormValues(definition, body, ctx);
  const terms = checkTerms(definition, body[termsKey]);
  const fields = answers.ok ? {} : { ...answers.errors };
  if (!terms.ok) fields[termsKey] = terms.message;
  const problems = Object.keys(fields).length;
  if (problems > 0 || !answers.ok) {
    return refused(
      400,
      `There is a problem with ${problems} ${problems === 1 ? "answer" : "answers"}`,
      fields,
    );
  }
  return { ok: true, value: { values: answers.values, termsAccepted: terms.ok && terms.value === true } };
}
