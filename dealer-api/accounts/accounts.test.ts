import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accessTokenAnswer, customerAnswer, messageAnswer } from "../contract/accounts";
import { hashToken } from "./tokens";
import { DEMO_CUSTOMER } from "./seed";
import { defaultAccountLimits } from "./limits";
import { LINK_REFUSED, LOGIN_REFUSED } from "./service";
import { SIGN_IN_AGAIN } from "./auth";
import { SITE_URL, TEST_NOW, accountsForTests } from "./test-support";

let t: Awaited<ReturnType<typeof accountsForTests>>;
const logged = vi.spyOn(console, "info").mockImplementation(() => undefined);
beforeAll(async () => {
  t = await accountsForTests();
});
afterAll(async () => {
  logged.mockRestore();
  await t.db.destroy();
});

const AUTH = "/api/v2/contact/auth";
const PASSWORD = "correct horse battery staple";
const newcomer = (name: string) => ({
  first_name: "Priya",
  last_name: "Shah",
  email: `${name}@example.com`,
  password: PASSWORD,
  telephone: "07700 900222",
});
/** An answer with the address it names taken out, to compare answers for two addresses. */
const withoutAddress = (body: unknown, email: string) => JSON.stringify(body).replaceAll(email, "{email}");

describe("register and confirm", () => {
  it("e-mails a link that signs the new customer in, once; only hashes are stored", async () => {
    const answer = await t.post(`${AUTH}/register`, { ...newcomer("priya"), email: "  Priya@Example.COM " });
    expect(answer.status).toBe(202);
    expect(messageAnswer.parse(answer.body).data.message).toMatch(
      /We have sent an email to priya@example\.com/,
    );
    const { mail, token } = await t.lastMail("priya@example.com");
    expect(mail?.subject).toMatch(/Confirm your email address/);
    expect(mail?.body_text).toContain(`${SITE_URL}/account/confirm/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Outside production the link is logged for the developer; the password never is.
    const lines = logged.mock.calls.map((call) => call.join(" "));
    expect(lines.some((line) => line.includes(`/account/confirm/${token}`))).toBe(true);
    expect(lines.join("\n")).not.toContain(PASSWORD);
    expect(mail?.body_text).not.toContain(PASSWORD);
    const pending = await t.db.selectFrom("account_confirmations").selectAll().execute();
    const stored = pending.find((row) => row.email === "priya@example.com")!;
    expect(stored.token_hash).toBe(hashToken(token!));
    expect(JSON.stringify(pending)).not.toContain(token);
    expect(JSON.stringify(pending)).not.toContain(PASSWORD);
    // Not an account until confirmed: the login is refused with the same words as a wrong password.
    const early = await t.post(`${AUTH}/login`, { email: "priya@example.com", password: PASSWORD });
    expect(early).toEqual({ status: 401, body: { error: { status: 401, message: LOGIN_REFUSED } } });

    const confirmed = await t.post(`${AUTH}/confirm`, { token });
    expect(confirmed.status).toBe(200);
    const login = accessTokenAnswer.parse(confirmed.body).data;
    const shown = await t.get(`${AUTH}/show`, login.access_token);
    expect(customerAnswer.parse(shown.body).data).toMatchObject({
      first_name: "Priya",
      last_name: "Shah",
      email: "priya@example.com",
      telephone: "07700 900222",
      scope: ["customer"],
    });
    expect(await t.post(`${AUTH}/confirm`, { token })).toEqual({
      status: 400,
      body: { error: { status: 400, message: LINK_REFUSED } },
    });
    const customer = await t.db
      .selectFrom("customers")
      .selectAll()
      .where("email", "=", "priya@example.com")
      .executeTakeFirstOrThrow();
    expect(customer.password_hash).toMatch(/^scrypt\$/);
    expect(customer.password_hash).not.toContain(PASSWORD);
  });

  it("answers a known address exactly as a new one, and tells its owner by e-mail instead", async () => {
    const known = await t.post(`${AUTH}/register`, { ...newcomer("x"), email: DEMO_CUSTOMER.email });
    const fresh = await t.post(`${AUTH}/register`, newcomer("never-seen-before"));
    expect(known.status).toBe(202);
    expect(withoutAddress(known, DEMO_CUSTOMER.email)).toBe(
      withoutAddress(fresh, "never-seen-before@example.com"),
    );
    const { mail, token } = await t.lastMail(DEMO_CUSTOMER.email);
    expect(mail?.subject).toBe("You already have a Northway Cars account");
    expect(mail?.body_text).toContain(`${SITE_URL}/click-collect/password-reset`);
    expect(token).toBeUndefined();
    // The demo customer's password is unchanged.
    expect((await t.post(`${AUTH}/login`, DEMO_CUSTOMER)).status).toBe(200);
  });

  it("refuses answers with a message per field", async () => {
    const answer = await t.post(`${AUTH}/register`, {
      first_name: "",
      last_name: "Shah",
      email: "not-an-address",
      password: "password",
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({
      first_name: "Enter your first name",
      email: "Enter an email address in the correct format, like name@example.com",
      password: expect.stringMatching(/^This password is too common/),
    });
    const short = await t.post(`${AUTH}/register`, { ...newcomer("shorty"), password: "kx9#" });
    expect(short.body.error.fields).toEqual({ password: "Enter a password of at least 8 characters" });
    const mine = await t.post(`${AUTH}/register`, { ...newcomer("mine"), password: "mine@example.com!" });
    expect(mine.body.error.fields).toEqual({ password: "Your password must not contain your email address" });
  });

  it("activates only the newest sign-up's password: a second sign-up voids the first and its link", async () => {
    // A stranger signs up the owner's address with a password of theirs; then the owner signs up with their own.
    const email = "owner@example.com";
    const strangers = "stranger chose this one";
    await t.post(`${AUTH}/register`, { ...newcomer("owner"), password: strangers }, { client: "stranger" });
    const { token: earlier } = await t.lastMail(email);
    await t.post(`${AUTH}/register`, newcomer("owner"), { client: "owner" });
    const { token: owners } = await t.lastMail(email);
    expect(owners).not.toBe(earlier);
    // The owner opens the earlier e-mail (same subject): it no longer works, so it cannot carry the stranger's password.
    expect(await t.post(`${AUTH}/confirm`, { token: earlier })).toEqual({
      status: 400,
      body: { error: { status: 400, message: LINK_REFUSED } },
    });
    expect((await t.post(`${AUTH}/confirm`, { token: owners })).status).toBe(200);
    expect((await t.post(`${AUTH}/login`, { email, password: strangers })).status).toBe(401);
    expect((await t.post(`${AUTH}/login`, { email, password: PASSWORD })).status).toBe(200);
  });

  it("keeps the pending link when a sign-up sends no e-mail (the address has had its share)", async () => {
    const email = "popular@example.com";
    await t.post(`${AUTH}/register`, newcomer("popular"), { client: "p1" });
    for (let i = 0; i < defaultAccountLimits.mailsPerAddress - 1; i += 1)
      await t.post(`${AUTH}/register`, newcomer("popular"), { client: `p${i + 2}` });
    const { token: newest } = await t.lastMail(email);
    // Over the share: nothing is sent, so nothing may void the link the owner has.
    const quiet = await t.post(`${AUTH}/register`, {
      ...newcomer("popular"),
      password: "someone else's try",
    });
    expect(quiet.status).toBe(202);
    expect((await t.lastMail(email)).token).toBe(newest);
    expect((await t.post(`${AUTH}/confirm`, { token: newest })).status).toBe(200);
    expect((await t.post(`${AUTH}/login`, { email, password: PASSWORD })).status).toBe(200);
  });

  it("refuses names that are not names, by the enquiry forms' rule and words, so none reaches an e-mail", async () => {
    const names = {
      "Hello Your order is ready call 0900,": "First name must only include letters, spaces and hyphens",
      "<b>Priya</b>": "First name must not include HTML or code, like <script>",
      "Pri\u202eya": "First name must not include hidden or control characters",
      "Pri\u0007ya": "First name must not include hidden or control characters",
      ["P".repeat(51)]: "First name must be 50 characters or fewer",
    };
    for (const [first_name, message] of Object.entries(names)) {
      const answer = await t.post(`${AUTH}/register`, {
        ...newcomer("named"),
        first_name,
        last_name: "O\u200bNeil",
      });
      expect(answer.status, first_name).toBe(422);
      expect(answer.body.error.fields).toEqual({
        first_name: message,
        last_name: "Last name must not include hidden or control characters",
      });
    }
    expect(await t.lastMail("named@example.com")).toEqual({ mail: undefined, token: undefined });
    // A real name is kept as the forms keep it: trimmed, single spaces.
    await t.post(`${AUTH}/register`, {
      ...newcomer("named"),
      first_name: "  Anne-Marie   Zoë ",
      last_name: "Shah",
    });
    expect((await t.lastMail("named@example.com")).mail?.body_text).toMatch(/^Hello Anne-Marie Zoë,/);
  });

  it("says whether a confirmation or reset link still works without using it", async () => {
    const email = "checker@example.com";
    await t.post(`${AUTH}/register`, newcomer("checker"));
    const { token } = await t.lastMail(email);
    const works = { status: 200, body: { data: { message: "This link works" } } };
    const gone = { status: 400, body: { error: { status: 400, message: LINK_REFUSED } } };
    expect(await t.post(`${AUTH}/confirm/check`, { token })).toEqual(works);
    expect(await t.post(`${AUTH}/confirm/check`, { token })).toEqual(works);
    expect(await t.post(`${AUTH}/confirm/check`, { token: "A".repeat(43) })).toEqual(gone);
    expect(await t.post(`${AUTH}/confirm/check`, { token: "not a token" })).toEqual(gone);
    expect((await t.post(`${AUTH}/confirm`, { token })).status).toBe(200);
    expect(await t.post(`${AUTH}/confirm/check`, { token })).toEqual(gone);

    await t.post(`${AUTH}/reset`, { email });
    const { token: reset } = await t.lastMail(email);
    expect(await t.post(`${AUTH}/reset/check`, { token: reset })).toEqual(works);
    // A confirmation link is not a reset link, nor the other way round.
    expect(await t.post(`${AUTH}/confirm/check`, { token: reset })).toEqual(gone);
    expect(
      (await t.post(`${AUTH}/reset/complete`, { token: reset, password: "fresh meadow lantern" })).status,
    ).toBe(200);
    expect(await t.post(`${AUTH}/reset/check`, { token: reset })).toEqual(gone);
  });

  it("lets a confirmation link lapse after 48 hours", async () => {
    await t.post(`${AUTH}/register`, newcomer("slow"));
    const { token } = await t.lastMail("slow@example.com");
    t.later(48 * 60 + 1);
    expect((await t.post(`${AUTH}/confirm`, { token })).status).toBe(400);
    t.setNow(TEST_NOW);
  });
});

describe("log in, show, log out", () => {
  it("issues a new token on every login; logout ends that one; everywhere ends them all", async () => {
    const first = await t.logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const second = await t.logIn("DEMO@northwaycars.co.uk", DEMO_CUSTOMER.password);
    const third = await t.logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(new Set([first, second, third]).size).toBe(3);
    const rows = await t.db.selectFrom("customer_tokens").select("token_hash").execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(first));
    expect(JSON.stringify(rows)).not.toContain(first);

    expect((await t.get(`${AUTH}/show`, first)).body.data.email).toBe(DEMO_CUSTOMER.email);
    const out = await t.post(`${AUTH}/logout`, undefined, { token: first });
    expect(out).toEqual({ status: 200, body: { data: { message: "You have been signed out" } } });
    expect((await t.get(`${AUTH}/show`, first)).status).toBe(401);
    expect((await t.get(`${AUTH}/show`, second)).status).toBe(200);

    const everywhere = await t.post(`${AUTH}/logout`, { everywhere: true }, { token: second });
    expect(everywhere.body.data.message).toBe("You have been signed out on every device");
    expect((await t.get(`${AUTH}/show`, second)).status).toBe(401);
    expect((await t.get(`${AUTH}/show`, third)).status).toBe(401);
    expect((await t.post(`${AUTH}/logout`, {}, { token: third })).status).toBe(401);
  });

  it("answers 401 with the error body for a missing, malformed, unknown or expired token", async () => {
    const unauthorised = { status: 401, body: { error: { status: 401, message: SIGN_IN_AGAIN } } };
    expect(await t.get(`${AUTH}/show`)).toEqual(unauthorised);
    expect(await t.get(`${AUTH}/show`, "not a token!")).toEqual(unauthorised);
    expect(await t.get(`${AUTH}/show`, "A".repeat(43))).toEqual(unauthorised);
    const token = await t.logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    t.later(30 * 24 * 60 - 1);
    expect((await t.get(`${AUTH}/show`, token)).status).toBe(200);
    t.later(1);
    expect(await t.get(`${AUTH}/show`, token)).toEqual(unauthorised);
    t.setNow(TEST_NOW);
  });

  it("says the same for an unknown address, a wrong password and a malformed one", async () => {
    const unknown = await t.post(`${AUTH}/login`, { email: "nobody@example.com", password: PASSWORD });
    const wrong = await t.post(`${AUTH}/login`, { email: DEMO_CUSTOMER.email, password: PASSWORD });
    expect(unknown).toEqual({ status: 401, body: { error: { status: 401, message: LOGIN_REFUSED } } });
    expect(wrong).toEqual(unknown);
    expect((await t.post(`${AUTH}/login`, { email: "nope", password: PASSWORD })).status).toBe(422);
  });
});

describe("the login rate limit", () => {
  it("slows guessing one address: 429 with when to try again, even for the right password, until the window passes", async () => {
    const limited = await accountsForTests();
    const guess = (password: string, client: string) =>
      limited.post(`${AUTH}/login`, { email: DEMO_CUSTOMER.email, password }, { client });
    for (let i = 0; i < defaultAccountLimits.loginFailuresPerAddress; i += 1)
      expect((await guess(`guess number ${i}`, `198.51.100.${i}`)).status).toBe(401);
    const blocked = await guess(DEMO_CUSTOMER.password, "198.51.100.99");
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(
      "There have been too many attempts to sign in. Please try again after 10:15.",
    );
    expect(blocked.body.error.retry_after).toBe(15 * 60);
    // Unknown addresses are limited alike: the limit tells nothing about accounts.
    for (let i = 0; i < 5; i += 1)
      await limited.post(
        `${AUTH}/login`,
        { email: "ghost@example.com", password: `x${i}yyyyyyy` },
        { client: `c${i}` },
      );
    expect(
      (
        await limited.post(
          `${AUTH}/login`,
          { email: "ghost@example.com", password: "anything1" },
          { client: "c9" },
        )
      ).status,
    ).toBe(429);
    limited.later(15);
    expect((await guess(DEMO_CUSTOMER.password, "198.51.100.99")).status).toBe(200);
    await limited.db.destroy();
  });

  it("never refuses the owner's right password on a device they signed in on, and a reset ends the lock", async () => {
    const limited = await accountsForTests();
    const email = "locked-out@example.com";
    await limited.signUp(email);
    const login = (password: string, client: string, device_token?: string) =>
      limited.post(`${AUTH}/login`, { email, password, device_token }, { client });
    const home = await login(PASSWORD, "home");
    const device = accessTokenAnswer.parse(home.body).data.device!;
    expect(device.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(device.expires_at).toBe(new Date(TEST_NOW.getTime() + 365 * 24 * 60 * 60_000).toISOString());

    // A stranger guesses from many places until the address is locked: elsewhere, even the right password waits.
    for (let i = 0; i < defaultAccountLimits.loginFailuresPerAddress; i += 1)
      expect((await login(`guess number ${i}`, `192.0.2.${i}`)).status).toBe(401);
    expect((await login(PASSWORD, "a cafe")).status).toBe(429);
    // The owner's device has its own count: the right password goes through, and the device gets a new token.
    const owner = await login(PASSWORD, "home", device.token);
    expect(owner.status).toBe(200);
    const next = accessTokenAnswer.parse(owner.body).data.device!;
    expect(next.token).not.toBe(device.token);
    // The old one is used up: it is a stranger's device now, counted with the address (still locked).
    expect((await login(PASSWORD, "home", device.token)).status).toBe(429);
    // A known device's own guesses are limited too (someone using the owner's computer).
    for (let i = 0; i < defaultAccountLimits.loginFailuresPerDevice; i += 1)
      expect((await login(`typo ${i}`, "home", next.token)).status).toBe(401);
    expect((await login(PASSWORD, "home", next.token)).status).toBe(429);
    // A device token is the customer's own: with another address it is no device at all.
    expect((await limited.post(`${AUTH}/login`, { ...DEMO_CUSTOMER, device_token: next.token })).status).toBe(
      200,
    );

    // A password reset proves the mailbox: the address is free again, and known devices sign in afresh.
    await limited.post(`${AUTH}/reset`, { email });
    const { token } = await limited.lastMail(email);
    const reset = await limited.post(`${AUTH}/reset/complete`, { token, password: "brand new passphrase" });
    expect(reset.status).toBe(200);
    expect((await login("brand new passphrase", "a cafe")).status).toBe(200);
    expect(await limited.db.selectFrom("account_devices").select("token_hash").execute()).toHaveLength(2);
    await limited.db.destroy();
  });

  it("counts guesses sent all at once: of 20 at one address, only the limit's 5 are tried", async () => {
    const limited = await accountsForTests();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        limited.post(
          `${AUTH}/login`,
          { email: DEMO_CUSTOMER.email, password: `parallel guess ${i}` },
          { client: `203.0.113.${i}` },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      defaultAccountLimits.loginFailuresPerAddress,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      20 - defaultAccountLimits.loginFailuresPerAddress,
    );
    await limited.db.destroy();
  });

  it("slows one client trying many addresses", async () => {
    const limited = await accountsForTests({
      limits: { ...defaultAccountLimits, loginFailuresPerClient: 3 },
    });
    for (let i = 0; i < 3; i += 1)
      expect(
        (await limited.post(`${AUTH}/login`, { email: `person${i}@example.com`, password: PASSWORD })).status,
      ).toBe(401);
    const blocked = await limited.post(`${AUTH}/login`, DEMO_CUSTOMER);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.retry_after).toBeGreaterThan(0);
    expect((await limited.post(`${AUTH}/login`, DEMO_CUSTOMER, { client: "another" })).status).toBe(200);
    await limited.db.destroy();
  });

  it("limits registrations and reset requests per client", async () => {
    const limited = await accountsForTests({
      limits: { ...defaultAccountLimits, registrationsPerClient: 2, resetsPerClient: 2 },
    });
    for (const name of ["a1", "a2"])
      expect((await limited.post(`${AUTH}/register`, newcomer(name))).status).toBe(202);
    const third = await limited.post(`${AUTH}/register`, newcomer("a3"));
    expect(third.status).toBe(429);
    expect(third.body.error.message).toMatch(/^You have tried to create an account several times/);
    for (let i = 0; i < 2; i += 1)
      expect((await limited.post(`${AUTH}/reset`, { email: DEMO_CUSTOMER.email })).status).toBe(202);
    expect((await limited.post(`${AUTH}/reset`, { email: DEMO_CUSTOMER.email })).status).toBe(429);
    await limited.db.destroy();
  });
});

describe("password reset", () => {
  it("answers a known and an unknown address alike; only an account gets a link", async () => {
    const email = "reset-me@example.com";
    await t.signUp(email);
    const before = await t.db.selectFrom("outbox").select("id").execute();
    const known = await t.post(`${AUTH}/reset`, { email });
    const unknown = await t.post(`${AUTH}/reset`, { email: "no-account@example.com" });
    expect(known.status).toBe(202);
    expect(withoutAddress(known, email)).toBe(withoutAddress(unknown, "no-account@example.com"));
    const after = await t.db.selectFrom("outbox").selectAll().execute();
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)?.to_address).toBe(email);
  });

  it("changes the password once with a link stored hashed, and ends every login", async () => {
    const email = "forgetful@example.com";
    const login = await t.signUp(email);
    await t.post(`${AUTH}/reset`, { email });
    const { mail, token } = await t.lastMail(email);
    expect(mail?.body_text).toContain(`${SITE_URL}/click-collect/password-reset/${token}`);
    const stored = await t.db
      .selectFrom("customer_tokens")
      .selectAll()
      .where("purpose", "=", "reset")
      .execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token!));
    expect(JSON.stringify(stored)).not.toContain(token);

    // A password the rule refuses: 422, and the link still works.
    const weak = await t.post(`${AUTH}/reset/complete`, { token, password: "password1" });
    expect(weak.status).toBe(422);
    expect(weak.body.error.fields.password).toMatch(/too common/);

    const done = await t.post(`${AUTH}/reset/complete`, { token, password: "new kettle orbit violet" });
    expect(done).toEqual({
      status: 200,
      body: { data: { message: "Your password has been changed. Sign in with your new password." } },
    });
    expect((await t.get(`${AUTH}/show`, login)).status).toBe(401);
    expect((await t.post(`${AUTH}/login`, { email, password: PASSWORD })).status).toBe(401);
    expect((await t.post(`${AUTH}/login`, { email, password: "new kettle orbit violet" })).status).toBe(200);
    const again = await t.post(`${AUTH}/reset/complete`, { token, password: "another fine passphrase" });
    expect(again).toEqual({ status: 400, body: { error: { status: 400, message: LINK_REFUSED } } });
  });

  it("lets a reset link lapse after 60 minutes", async () => {
    const email = "late@example.com";
    await t.signUp(email);
    await t.post(`${AUTH}/reset`, { email });
    const { token } = await t.lastMail(email);
    t.later(60);
    const late = await t.post(`${AUTH}/reset/complete`, { token, password: "another fine passphrase" });
    expect(late.body.error.message).toBe(LINK_REFUSED);
    t.setNow(TEST_NOW);
    expect((await t.post(`${AUTH}/reset/complete`, { token: "short", password: "x" })).status).toBe(400);
  });
});
