import type { Transaction } from "kysely";
import type { DB } from "../db/database";

export interface RateLimit {
  /** Accepted submissions allowed per client within the window. */
  max: number;
  windowMinutes: number;
}

/** Submissions per client per 10 minutes: a family sending a few enquiries is fine, a script is not. */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimit {
  const max = Number(env.FORM_SUBMISSION_LIMIT ?? 10);
  return { max: Number.isInteger(max) && max > 0 ? max : 10, windowMinutes: 10 };
}

export function rateLimitMessage(limit: RateLimit): string {
  return `Too many submissions from you in a short time. Please try again in ${limit.windowMinutes} minutes, or call us.`;
}

/**
 * Counts the client's accepted submissions of this kind in the window and, when under the limit, logs this one.
 * Runs inside the transaction that stores the submission, so two requests at once cannot both slip under the limit.
 */
export async function takeAllowance(
  trx: Transaction<DB>,
  {
    clientKey,
    kind,
    now,
    limit,
  }: { clientKey: string; kind: "enquiry" | "reservation"; now: Date; limit: RateLimit },
): Promise<boolean> {
  const since = new Date(now.getTime() - limit.windowMinutes * 60_000).toISOString();
  const { count } = await trx
    .selectFrom("submission_log")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("client_key", "=", clientKey)
    .where("kind", "=", kind)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  if (Number(count) >= limit.max) return false;
  await trx
    .insertInto("submission_log")
    .values({ client_key: clientKey, kind, created_at: now.toISOString() })
    .execute();
  return true;
}
