import type { Generated } from "kysely";

/** Where an e-mail is in its delivery (dealer-api/mail/deliver.ts). */
export type OutboxStatus = "pending" | "sent" | "dead";

/**
 * Tables of e-mail delivery (docs/decisions/331-mail-delivery.md). Instants are ISO 8601 text (they sort as text).
 */
export interface MailTables {
  /**
   * E-mails to send, written by `sendMail` (dealer-api/accounts/outbox.ts) and sent over SMTP by `deliverOutbox`
   * (dealer-api/mail/deliver.ts). Kept after sending, as the record of what was sent.
   */
  outbox: {
    id: Generated<number>;
    to_address: string;
    subject: string;
    body_text: string;
    /** The HTML part, when the e-mail has one (the text part is always sent too). */
    body_html: string | null;
    /** JSON object of extra headers, such as `List-Unsubscribe`; null for none. */
    headers_json: string | null;
    created_at: string;
    status: Generated<OutboxStatus>;
    /** Failed attempts, and the successful one. */
    attempts: Generated<number>;
    /** Not to be tried before this instant (the back-off after a failure); null for at once. */
    next_attempt_at: string | null;
    /** The last failure's message (the SMTP server's answer), for the dead letters. */
    last_error: string | null;
    sent_at: string | null;
    /** Unique when set: a writer's key for "this e-mail once" (such as a car and a saved search). */
    dedupe_key: string | null;
  };
  /** A lock per job (dealer-api/mail/job-lock.ts), so a job runs in one process at a time. */
  job_locks: {
    name: string;
    /** Who holds it: a value unique to the run that took it. */
    holder: string;
    /** Free for another holder from this instant (a holder that died does not keep it). */
    expires_at: string;
  };
}
