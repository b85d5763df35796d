import { z } from "zod";
import { flat } from "./envelope";
import { checkAccountName, type AccountNameField } from "./account-names";
import { emailAddress } from "./email-schema";

export * from "./accounts-vocabulary";

/**
 * Customer accounts for click-and-collect (docs/decisions/170-accounts-and-click-collect.md). Every call but register,
 * confirm, login and the reset pair needs `Authorization: Bearer {access_token}`; a missing, expired or revoked token
 * answers 401 with the error body. Answers never say whether an e-mail address has an account: register and reset
 * answer alike for known and unknown addresses, and a failed login says only that the details are wrong.
 */

/** The one e-mail rule (email-schema.ts); the API keeps addresses in lower case. */
const email = emailAddress.transform((value) => value.toLowerCase());
export const password = z.string().max(1000);
/** A first or last name: the enquiry forms' rule and words (account-names.ts), so nothing but a name reaches e-mails. */
export const personName = (field: AccountNameField) =>
  z.string().transform((value, ctx) => {
    const check = checkAccountName(field, value);
    if (check.ok) return String(check.value);
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: check.message });
    return z.NEVER;
  });
const token = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

/**
 * POST /api/v2/contact/auth/register → 202 `{ data: { message } }`, the same whatever the address: a new address gets
 * an e-mail with a confirmation link (`/account/confirm/{token}` on the site), a known one an e-mail saying it already
 * has an account (with the sign-in and reset links). 422 `{ error: { status, message, fields } }` for bad answers,
 * with a message per field (names: the enquiry forms' rule and words; `password`: too short, too common, the e-mail
 * address…). 429 when rate-limited.
 */
export const registerRequest = z.object({
  first_name: personName("first_name"),
  last_name: personName("last_name"),
  email,
  password,
  telephone: z.string().trim().max(30).default(""),
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const messageAnswer = flat(z.object({ message: z.string() }));
export type MessageAnswer = z.infer<typeof messageAnswer>;

/** A login: the bearer token and when it stops working. */
export const accessToken = z.object({
  access_token: token,
  token_type: z.literal("Bearer"),
  expires_at: z.string().datetime(),
  /**
   * The device's own token (login and confirm): sent back with later logins from this device, it lets the right
   * password through while the address is locked by guesses from elsewhere (ADR 250). Kept by the site in a cookie.
   */
  device: z.object({ token, expires_at: z.string().datetime() }).optional(),
});
export type AccessToken = z.infer<typeof accessToken>;
export const accessTokenAnswer = flat(accessToken);

/** POST /api/v2/contact/auth/confirm `{ token }` → 200 accessTokenAnswer (signed in); 400 for a used or expired link. */
export const confirmRequest = z.object({ token });

/**
 * POST /api/v2/contact/auth/confirm/check and …/reset/check `{ token }` → 200 messageAnswer while the link still works,
 * 400 "This link has expired or has already been used" otherwise. Changes nothing (the site asks as the link's page
 * opens, so it can say at once that a link is used up; mail scanners open links too).
 */
export const linkCheckRequest = z.object({ token });

/**
 * POST /api/v2/contact/auth/login `{ email, password }` → 200 accessTokenAnswer; 401 "Email address or password is
 * incorrect" (also for an unconfirmed account: the same words); 429 with `retry_after` seconds after too many failed
 * tries for the address or from the client (X-Client-Id). Each login issues a new token. With the `device_token` a
 * login from this device answered before, the address's and the client's counts do not apply, only the device's own.
 */
export const loginRequest = z.object({ email, password, device_token: token.optional() });
export type LoginRequest = z.input<typeof loginRequest>;

/** Spec: the auth user has a scope. Customers have "customer". */
export const customer = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  telephone: z.string(),
  scope: z.array(z.string()),
});
export type Customer = z.infer<typeof customer>;
/** GET /api/v2/contact/auth/show → 200 `{ data: customer }`; 401. */
export const customerAnswer = flat(customer);

/**
 * POST /api/v2/contact/auth/logout → 200 messageAnswer: the token stops working. With `{ everywhere: true }` every
 * token of the customer stops working (sign out everywhere). 401 for a token that no longer works.
 */
export const logoutRequest = z.object({ everywhere: z.boolean().default(false) });

/**
 * POST /api/v2/contact/auth/reset `{ email }` → 202 messageAnswer, the same whatever the address; an account gets an
 * e-mail with a link to `/click-collect/password-reset/{token}` on the site (single use, RESET_TOKEN_MINUTES). 429
 * when rate-limited.
 */
export const resetRequest = z.object({ email });

/**
 * POST /api/v2/contact/auth/reset/complete `{ token, password }` → 200 messageAnswer: the password is changed and every
 * login of the account ends. 400 "This link has expired or has already been used"; 422 with fields for a password the
 * rules refuse (the link still works).
 */
export const resetCompleteRequest = z.object({ token, password });

/** Error bodies of these calls: the usual one, with a message per field for 422 and seconds for 429. */
export const accountError = z.object({
  error: z.object({
    status: z.number().int(),
    message: z.string(),
    fields: z.record(z.string()).optional(),
    retry_after: z.number().int().optional(),
  }),
});
