import type { Generated } from "kysely";

/**
 * Tables of the customer accounts (docs/decisions/170-accounts-and-click-collect.md). Instants are ISO 8601 text (they
 * sort as text). No password and no token is stored as sent: passwords as scrypt hashes, tokens as SHA-256 hashes.
 */
export interface AccountTables {
  /** Confirmed customers: an account exists only once its e-mail address has been confirmed. */
  customers: {
    id: Generated<number>;
    /** Trimmed and lower-cased; unique. */
    email: string;
    first_name: string;
    last_name: string;
    telephone: string;
    /** `scrypt$N=…,r=…,p=…$salt$hash` (accounts/password-hash.ts). */
    password_hash: string;
    created_at: string;
    confirmed_at: string;
    password_changed_at: string;
  };
  /**
   * A registration waiting for its e-mail link. Each registration keeps its own details and password; only the
   * newest registration of an address is live (a new one voids the earlier ones: ADR 250).
   */
  account_confirmations: {
    /** SHA-256 (hex) of the link's token. */
    token_hash: string;
    email: string;
    first_name: string;
    last_name: string;
    telephone: string;
    password_hash: string;
    created_at: string;
    expires_at: string;
    /** When the link was used, or made useless by another link confirming the address. */
    used_at: string | null;
  };
  /**
   * Devices a customer signed in on: their failed logins are counted apart, so guesses from elsewhere do not lock the
   * owner out on their own device (ADR 250). Ended by a password reset.
   */
  account_devices: {
    /** SHA-256 (hex) of the device's token (the site's `__device` cookie). */
    token_hash: string;
    customer_id: number;
    created_at: string;
    expires_at: string;
  };
  /** Logins (access) and password-reset links of customers. */
  customer_tokens: {
    /** SHA-256 (hex) of the token. */
    token_hash: string;
    customer_id: number;
    purpose: "access" | "reset";
    created_at: string;
    expires_at: string;
    /** When it stopped working: signed out, used (reset), or ended by a password change. */
    ended_at: string | null;
  };
  /**
   * What the rate limits count: failed logins by address and by client, registrations and reset requests by client,
   * e-mails sent to an address. `subject` is `client:{key}` or `email:{SHA-256 of the address}`.
   */
  account_attempts: {
    id: Generated<number>;
    kind: "login_failure" | "register" | "reset" | "mail";
    subject: string;
    created_at: string;
  };
  // The outbox (e-mails the accounts write, dealer-api/accounts/outbox.ts) is in MailTables (dealer-api/mail/tables.ts),
  // with the columns of its delivery.
}
