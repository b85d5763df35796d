import type { z } from "zod";
import { lockForTransaction } from "../db/engine";
import {
  ACCESS_TOKEN_DAYS,
  CONFIRM_TOKEN_HOURS,
  DEVICE_TOKEN_DAYS,
  RESET_TOKEN_MINUTES,
  confirmRequest,
  linkCheckRequest,
  loginRequest,
  registerRequest,
  resetCompleteRequest,
  resetRequest,
  type AccessToken,
  type Customer,
} from "../contract/accounts";
import type { DealerDb } from "../db/database";
import { refused, type Outcome } from "../forms/validate";
import { commonPasswords } from "./common-passwords";
import { dummyHash, hashPassword, verifyPassword } from "./password-hash";
import { passwordProblem } from "./password-rules";
import { addMinutes, hashToken, newToken } from "./tokens";
import {
  addressSubject,
  clientSubject,
  deviceSubject,
  forgetAttempts,
  recordAttempt,
  waitRefusal,
  waitUntil,
  type AccountLimits,
} from "./limits";
import { sendMail, type Mail } from "./outbox";

/**
 * Customer accounts: register (confirmed by an e-mailed link), log in, sign out, reset a password. No answer says
 * whether an address has an account. docs/decisions/170-accounts-and-click-collect.md.
 */
export interface AccountContext {
  db: DealerDb;
  now: Date;
  limits: AccountLimits;
  /** The site's address, for the links in e-mails. */
  siteUrl: string;
  /** X-Client-Id: who is asking, for the rate limits. */
  clientKey: string;
}

export const LOGIN_REFUSED = "Email address or password is incorrect";
export const LINK_REFUSED = "This link has expired or has already been used";
const DAY_MS = 24 * 60 * 60_000;

/** Messages for answers the contract's schemas refuse, by field. */
const FIELD_MESSAGES: Record<string, string> = {
  first_name: "Enter your first name",
  last_name: "Enter your last name",
  email: "Enter an email address in the correct format, like name@example.com",
  telephone: "Enter a telephone number of up to 30 characters",
  password: "Enter a password",
  everywhere: "Say whether to sign out everywhere",
};

function problems(count: number, fields: Record<string, string>) {
  return refused(422, `There is a problem with ${count} ${count === 1 ? "answer" : "answers"}`, fields);
}

/** The body checked by the contract's schema, or 422 with a message per field. */
export function parseAnswers<T extends z.ZodTypeAny>(
  schema: T,
  body: Record<string, unknown>,
): Outcome<z.output<T>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data as z.output<T> };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? "body");
    // A rule with its own words (a name: contract/account-names.ts) says them; a missing or mistyped answer gets the field's.
    fields[name] ??= issue.code === "custom" ? issue.message : (FIELD_MESSAGES[name] ?? "Check this answer");
  }
  return problems(Object.keys(fields).length, fields);
}

function customerOf(row: {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  telephone: string;
}): Customer {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    telephone: row.telephone,
    scope: ["customer"],
  };
}

async function issueAccessToken(db: DealerDb, customerId: number, now: Date): Promise<AccessToken> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_DAYS * DAY_MS).toISOString();
  await db
    .insertInto("customer_tokens")
    .values({
      token_hash: hash,
      customer_id: customerId,
      purpose: "access",
      created_at: now.toISOString(),
      expires_at: expiresAt,
      ended_at: null,
    })
    .execute();
  return { access_token: token, token_type: "Bearer", expires_at: expiresAt };
}

/** Whether the address may be sent another e-mail now (it has not had its share lately). */
async function mailShareLeft(ctx: AccountContext, db: DealerDb, to: string): Promise<boolean> {
  const full = await waitUntil(db, {
    kind: "mail",
    subject: addressSubject(to),
    max: ctx.limits.mailsPerAddress,
    windowMinutes: ctx.limits.requestWindowMinutes,
    now: ctx.now,
  });
  return full === undefined;
}

async function sendCounted(ctx: AccountContext, db: DealerDb, mail: Mail): Promise<void> {
  await recordAttempt(db, "mail", addressSubject(mail.to), ctx.now);
  await sendMail(db, mail, ctx.now);
}

/** Sends the e-mail unless the address has had its share lately (the answer does not change either way). */
async function mailWithinShare(ctx: AccountContext, mail: Mail): Promise<void> {
  if (await mailShareLeft(ctx, ctx.db, mail.to)) await sendCounted(ctx, ctx.db, mail);
}

/**
 * A new registration for an address without an account. Only the newest registration's link works: it voids every
 * earlier one, so someone who signed up the address first (with a password of theirs) cannot have the owner confirm
 * that earlier e-mail (same subject) and so set the stranger's password. A registration whose e-mail is not sent (the
 * address has had its share) is not kept and voids nothing: the owner's link keeps working.
 * docs/decisions/250-account-sign-up-and-sign-in-defences.md.
 */
async function registerNew(
  ctx: AccountContext,
  details: { email: string; first_name: string; last_name: string; telephone: string; passwordHash: string },
): Promise<void> {
  const { email } = details;
  const { token, hash } = newToken();
  const now = ctx.now.toISOString();
  const link = `${ctx.siteUrl}/account/confirm/${token}`;
  await ctx.db.transaction().execute(async (trx) => {
    // Two sign-ups for one address at once: one after the other, so exactly one link stays live.
    await lockForTransaction(trx, `account_confirmations:${addressSubject(email)}`);
    if (!(await mailShareLeft(ctx, trx, email))) return;
    await trx
      .updateTable("account_confirmations")
      .set({ used_at: now })
      .where("email", "=", email)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("account_confirmations")
      .values({
        token_hash: hash,
        email,
        first_name: details.first_name,
        last_name: details.last_name,
        telephone: details.telephone,
        password_hash: details.passwordHash,
        created_at: now,
        expires_at: addMinutes(ctx.now, CONFIRM_TOKEN_HOURS * 60).toISOString(),
        used_at: null,
      })
      .execute();
    await sendCounted(ctx, trx, {
      to: email,
      subject: "Confirm your email address to finish creating your Northway Cars account",
      text:
        `Hello ${details.first_name},\n\nTo finish creating your account, open this link within ${CONFIRM_TOKEN_HOURS} hours:\n` +
        `${link}\n\nIf you did not ask for an account, ignore this email and no account will be created. Only the ` +
        `link in the newest of these emails works.`,
      link,
    });
  });
}

async function requestAllowed(ctx: AccountContext, kind: "register" | "reset", max: number) {
  const subject = clientSubject(ctx.clientKey);
  const retryAt = await waitUntil(ctx.db, {
    kind,
    subject,
    max,
    windowMinutes: ctx.limits.requestWindowMinutes,
    now: ctx.now,
  });
  if (retryAt) {
    const what = kind === "register" ? "tried to create an account" : "asked to reset a password";
    return waitRefusal(`You have ${what} several times in a short time.`, retryAt, ctx.now);
  }
  await recordAttempt(ctx.db, kind, subject, ctx.now);
  return undefined;
}

/** POST register: the same answer for a new and a known address; only the e-mail differs. */
export async function register(
  ctx: AccountContext,
  body: Record<string, unknown>,
): Promise<Outcome<{ message: string }>> {
  const answers = parseAnswers(registerRequest, body);
  const fields = answers.ok ? {} : { ...answers.refusal.fields };
  if (answers.ok || !fields.password) {
    const email = answers.ok ? answers.value.email : typeof body.email === "string" ? body.email : "";
    const password = typeof body.password === "string" ? body.password : "";
    const problem = passwordProblem(password, email, commonPasswords());
    if (problem) fields.password = problem;
  }
  if (!answers.ok || Object.keys(fields).length > 0) return problems(Object.keys(fields).length, fields);
  const limited = await requestAllowed(ctx, "register", ctx.limits.registrationsPerClient);
  if (limited) return limited;
  const { email, first_name, last_name, telephone, password } = answers.value;
  // Hashed for either kind of address, so both take the same time.
  const passwordHash = await hashPassword(password);
  const known = await ctx.db
    .selectFrom("customers")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  if (known) {
    await mailWithinShare(ctx, {
      to: email,
      subject: "You already have a Northway Cars account",
      text:
        `Someone, probably you, tried to create a Northway Cars account with this email address. You already have ` +
        `an account.\n\nSign in: ${ctx.siteUrl}/login\nForgotten your password? Reset it: ${ctx.siteUrl}/click-collect/password-reset\n\n` +
        `If this was not you, you can ignore this email: nothing has changed.`,
      link: `${ctx.siteUrl}/login`,
    });
  } else {
    await registerNew(ctx, { email, first_name, last_name, telephone, passwordHash });
  }
  return {
    ok: true,
    value: {
      message:
        `We have sent an email to ${email}. Open the link in it within ${CONFIRM_TOKEN_HOURS} hours to finish ` +
        `creating your account.`,
    },
  };
}

/** POST confirm: the registration the link was sent for becomes the account, signed in. */
export async function confirm(
  ctx: AccountContext,
  body: Record<string, unknown>,
): Promise<Outcome<AccessToken>> {
  const parsed = confirmRequest.safeParse(body);
  if (!parsed.success) return refused(400, LINK_REFUSED);
  const now = ctx.now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom("account_confirmations")
      .selectAll()
      .where("token_hash", "=", hashToken(parsed.data.token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .executeTakeFirst();
    if (!pending) return refused(400, LINK_REFUSED);
    // Every link for the address stops working: the address now has its account.
    await trx
      .updateTable("account_confirmations")
      .set({ used_at: now })
      .where("email", "=", pending.email)
      .where("used_at", "is", null)
      .execute();
    const existing = await trx
      .selectFrom("customers")
      .select("id")
      .where("email", "=", pending.email)
      .executeTakeFirst();
    if (existing) return refused(400, LINK_REFUSED);
    const inserted = await trx
      .insertInto("customers")
      .values({
        email: pending.email,
        first_name: pending.first_name,
        last_name: pending.last_name,
        telephone: pending.telephone,
        password_hash: pending.password_hash,
        created_at: now,
        confirmed_at: now,
        password_changed_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const login = await issueAccessToken(trx, inserted.id, ctx.now);
    return { ok: true, value: { ...login, device: await issueDevice(trx, inserted.id, ctx.now) } } as const;
  });
}

/** POST confirm/check and reset/check: whether a link still works, changing nothing. */
export async function checkLink(
  ctx: AccountContext,
  body: Record<string, unknown>,
  kind: "confirm" | "reset",
): Promise<Outcome<{ message: string }>> {
  const parsed = linkCheckRequest.safeParse(body);
  if (!parsed.success) return refused(400, LINK_REFUSED);
  const tokenHash = hashToken(parsed.data.token);
  const now = ctx.now.toISOString();
  const live =
    kind === "confirm"
      ? await ctx.db
          .selectFrom("account_confirmations")
          .leftJoin("customers", "customers.email", "account_confirmations.email")
          .select("customers.id")
          .where("account_confirmations.token_hash", "=", tokenHash)
          .where("account_confirmations.used_at", "is", null)
          .where("account_confirmations.expires_at", ">", now)
          .executeTakeFirst()
          // The address has an account already: confirming would refuse the link.
          .then((row) => row && row.id === null)
      : await ctx.db
          .selectFrom("customer_tokens")
          .select("token_hash")
          .where("token_hash", "=", tokenHash)
          .where("purpose", "=", "reset")
          .where("ended_at", "is", null)
          .where("expires_at", ">", now)
          .executeTakeFirst()
          .then(Boolean);
  return live ? { ok: true, value: { message: "This link works" } } : refused(400, LINK_REFUSED);
}

/** A device's token, if it is one this address's customer signed in on and it is still in date: its hash. */
async function knownDevice(
  db: DealerDb,
  deviceToken: string | undefined,
  email: string,
  now: Date,
): Promise<string | undefined> {
  if (!deviceToken) return undefined;
  const row = await db
    .selectFrom("account_devices")
    .innerJoin("customers", "customers.id", "account_devices.customer_id")
    .select("account_devices.token_hash")
    .where("account_devices.token_hash", "=", hashToken(deviceToken))
    .where("customers.email", "=", email)
    .where("account_devices.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.token_hash;
}

/** A new device token for the customer (the device that just proved the password), replacing the one it sent. */
async function issueDevice(
  db: DealerDb,
  customerId: number,
  now: Date,
  replacing?: string,
): Promise<{ token: string; expires_at: string }> {
  if (replacing) await db.deleteFrom("account_devices").where("token_hash", "=", replacing).execute();
  // The customer's devices out of date go as a new one comes.
  await db
    .deleteFrom("account_devices")
    .where("customer_id", "=", customerId)
    .where("expires_at", "<=", now.toISOString())
    .execute();
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + DEVICE_TOKEN_DAYS * DAY_MS).toISOString();
  await db
    .insertInto("account_devices")
    .values({
      token_hash: hash,
      customer_id: customerId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  return { token, expires_at: expiresAt };
}

/**
 * Counts a guess as a failure before its password is checked, in one transaction per subject: guesses sent all at once
 * (or through several instances) are counted one after another, so no more than the limits are ever tried. Answers
 * when to try again, or the attempts recorded (a right password takes them back).
 */
async function countGuess(
  ctx: AccountContext,
  subjects: { subject: string; max: number }[],
): Promise<{ retryAt: Date } | { attempts: number[] }> {
  const { now } = ctx;
  const windowMinutes = ctx.limits.loginWindowMinutes;
  return ctx.db.transaction().execute(async (trx) => {
    // Always in the same order (address, client; or the device alone): two requests never wait on each other.
    for (const { subject } of subjects)
      await lockForTransaction(trx, `account_attempts:login_failure:${subject}`);
    const waits: Date[] = [];
    for (const { subject, max } of subjects) {
      const at = await waitUntil(trx, { kind: "login_failure", subject, max, windowMinutes, now });
      if (at) waits.push(at);
    }
    const retryAt = waits.sort((a, b) => +b - +a)[0];
    if (retryAt) return { retryAt };
    const attempts: number[] = [];
    for (const { subject } of subjects)
      attempts.push(await recordAttempt(trx, "login_failure", subject, now));
    return { attempts };
  });
}

/**
 * POST login: a new token; the same refusal for an unknown address, a wrong password and an unconfirmed account.
 * Guessing is slowed per address and per client, but a device the customer signed in on before (its token) has its own
 * count instead, so guesses from elsewhere never refuse the owner's right password there (OWASP's device cookies;
 * ADR 250).
 */
export async function logIn(
  ctx: AccountContext,
  body: Record<string, unknown>,
): Promise<Outcome<AccessToken>> {
  const answers = parseAnswers(loginRequest, body);
  if (!answers.ok) return answers;
  const { email, password, device_token } = answers.value;
  if (password === "") return problems(1, { password: "Enter your password" });
  const { limits, now } = ctx;
  const byAddress = addressSubject(email);
  const device = await knownDevice(ctx.db, device_token, email, now);
  const subjects = device
    ? [{ subject: deviceSubject(device), max: limits.loginFailuresPerDevice }]
    : [
        { subject: byAddress, max: limits.loginFailuresPerAddress },
        { subject: clientSubject(ctx.clientKey), max: limits.loginFailuresPerClient },
      ];
  const counted = await countGuess(ctx, subjects);
  if ("retryAt" in counted)
    return waitRefusal("There have been too many attempts to sign in.", counted.retryAt, now);
  const customer = await ctx.db
    .selectFrom("customers")
    .select(["id", "password_hash"])
    .where("email", "=", email)
    .executeTakeFirst();
  const matches = await verifyPassword(password, customer?.password_hash ?? (await dummyHash()));
  if (!customer || !matches) return refused(401, LOGIN_REFUSED);
  await ctx.db.deleteFrom("account_attempts").where("id", "in", counted.attempts).execute();
  // The owner is in: their address's (or device's) count starts again.
  await forgetAttempts(ctx.db, "login_failure", device ? deviceSubject(device) : byAddress);
  const login = await issueAccessToken(ctx.db, customer.id, now);
  return { ok: true, value: { ...login, device: await issueDevice(ctx.db, customer.id, now, device) } };
}

/** POST logout: this token, or every token of the customer, stops working. */
export async function logOut(
  db: DealerDb,
  {
    customerId,
    tokenHash,
    everywhere,
    now,
  }: { customerId: number; tokenHash: string; everywhere: boolean; now: Date },
): Promise<{ message: string }> {
  let ending = db
    .updateTable("customer_tokens")
    .set({ ended_at: now.toISOString() })
    .where("purpose", "=", "access")
    .where("ended_at", "is", null);
  ending = everywhere
    ? ending.where("customer_id", "=", customerId)
    : ending.where("token_hash", "=", tokenHash);
  await ending.execute();
  return {
    message: everywhere ? "You have been signed out on every device" : "You have been signed out",
  };
}

/** POST reset: the same answer whatever the address; an account gets a single-use link. */
export async function requestReset(
  ctx: AccountContext,
  body: Record<string, unknown>,
): Promise<Outcome<{ message: string }>> {
  const answers = parseAnswers(resetRequest, body);
  if (!answers.ok) return answers;
  const limited = await requestAllowed(ctx, "reset", ctx.limits.resetsPerClient);
  if (limited) return limited;
  const { email } = answers.value;
  const customer = await ctx.db
    .selectFrom("customers")
    .select(["id", "first_name"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (customer) {
    const { token, hash } = newToken();
    await ctx.db
      .insertInto("customer_tokens")
      .values({
        token_hash: hash,
        customer_id: customer.id,
        purpose: "reset",
        created_at: ctx.now.toISOString(),
        expires_at: addMinutes(ctx.now, RESET_TOKEN_MINUTES).toISOString(),
        ended_at: null,
      })
      .execute();
    const link = `${ctx.siteUrl}/click-collect/password-reset/${token}`;
    await mailWithinShare(ctx, {
      to: email,
      subject: "Reset your Northway Cars password",
      text:
        `Hello ${customer.first_name},\n\nTo choose a new password, open this link within ${RESET_TOKEN_MINUTES} ` +
        `minutes. It works once.\n${link}\n\nIf you did not ask to reset your password, ignore this email: your ` +
        `password has not changed.`,
      link,
    });
  }
  return {
    ok: true,
    value: {
      message:
        `If ${email} has an account, we have sent it an email with a link to reset the password. The link works ` +
        `for ${RESET_TOKEN_MINUTES} minutes.`,
    },
  };
}

/** POST reset/complete: a new password; the link is used up and every login of the account ends. */
export async function completeReset(
  ctx: AccountContext,
  body: Record<string, unknown>,
): Promise<Outcome<{ message: string }>> {
  if (!resetCompleteRequest.shape.token.safeParse(body.token).success) return refused(400, LINK_REFUSED);
  const answers = parseAnswers(resetCompleteRequest, body);
  if (!answers.ok) return answers;
  const { token, password } = answers.value;
  const tokenHash = hashToken(token);
  const now = ctx.now.toISOString();
  const live = await ctx.db
    .selectFrom("customer_tokens")
    .innerJoin("customers", "customers.id", "customer_tokens.customer_id")
    .select(["customers.id", "customers.email"])
    .where("customer_tokens.token_hash", "=", tokenHash)
    .where("customer_tokens.purpose", "=", "reset")
    .where("customer_tokens.ended_at", "is", null)
    .where("customer_tokens.expires_at", ">", now)
    .executeTakeFirst();
  if (!live) return refused(400, LINK_REFUSED);
  const problem = passwordProblem(password, live.email, commonPasswords());
  if (problem) return problems(1, { password: problem });
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction().execute(async (trx) => {
    // Used up here, in one statement: of two requests with the same link, one changes the password.
    const used = await trx
      .updateTable("customer_tokens")
      .set({ ended_at: now })
      .where("token_hash", "=", tokenHash)
      .where("ended_at", "is", null)
      .where("expires_at", ">", now)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return refused(400, LINK_REFUSED);
    await trx
      .updateTable("customers")
      .set({ password_hash: passwordHash, password_changed_at: now })
      .where("id", "=", live.id)
      .execute();
    // Every other reset link and every login of the account ends.
    await trx
      .updateTable("customer_tokens")
      .set({ ended_at: now })
      .where("customer_id", "=", live.id)
      .where("ended_at", "is", null)
      .execute();
    // The owner has proved the mailbox: guesses at the old password no longer hold the address, and the devices known
    // until now sign in afresh (ADR 250).
    await forgetAttempts(trx, "login_failure", addressSubject(live.email));
    await trx.deleteFrom("account_devices").where("customer_id", "=", live.id).execute();
    return {
      ok: true,
      value: { message: "Your password has been changed. Sign in with your new password." },
    } as const;
  });
}

export { customerOf };
