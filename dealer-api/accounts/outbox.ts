import type { Kysely } from "kysely";
import type { DB } from "../db/database";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part, sent beside the text part. */
  html?: string;
  /** Extra headers, such as `List-Unsubscribe` and `List-Unsubscribe-Post` (see `checkedHeaders`). */
  headers?: Record<string, string>;
  /**
   * The writer's key for "this e-mail once" (such as a car and a saved search): an e-mail whose key is already in the
   * outbox is not written again, however many writers try at once.
   */
  dedupeKey?: string;
  /** The link the e-mail is for, logged in development so the journey can be tried without a mailbox. */
  link?: string;
}

/** Headers the delivery sets from the e-mail's own fields (dealer-api/mail/deliver.ts); `headers` may not set them. */
const OWN_HEADERS = new Set([
  "from",
  "to",
  "cc",
  "bcc",
  "subject",
  "sender",
  "reply-to",
  "date",
  "message-id",
]);

/**
 * The extra headers as stored: a name of letters, digits and hyphens, not one of the e-mail's own fields, and a value
 * on one line (a line break in a value would start another header, or the body).
 */
export function checkedHeaders(headers: Record<string, string>): Record<string, string> {
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`Not a header name: ${JSON.stringify(name)}`);
    if (OWN_HEADERS.has(name.toLowerCase()))
      throw new Error(`The e-mail's own field, not an extra header: ${name}`);
    if (/[\r\n]/.test(value)) throw new Error(`A header's value is one line: ${name}`);
  }
  return headers;
}

/**
 * The dealer API's e-mail: written to the `outbox` table, from which `deliverOutbox` (dealer-api/mail/deliver.ts) sends
 * it when SMTP_URL is set. Outside production the link is also logged, so a developer can follow it. Nothing else
 * about the customer is logged. Whether it was written: false when its `dedupeKey` is already in the outbox.
 */
export async function sendMail(db: Kysely<DB>, mail: Mail, now: Date): Promise<boolean> {
  const written = await db
    .insertInto("outbox")
    .values({
      to_address: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html ?? null,
      headers_json: mail.headers ? JSON.stringify(checkedHeaders(mail.headers)) : null,
      created_at: now.toISOString(),
      next_attempt_at: null,
      last_error: null,
      sent_at: null,
      dedupe_key: mail.dedupeKey ?? null,
    })
    // A key already there inserts nothing, on both engines, even when two writers insert it at once (the unique index
    // outbox_dedupe_key, dealer-api/mail/migrations.ts, which is partial: the target repeats its `where`).
    .onConflict((conflict) => conflict.column("dedupe_key").where("dedupe_key", "is not", null).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!written) return false;
  if (process.env.NODE_ENV !== "production" && mail.link) {
    console.info(`[dealer-api] e-mail "${mail.subject}" to ${mail.to}: ${mail.link}`);
  }
  return true;
}

/** Where the site is, for links in e-mails: SITE_URL, else the local address. */
export function siteUrlFromEnv(env: Record<string, string | undefined> = process.env): string {
  return (env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}
