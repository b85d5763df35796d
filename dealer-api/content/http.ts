import type { Context } from "hono";
import type { z } from "zod";
import type { ApiError } from "../contract/envelope";

export function errorAnswer(c: Context, status: 400 | 404, message: string) {
  const body: ApiError = { error: { status, message } };
  return c.json(body, status);
}

/** Parses with zod; on failure the first issue becomes the 400 message ("page: Expected number..."). */
export function parseInput<T extends z.ZodTypeAny>(
  schema: T,
  input: unknown,
): { ok: true; value: z.infer<T> } | { ok: false; message: string } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return { ok: false, message: `${where}${issue.message}` };
}

/** JSON columns are written only by the seed and the services, so a parse failure is a bug worth a 500. */
export const fromJson = <T>(text: string): T => JSON.parse(text) as T;

/**
 * A part of a page's answer that failed is null, and the rest of the answer stands: the site degrades that part alone
 * (docs/product/site-wide.md#when-the-dealer-api-fails).
 */
export async function orNull<T>(part: Promise<T>): Promise<T | null> {
  try {
    return await part;
  } catch {
    return null;
  }
}
