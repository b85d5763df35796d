import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../db/database";
import { ukTime } from "../reservations/read";
import { refused } from "../forms/validate";

/**
 * The accounts' rate limits, counted in the database so every instance of the site sees the same counts
 * (docs/product/site-wide.md#trust). Failed logins are counted by address and by client: the address limit
 * stops guessing one customer's password from many places, the client limit stops one place trying many
 * addresses. docs/decisions/170-….
 */
export interface AccountLimits {
  /** Failed logins for one e-mail address within the window before logins for it wait. */
  loginFailuresPerAddress: number;
  /** Failed logins from one client (X-Client-Id) within the window, whatever the addresses. */
  loginFailuresPerClient: number;
  /** Failed logins from one known device (its token) within the window: its own count, apart from the address's. */
  loginFailuresPerDevice: number;
  loginWindowMinutes: number;
  /** Registrations and reset requests one client may make within the request window. */
  registrationsPerClient: number;
  resetsPerClient: number;
  requestWindowMinutes: number;
  /** E-mails one address is sent within the request window; beyond it the answer is the same but nothing is sent. */
  mailsPerAddress: number;
}

export const defaultAccountLimits: AccountLimits = {
  loginFailuresPerAddress: 5,
  loginFailuresPerClient: 20,
  loginFailuresPerDevice: 5,
  loginWindowMinutes: 15,
  registrationsPerClient: 10,
  resetsPerClient: 10,
  requestWindowMinutes: 60,
  mailsPerAddress: 3,
};

export type AttemptKind = "login_failure" | "register" | "reset" | "mail";

export const clientSubject = (clientKey: string) => `client:${clientKey}`;
export const deviceSubject = (tokenHash: string) => `device:${tokenHash}`;
/** Addresses are counted by their hash: the table keeps no address that has no account. */
export const addressSubject = (email: string) =>
  `email:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;

/** When the subject may try again, if it has used up `max` attempts of this kind within the window. */
export async function waitUntil(
  db: Kysely<DB>,
  { kind, subject, max, windowMinutes, now }: AttemptCount,
): Promise<Date | undefined> {
  const windowMs = windowMinutes * 60_000;
  const counted = await db
    .selectFrom("account_attempts")
    .select("created_at")
    .where("kind", "=", kind)
    .where("subject", "=", subject)
    .where("created_at", ">", new Date(now.getTime() - windowMs).toISOString())
    .orderBy("created_at", "desc")
    .limit(max)
    .execute();
  if (counted.length < max) return undefined;
  return new Date(Date.parse(counted[counted.length - 1]!.created_at) + windowMs);
}

interface AttemptCount {
  kind: AttemptKind;
  subject: string;
  max: number;
  windowMinutes: number;
  now: Date;
}

/** Counts an attempt (its id); attempts older than a day (longer than any window) are cleared on the way. */
export async function recordAttempt(
  db: Kysely<DB>,
  kind: AttemptKind,
  subject: string,
  now: Date,
): Promise<number> {
  await db
    .deleteFrom("account_attempts")
    .where("created_at", "<", new Date(now.getTime() - 24 * 60 * 60_000).toISOString())
    .execute();
  const recorded = await db
    .insertInto("account_attempts")
    .values({ kind, subject, created_at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return recorded.id;
}

export async function forgetAttempts(db: Kysely<DB>, kind: AttemptKind, subject: string): Promise<void> {
  await db.deleteFrom("account_attempts").where("kind", "=", kind).where("subject", "=", subject).execute();
}

/** A 429 saying when to try again (to the minute, UK time) and in seconds (retry_after and Retry-After). */
export function waitRefusal(message: string, retryAt: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  return refused(429, `${message} Please try again after ${ukTime(retryAt)}.`, undefined, seconds);
}
