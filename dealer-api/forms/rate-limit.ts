import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import type { DB } from "../db/database";
import { lockForTransaction } from "../db/engine";
import { ukTime } from "../reservations/read";
import { refused } from "./validate";

export interface RateLimit {
  /** Accepted submissions allowed per client within the window. */
  max: number;
  windowMinutes: number;
  /** Cars one client may hold unpaid at once (each hold keeps the car from everyone for the checkout's time). */
  holdsPerClient: number;
  /**
   * Unpaid holds one client may start on the same car within a day: a hold that lapses or is cancelled cannot be
   * renewed again and again to keep that car from everyone (docs/decisions/246-unpaid-holds-without-a-global-cap.md).
   */
  holdsPerCarPerDay: number;
  /**
   * Registrations one client may look up for a valuation within the window, found or not: enough for a seller who
   * mistypes a few times or values a household's cars, too few to walk the register for cars and their valuations.
   */
  lookups: number;
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value ?? fallback);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** Submissions per client per 10 minutes: a family sending a few enquiries is fine, a script is not. */
export function rateLimitFromEnv(env: Record<string, string | undefined> = process.env): RateLimit {
  return {
    max: positive(env.FORM_SUBMISSION_LIMIT, 10),
    windowMinutes: 10,
    holdsPerClient: positive(env.UNPAID_HOLDS_PER_CLIENT, 2),
    holdsPerCarPerDay: positive(env.UNPAID_HOLDS_PER_CAR, 3),
    lookups: positive(env.VALUATION_LOOKUP_LIMIT, 30),
  };
}

/** A 429 that says when to try again, to the minute and in seconds (the Retry-After header). */
export function tryAgainLater(message: string, retryAt: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  return refused(
    429,
    `${message} Please try again after ${ukTime(retryAt)}, or call us.`,
    undefined,
    seconds,
  );
}

/** What is counted: accepted submissions of each kind, and valuation lookups (every one asked). */
export type SubmissionKind =
  "enquiry" | "reservation" | "valuation" | "valuation-lookup" | "deal" | "saved-search";

export type Allowance = { ok: true; logId: number } | { ok: false; retryAt: Date };

/**
 * Counts the client's accepted submissions of this kind in the window and, when under the limit, logs this one.
 * Runs inside the transaction that stores the submission, so two requests at once cannot both slip under the limit.
 * When over it, the answer says when the oldest counted submission leaves the window.
 */
export async function takeAllowance(
  trx: Transaction<DB>,
  {
    clientKey,
    kind,
    now,
    limit,
    fingerprint = null,
  }: { clientKey: string; kind: SubmissionKind; now: Date; limit: RateLimit; fingerprint?: string | null },
): Promise<Allowance> {
  // Counted and logged as one step per client and kind, whichever engine (see lockForTransaction).
  await lockForTransaction(trx, `submission_log:${kind}:${clientKey}`);
  const windowMs = limit.windowMinutes * 60_000;
  const counted = await trx
    .selectFrom("submission_log")
    .select("created_at")
    .where("client_key", "=", clientKey)
    .where("kind", "=", kind)
    .where("created_at", ">", new Date(now.getTime() - windowMs).toISOString())
    .orderBy("created_at", "desc")
    .limit(limit.max)
    .execute();
  if (counted.length >= limit.max) {
    const oldestCounted = counted[counted.length - 1]!.created_at;
    return { ok: false, retryAt: new Date(Date.parse(oldestCounted) + windowMs) };
  }
  const logged = await trx
    .insertInto("submission_log")
    .values({ client_key: clientKey, kind, created_at: now.toISOString(), fingerprint, submission_id: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ok: true, logId: logged.id };
}

/** What identifies a submission's content: the same answers to the same form hash the same. */
export function submissionFingerprint(kind: SubmissionKind, payload: unknown): string {
  return createHash("sha256")
    .update(`${kind}\n${JSON.stringify(payload)}`)
    .digest("base64url");
}

/**
 * The submission this client already sent with the same content within the rate limit's window, if any: a double
 * click, or a post the browser or a proxy sent again after a dropped connection. It is answered as the first was,
 * stored once and counted once. Under the same lock as `takeAllowance`, so of two copies at once the second waits and
 * finds the first (on any number of instances: the log is in the database).
 */
export async function earlierSubmission(
  trx: Transaction<DB>,
  {
    clientKey,
    kind,
    now,
    limit,
    fingerprint,
  }: { clientKey: string; kind: SubmissionKind; now: Date; limit: RateLimit; fingerprint: string },
): Promise<number | undefined> {
  await lockForTransaction(trx, `submission_log:${kind}:${clientKey}`);
  const earlier = await trx
    .selectFrom("submission_log")
    .select("submission_id")
    .where("client_key", "=", clientKey)
    .where("kind", "=", kind)
    .where("created_at", ">", new Date(now.getTime() - limit.windowMinutes * 60_000).toISOString())
    .where("fingerprint", "=", fingerprint)
    .where("submission_id", "is not", null)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return earlier?.submission_id ?? undefined;
}

/** Records which submission a log entry counted, for `earlierSubmission`. */
export async function linkSubmission(
  trx: Transaction<DB>,
  logId: number,
  submissionId: number,
): Promise<void> {
  await trx
    .updateTable("submission_log")
    .set({ submission_id: submissionId })
    .where("id", "=", logId)
    .execute();
}

export const TOO_MANY_SUBMISSIONS = "You have sent us several forms in a short time.";
export const TOO_MANY_DEALS = "You have saved several new deals in a short time.";
export const TOO_MANY_SAVED_SEARCHES = "You have saved several new searches in a short time.";
export const TOO_MANY_LOOKUPS = "You have looked up several registrations in a short time.";
