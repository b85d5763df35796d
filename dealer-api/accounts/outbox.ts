import type { Kysely } from "kysely";
import type { DB } from "../db/database";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the e-mail is for, logged in development so the journey can be tried without a mailbox. */
  link?: string;
}

/**
 * The embedded back end's e-mail: written to the `outbox` table (a real deployment's mailer sends from it). Outside
 * production the link is also logged, so a developer can follow it. Nothing else about the customer is logged.
 */
export async function sendMail(db: Kysely<DB>, mail: Mail, now: Date): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      to_address: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      created_at: now.toISOString(),
    })
    .execute();
  if (process.env.NODE_ENV !== "production" && mail.link) {
    console.info(`[dealer-api] e-mail "${mail.subject}" to ${mail.to}: ${mail.link}`);
  }
}

/** Where the site is, for links in e-mails: SITE_URL, else the local address. */
export function siteUrlFromEnv(env: Record<string, string | undefined> = process.env): string {
  return (env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}
