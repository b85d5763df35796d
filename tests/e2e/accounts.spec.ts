import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { field, settled, visitorAddress } from "./forms-helpers";
import { linkInLatestEmail } from "./dealer-api";

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info) }) });

/** The demo customer of the embedded data (README). */
const DEMO = { email: "demo@northwaycars.co.uk", password: "test drive every car" };

const problem = (page: Page) => page.getByRole("alert");

async function signIn(page: Page, email: string, password: string) {
  await field(page, "Email address").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Signs out from /account and waits until the site says so: a page opened before the sign-out's answer arrived would
 * still be a signed-in customer's (a guest-only page such as a password reset sends them home).
 */
async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
}

/** An address no earlier run used, so each test signs up a customer of its own. */
const freshEmail = (info: import("@playwright/test").TestInfo) =>
  `e2e-${info.project.name}-${info.retry}-${Date.now().toString(36)}@example.com`;

test("the demo customer signs in from a page that needs it, comes back to it, and signs out", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await settled(page);
  await expectAccessible();

  await signIn(page, DEMO.email, "not the password");
  await expect(problem(page)).toContainText("Email address or password is incorrect");
  await expect(field(page, "Email address")).toHaveValue(DEMO.email);
  await expect(field(page, "Password")).toHaveValue("");
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible();

  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByText(`(${DEMO.email})`)).toBeVisible();
  await expectAccessible();
  // Signed in, the login page is not for them.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
});

test("a return address on another site is never followed after signing in", async ({ page }) => {
  for (const target of ["//evil.example", "https://evil.example/", "/\\evil.example", "/.//evil.example"]) {
    await page.goto(`/login?${new URLSearchParams({ redirectTo: target })}`);
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await page.goto("/account");
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});

test("sign up, confirm from the e-mail, reset the password, and the old link no longer works", async ({
  page,
  expectAccessible,
}, info) => {
  const email = freshEmail(info);
  await page.goto("/account/sign-up");
  await field(page, "First name").fill("Priya");
  await field(page, "Last name").fill("Shah");
  await field(page, "Email address").fill(email);
  await field(page, "Password").fill("password1");
  await page.getByRole("button", { name: "Create account" }).click();
  // A common password is refused by the list that ships with the project; what was typed is kept, not the password.
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    /too common/i,
  );
  await expect(field(page, "Email address")).toHaveValue(email);
  await expect(field(page, "Password")).toHaveValue("");
  await expectAccessible();
  await field(page, "Password").fill("copper kettle morning");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();

  await page.goto(await linkInLatestEmail(email, "/account/confirm/"));
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`(${email})`)).toBeVisible();
  await signOut(page);

  await page.goto("/click-collect/password-reset");
  await field(page, "Email address").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText("If the address you gave has an account with us")).toBeVisible();
  await expectAccessible();
  const reset = await linkInLatestEmail(email, "/click-collect/password-reset/");
  await page.goto(reset);
  await field(page, "New password").fill("short");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    /8 characters/,
  );
  await field(page, "New password").fill("violet harbour lantern");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await signIn(page, email, "violet harbour lantern");
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/account");
  await signOut(page);
  // The used link says so as it opens (ADR 250).
  await page.goto(reset);
  await expect(page.getByRole("alert")).toContainText("This link has expired or has already been used.");
});

test("a password typed while the page catches up after a refused try is kept: it is the next try", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "with JavaScript the form is sent by a fetcher, and the page's data reloads after",
  );
  await page.goto("/login");
  // After a try's answer the page's data reloads; here that is held until the next password has been typed, as it
  // may be on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.searchParams.has("_data"),
    async (route) => {
      if (route.request().method() === "GET") await held;
      await route.continue();
    },
  );
  await signIn(page, DEMO.email, "not the password");
  await expect(problem(page)).toBeVisible();
  await field(page, "Password").fill(DEMO.password);
  release();
  // The form is idle again once the data has reloaded (its button is no longer marked busy).
  await expect(page.getByRole("button", { name: "Sign in" })).not.toHaveAttribute("aria-disabled");
  await expect(field(page, "Password")).toHaveValue(DEMO.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test("the same answer for an address with an account and one without", async ({ page }) => {
  const answers: string[] = [];
  for (const email of [DEMO.email, "nobody-here@example.com"]) {
    await page.goto("/click-collect/password-reset");
    await field(page, "Email address").fill(email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
    answers.push(await page.getByRole("main").innerText());
  }
  expect(answers[0]).toBe(answers[1]);
});

test("signing out everywhere ends the other device's login: it is sent to sign in again", async ({
  page,
  browser,
}, info) => {
  await page.goto("/login?redirectTo=%2Faccount");
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/account$/);

  const other = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress(info, 3) },
  });
  const phone = await other.newPage();
  await phone.goto(`${new URL(page.url()).origin}/login?redirectTo=%2Faccount`);
  await signIn(phone, DEMO.email, DEMO.password);
  await expect(phone).toHaveURL(/\/account$/);
  await phone.getByRole("button", { name: "Sign out on every device" }).click();
  await expect(phone.getByText("You have signed out on every device.")).toBeVisible();
  await other.close();

  await page.goto("/account");
  await expect(page).toHaveURL(/\/click-collect\?login=1$/);
  await expect(page.getByRole("alert")).toContainText("Your session has ended. Please sign in again.");
});

test("guessing passwords is slowed: after a few wrong tries the login says when to try again", async ({
  page,
}, info) => {
  const email = freshEmail(info);
  await page.goto("/login");
  let limited = false;
  for (let attempt = 0; attempt < 12 && !limited; attempt += 1) {
    // The alert is read once this attempt's answer is in: the last attempt's alert is still on the page until then.
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/login"),
    );
    await signIn(page, email, `wrong guess ${attempt}`);
    await answered;
    await expect(problem(page)).toBeVisible();
    limited = /try again after/i.test(await problem(page).innerText());
  }
  expect(limited).toBe(true);
});
