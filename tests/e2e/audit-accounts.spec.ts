import type { Page, TestInfo } from "@playwright/test";
import { test, expect, untilHydrated } from "./fixtures";
import { field, settled, visitorAddress } from "./forms-helpers";
import { linkInLatestEmail } from "./dealer-api";
import { workerDatabase } from "./dealer-database";

/** Issue 38's account defects, as a shopper meets them (docs/decisions/250-account-sign-up-and-sign-in-defences.md). */

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info, 7) }) });

const errorSummary = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });

/** An address no earlier run used. */
const freshEmail = (info: TestInfo, who: string) =>
  `audit-${who}-${info.project.name}-${info.retry}-${Date.now().toString(36)}@example.com`;

async function signUp(
  page: Page,
  {
    first = "Priya",
    last = "Shah",
    email,
    password,
  }: { first?: string; last?: string; email: string; password: string },
) {
  await page.goto("/account/sign-up");
  await field(page, "First name").fill(first);
  await field(page, "Last name").fill(last);
  await field(page, "Email address").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
}

// ADR 313: the contract's rules (names, e-mail, a password given) are all reported at once, in the browser with
// JavaScript; the dealer API's own password rules (its common-password list) once the rest is right.
test("sign-up reports every problem the contract's rules see at once, then the password's, and keeps what was typed", async ({
  page,
  expectAccessible,
}, info) => {
  const email = freshEmail(info, "all-at-once");
  await signUp(page, { first: "", last: "Shah", email: "not an address", password: "" });
  const summary = errorSummary(page);
  await expect(summary).toContainText("Enter your first name");
  await expect(summary).toContainText("Enter an email address in the correct format");
  await expect(summary).toContainText("Enter a password");
  await expect(page).toHaveTitle(/^Error: /);
  await expect(field(page, "Last name")).toHaveValue("Shah");
  await expect(field(page, "Email address")).toHaveValue("not an address");
  await settled(page);
  await expectAccessible();

  await field(page, "First name").fill("Priya");
  await field(page, "Email address").fill(email);
  await field(page, "Password").fill("password1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(summary).toContainText(/too common/i);
  await expect(summary).not.toContainText("Enter your first name");
  await expect(field(page, "First name")).toHaveValue("Priya");
  await expect(field(page, "Email address")).toHaveValue(email);
  await expect(field(page, "Password")).toHaveValue("");
  // Nothing was registered while the form had problems.
  const sent = await workerDatabase()
    .selectFrom("outbox")
    .select("id")
    .where("to_address", "=", email)
    .execute();
  expect(sent).toEqual([]);
});

test("a name that is not a name is refused with the forms' own words, and nothing is e-mailed", async ({
  page,
}, info) => {
  const email = freshEmail(info, "names");
  await signUp(page, {
    first: "Hello Your order is ready call 0900,",
    last: "Sh\u202eah",
    email,
    password: "copper kettle morning",
  });
  const summary = errorSummary(page);
  await expect(summary).toContainText("First name must only include letters, spaces and hyphens");
  await expect(summary).toContainText("Last name must not include hidden or control characters");
  await expect(field(page, "First name")).toHaveValue("Hello Your order is ready call 0900,");
  const sent = await workerDatabase()
    .selectFrom("outbox")
    .select("id")
    .where("to_address", "=", email)
    .execute();
  expect(sent).toEqual([]);
});

test("a stranger's earlier sign-up for my address cannot give my account their password", async ({
  page,
}, info) => {
  test.slow();
  const email = freshEmail(info, "owner");
  // Two sign-ups of one address: a stranger's first (with their password), then the owner's.
  await signUp(page, { email, password: "stranger chose this" });
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  const strangersLink = await linkInLatestEmail(email, "/account/confirm/");
  await signUp(page, { email, password: "my own secret phrase" });
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  const ownersLink = await linkInLatestEmail(email, "/account/confirm/");
  expect(ownersLink).not.toBe(strangersLink);

  // The owner opens the earlier e-mail (same subject): it no longer works, and says so at once.
  await page.goto(strangersLink);
  await expect(page.getByRole("alert")).toContainText("This link has expired or has already been used.");
  await expect(page.getByRole("button", { name: "Confirm my account" })).toHaveCount(0);
  await page.goto(ownersLink);
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();

  await page.goto("/login");
  await field(page, "Email address").fill(email);
  await field(page, "Password").fill("stranger chose this");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Email address or password is incorrect");
});

test("a used or unknown link says at once that it has expired, before anything is typed", async ({
  page,
  expectAccessible,
}, info) => {
  // A whole journey (sign up, confirm, sign out, reset, the used link): longer than one page's test on a busy machine.
  test.slow();
  const unknown = await page.goto("/account/confirm/no-such-confirmation-token-at-all");
  expect(unknown?.status()).toBe(410);
  await expect(page.getByRole("alert")).toContainText("This link has expired or has already been used.");
  await expect(page.getByRole("button", { name: "Confirm my account" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign up again" })).toBeVisible();
  await settled(page);
  await expectAccessible();

  // A reset link once used: no password box to fill in for nothing, and the way to a new link.
  const email = freshEmail(info, "reset");
  await signUp(page, { email, password: "copper kettle morning" });
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await page.goto(await linkInLatestEmail(email, "/account/confirm/"));
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await page.goto("/click-collect/password-reset");
  await field(page, "Email address").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText("If the address you gave has an account with us")).toBeVisible();
  const reset = await linkInLatestEmail(email, "/click-collect/password-reset/");
  await page.goto(reset);
  await field(page, "New password").fill("violet harbour lantern");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login$/);

  const used = await page.goto(reset);
  expect(used?.status()).toBe(410);
  await expect(page.getByRole("alert")).toContainText("This link has expired or has already been used.");
  await expect(field(page, "New password")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  await settled(page);
  await expectAccessible();
});

test("guesses from elsewhere never lock the owner out on their own browser, and a reset ends the lock", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  // A whole journey in two browsers: longer than one page's test on a busy machine.
  test.slow();
  const email = freshEmail(info, "lockout");
  const password = "copper kettle morning";
  // The owner signs up and confirms in this browser, which it then knows as theirs.
  await signUp(page, { email, password });
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await page.goto(await linkInLatestEmail(email, "/account/confirm/"));
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();

  // A stranger, elsewhere, guesses until the address is locked; even the right password waits there.
  const elsewhere = await browser.newContext({
    javaScriptEnabled,
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress(info, 9) },
  });
  const stranger = await elsewhere.newPage();
  const signInThere = async (where: Page, tried: string) => {
    const answered = where.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/login"),
    );
    await field(where, "Email address").fill(email);
    await field(where, "Password").fill(tried);
    await where.getByRole("button", { name: "Sign in" }).click();
    await answered;
  };
  await stranger.goto("/login");
  await untilHydratedIf(stranger, javaScriptEnabled);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await signInThere(stranger, `wrong guess ${attempt}`);
    await expect(stranger.getByRole("alert")).toContainText("Email address or password is incorrect");
  }
  await signInThere(stranger, password);
  await expect(stranger.getByRole("alert")).toContainText(/too many attempts.*try again after/i);

  // The owner, on their own browser, is let in with the right password.
  await page.goto("/login");
  await signInThere(page, password);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();

  // A password reset ends the lock: the new password works anywhere at once.
  await page.goto("/click-collect/password-reset");
  await field(page, "Email address").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText("If the address you gave has an account with us")).toBeVisible();
  await page.goto(await linkInLatestEmail(email, "/click-collect/password-reset/"));
  await field(page, "New password").fill("violet harbour lantern");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await stranger.goto("/login");
  await untilHydratedIf(stranger, javaScriptEnabled);
  await signInThere(stranger, "violet harbour lantern");
  await expect(stranger).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await elsewhere.close();
});

/** A page of a context the test opened itself is used once hydrated, as the fixtures do for the test's own. */
async function untilHydratedIf(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await untilHydrated(page);
}
