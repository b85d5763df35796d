import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import nodemailer from "nodemailer";
import type { DealerDb } from "../db/database";
import { tryLock, unlock } from "./job-lock";

/**
 * Sends the outbox over SMTP (docs/decisions/331-mail-delivery.md): each pending e-mail that is due, a batch at a time,
 * under the job lock `mail-delivery` so one process sends at a time. A failure is tried again after a back-off, and
 * after `MAX_ATTEMPTS` failures the e-mail is a dead letter, kept with its last error. Nothing here runs by itself:
 * a job calls `deliverOutbox`.
 */

/** What an e-mail is handed to: a nodemailer transporter (`nodemailer.createTransport`), or a test's own. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
}

export const DEFAULT_MAIL_FROM = "Dealer cars <no-reply@localhost>";
export const DELIVERY_LOCK = "mail-delivery";
export const DEFAULT_BATCH = 50;
/** Tries before an e-mail is a dead letter. */
export const MAX_ATTEMPTS = 5;
const MINUTE = 60_000;
/** The wait after the 1st, 2nd, 3rd and 4th failure; the 5th is the last (`MAX_ATTEMPTS`). */
export const BACKOFF_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE] as const;
/**
 * How long the lock is held without being renewed. The run renews it after every e-mail, and the transport gives up
 * on a server long before this (`SMTP_TIMEOUTS`), so a live run never loses it and a dead one frees it in 10 minutes.
 */
export const LOCK_TTL_MS = 10 * MINUTE;
/** The SMTP client's limits: nodemailer's own defaults (2 minutes to connect, 10 of silence) would outlast the lock. */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
/** The most of a failure's message kept (an SMTP server's answer can be long). */
const ERROR_LENGTH = 1000;

export interface MailSettings {
  /** The SMTP transport of SMTP_URL; none when it is not set, and then nothing is sent. */
  transport: MailTransport | undefined;
  /** MAIL_FROM, the e-mails' From, else `DEFAULT_MAIL_FROM`. */
  from: string;
}

/**
 * SMTP_URL (`smtp://user:password@host:587`, or `smtps://…` for TLS from the start; user and password URL-encoded)
 * and MAIL_FROM. An SMTP_URL that is not such an address is refused at start, in words that never repeat it (it
 * carries a password).
 */
export function mailSettingsFromEnv(env: Record<string, string | undefined> = process.env): MailSettings {
  const from = mailFromEnv(env);
  const url = env.SMTP_URL?.trim();
  if (!url) return { transport: undefined, from };
  if (!URL.canParse(url) || !["smtp:", "smtps:"].includes(new URL(url).protocol) || !new URL(url).hostname)
    throw new Error(
      "SMTP_URL must be an SMTP server's address such as smtp://user:password@smtp.example.com:587 " +
        "(or smtps:// for TLS from the start); leave it unset to keep e-mails in the outbox unsent",
    );
  return { transport: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }), from };
}

/** MAIL_FROM, else `DEFAULT_MAIL_FROM`: an address, on one line. */
export function mailFromEnv(env: Record<string, string | undefined> = process.env): string {
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (!/@/.test(from) || /[\r\n]/.test(from))
    throw new Error('MAIL_FROM must be an address such as "Dealer cars <no-reply@example.com>"');
  return from;
}

export interface DeliveryOptions {
  /** At most this many e-mails in one run (default `DEFAULT_BATCH`). */
  batch?: number;
  /** The From of every e-mail (default MAIL_FROM, else `DEFAULT_MAIL_FROM`). */
  from?: string;
  /** Who takes the lock: unique to this run unless given. */
  holder?: string;
}

export interface DeliveryReport {
  /** Why nothing was tried: no transport (SMTP_URL unset), or another process holds the lock. */
  skipped?: "no-transport" | "locked";
  sent: number;
  /** Failed this time, to be tried again after their back-off. */
  retrying: number;
  /** Failed for the last time: dead letters now. */
  dead: number;
}

/** The wait after the `failures`th failure (1-based). */
export function backoffMs(failures: number): number {
  return BACKOFF_MS[Math.min(failures, BACKOFF_MS.length) - 1]!;
}

/**
 * Sends up to `batch` pending e-mails due at `now` (oldest first) through `transport`, and records each outcome: sent,
 * or failed (tried again after `backoffMs`, or dead after `MAX_ATTEMPTS`). Without a transport nothing is sent and the
 * outbox is left as it is; while another process holds the lock this run does nothing.
 */
export async function deliverOutbox(
  db: DealerDb,
  transport: MailTransport | undefined,
  now: Date,
  { batch = DEFAULT_BATCH, from = mailFromEnv(), holder = newHolder() }: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, dead: 0 };
  // The lock's clock: `now` moved on by the time the run has taken, so each renewal holds it longer.
  const started = performance.now();
  const lockNow = () => new Date(now.getTime() + Math.round(performance.now() - started));
  if (!transport) return { ...report, skipped: "no-transport" };
  if (!(await tryLock(db, DELIVERY_LOCK, holder, now, LOCK_TTL_MS))) return { ...report, skipped: "locked" };
  try {
    const due = await db
      .selectFrom("outbox")
      .select(["id", "to_address", "subject", "body_text", "body_html", "headers_json", "attempts"])
      .where("status", "=", "pending")
      .where((where) =>
        where.or([where("next_attempt_at", "is", null), where("next_attempt_at", "<=", now.toISOString())]),
      )
      .orderBy("id")
      .limit(batch)
      .execute();
    for (const mail of due) {
      let failure: string | undefined;
      try {
        await transport.sendMail({
          from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.body_text,
          ...(mail.body_html === null ? {} : { html: mail.body_html }),
          ...(mail.headers_json === null
            ? {}
            : { headers: JSON.parse(mail.headers_json) as Record<string, string> }),
        });
      } catch (error) {
        failure = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);
      }
      const attempts = mail.attempts + 1;
      const outcome =
        failure === undefined
          ? ({ status: "sent", sent_at: now.toISOString(), last_error: null } as const)
          : attempts >= MAX_ATTEMPTS
            ? ({ status: "dead", last_error: failure } as const)
            : ({
                status: "pending",
                next_attempt_at: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
                last_error: failure,
              } as const);
      // Only the row as it was read is updated (still pending, the same attempts), so an outcome is recorded once.
      await db
        .updateTable("outbox")
        .set({ ...outcome, attempts })
        .where("id", "=", mail.id)
        .where("status", "=", "pending")
        .where("attempts", "=", mail.attempts)
        .execute();
      if (outcome.status === "sent") report.sent++;
      else if (outcome.status === "dead") {
        report.dead++;
        // The id and the server's answer, not the address (the outbox has it, for whoever reads the dead letters).
        console.warn(`[dealer-api] e-mail ${mail.id} not sent after ${attempts} attempts: ${failure}`);
      } else report.retrying++;
      // Renewed after each e-mail, so a long batch keeps the lock; lost (this run outlived it), the run stops, and the
      // e-mails left are for whoever took it.
      if (!(await tryLock(db, DELIVERY_LOCK, holder, lockNow(), LOCK_TTL_MS))) break;
    }
  } finally {
    await unlock(db, DELIVERY_LOCK, holder);
  }
  return report;
}

const newHolder = () => `${hostname()}:${process.pid}:${randomUUID()}`;
