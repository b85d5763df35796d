import type { Page, TestInfo } from "@playwright/test";
import { test, expect } from "./fixtures";
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

test("sign-up reports every problem at once, the password's too, and keeps what was typed", async ({
  page,
  expectAccessible,
}, info) => {
  const email = freshEmail(info, "all-at-once");
  await signUp(page, { first: "", last: "Shah", email, password: "password1" });
  const summary = errorSummary(page);
  await expect(summary).toContainText("Enter your first name");
  await expect(summary).toContainText(/too common/i);
  await expect(page).toHaveTitle(/^Error: /);
  await expect(field(page, "Last name")).toHaveValue("Shah");
  await expect(field(page, "Email address")).toHaveValue(email);
  await expect(field(page, "Password")).toHaveValue("");
  await settled(page);
  await expectAccessible();
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
  const email = freshEmail(info, "owner");
  // Two sign-ups of one address: a stranger's first (with their password), then the owner's.
  await signUp(page, { email, password: "stranger chose this" });
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  const strangersLink = await linkInLatestEmail(email, "/account/confirm/");
  await signUp(page, { email, password: "my own secret phrase" });
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  const ownersLink = await linkInLatestEmail(email, "/account/confirm/");
  expect(ownersLink).not.toBe(strangersLink);

  // The owner opens the earlier e-mail (same subject): it no longer works.
  await page.goto(strangersLink);
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await expect(page.getByRole("alert")).toContainText("This link has expired or has already been used.");
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
