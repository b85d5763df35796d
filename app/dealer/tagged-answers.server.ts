import type { z } from "zod";

/**
 * Answers the dealer API tagged with an ETag, kept by URL (with the contract they were checked against) so the next GET
 * of the same URL sends If-None-Match: a 304 means the kept answer is still the answer, and neither side serialises,
 * parses or checks it again (RFC 9110 §13.1.2). Kept answers are frozen: requests share them. The least recently
 * used go first once `LIMIT` are kept.
 */
interface TaggedAnswer {
  schema: z.ZodTypeAny;
  tag: string;
  data: unknown;
}

const LIMIT = 500;
const answers = new Map<string, TaggedAnswer>();

/** The kept answer for this URL and contract, if any. */
export function taggedAnswer(url: string, schema: z.ZodTypeAny): { tag: string; data: unknown } | undefined {
  const kept = answers.get(url);
  if (!kept || kept.schema !== schema) return undefined;
  answers.delete(url);
  answers.set(url, kept);
  return kept;
}

export function keepTaggedAnswer(url: string, schema: z.ZodTypeAny, tag: string, data: unknown): void {
  answers.delete(url);
  if (answers.size >= LIMIT) answers.delete(answers.keys().next().value!);
  answers.set(url, { schema, tag, data: deepFreeze(data) });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
