import type { Page, TestInfo } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { carSlugs, field, reservableCar, settled, visitorAddress } from "./forms-helpers";
import { linkInLatestEmail } from "./dealer-api";

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info) }) });

/** A customer of the test's own (orders are limited per customer): signed up, confirmed from the e-mail, signed out. */
async function newCustomer(page: Page, info: TestInfo): Promise<{ email: string; password: string }> {
  const email = `buyer-${info.project.name}-${info.retry}-${Date.now().toString(36)}@example.com`;
  const password = "amber meadow bicycle";
  await page.goto("/account/sign-up");
  await field(page, "First name").fill("Tom");
  await field(page, "Last name").fill("Baker");
  await field(page, "Email address").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await page.goto(await linkInLatestEmail(email, "/account/confirm/"));
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  return { email, password };
}

const errorSummary = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

test("buying a car online: sign in from the car, four steps with their rules, the summary, the fee paid", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}, info) => {
  const customer = await newCustomer(page, info);
  const slug = await reservableCar(page, 160 + (javaScriptEnabled ? 0 : 10));

  await page.goto(`/used/cars/${slug}`);
  await page.getByRole("link", { name: "Buy this car online" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fclick-collect%2F/);
  await field(page, "Email address").fill(customer.email);
  await field(page, "Password").fill(customer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(heading(page, "Buy this car online")).toBeVisible();
  await settled(page);
  await expectAccessible();
  await page.getByRole("button", { name: "Start my order" }).click();

  // Your details: both boxes must be ticked.
  await expect(heading(page, "Your details")).toBeVisible();
  await expect(page.getByText(`(${customer.email})`)).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(errorSummary(page)).toContainText("Tick the box to agree to the terms and conditions");
  await expectAccessible();
  await page.getByLabel("My name and email address above are correct").check();
  await page.getByLabel(/I agree to the terms and conditions of sale/).check();
  await page.getByRole("button", { name: "Continue" }).click();

  // Part exchange: the branch takes cars in part-exchange (the embedded data's setting), through a deal.
  await expect(heading(page, "Part exchange")).toBeVisible();
  await expect(page.getByRole("link", { name: "Work out your deal" })).toHaveAttribute(
    "href",
    `/used/cars/${slug}/deal`,
  );
  await page.getByRole("button", { name: "Continue without a part-exchange" }).click();

  // How you will pay: HP with too small a deposit is refused, with what was chosen kept.
  await expect(heading(page, "How you will pay")).toBeVisible();
  await page.getByRole("radio", { name: "Hire purchase (HP)" }).check();
  await field(page, "Term (finance only)").selectOption("60");
  await field(page, "Deposit in pounds (finance only)").fill("50");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(errorSummary(page)).toContainText("Enter a deposit of at least £99");
  await expect(page.getByRole("radio", { name: "Hire purchase (HP)" })).toBeChecked();
  await expect(field(page, "Deposit in pounds (finance only)")).toHaveValue("50");
  await expectAccessible();
  await field(page, "Deposit in pounds (finance only)").fill("1000");
  await page.getByRole("button", { name: "Continue" }).click();

  // Collection: a Saturday, at a time the branch is shut, then at one it is open.
  await expect(heading(page, "Collection")).toBeVisible();
  await field(page, "Branch").selectOption({ label: "Northway Cars York" });
  const saturday = await page
    .getByLabel(/^Day/)
    .locator("option", { hasText: /^Saturday/ })
    .first()
    .getAttribute("value");
  await field(page, "Day (weekends too)").selectOption(saturday!);
  if (javaScriptEnabled) {
    // The times follow the branch and the day: York closes at 17:00 on Saturdays (audit-click-collect.spec.ts).
    await expect(field(page, "Time").locator('option[value="18:30"]')).toHaveCount(0);
  } else {
    await field(page, "Time").selectOption("18:30");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(errorSummary(page)).toBeVisible();
  }
  await field(page, "Time").selectOption("10:00");
  await page.getByRole("button", { name: "Continue" }).click();

  // Check and pay: every answer, the engine's HP quote with its representative example, what is due.
  await expect(heading(page, "Check and pay")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText("HP over 60 months, £1,000 deposit")).toBeVisible();
  await expect(
    main.getByText(/Northway Cars York, Saturday \d{1,2}(st|nd|rd|th) \w+ 20\d\d at 10:00/),
  ).toBeVisible();
  await expect(main.getByText(/% APR/).first()).toBeVisible();
  await expect(main.getByText(/^Representative example: cash price £[\d,]+/)).toBeVisible();
  await expect(main.getByText("Deposit left to pay at collection")).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: "Place order and pay £99" }).click();

  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await page.getByRole("button", { name: "Pay £99 (test)" }).click();
  await expect(page).toHaveURL(/\/reservation-success\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your car is reserved");

  await page.goto("/account");
  await expect(page.getByRole("main")).toContainText("Placed.");
});

test(
  "the order page needs a signed-in customer, and sends them back to it",
  READS_THE_PAGE,
  async ({ page }) => {
    const slug = await reservableCar(page, 180);
    const carPage = await (await page.request.get(`/used/cars/${slug}`)).text();
    const stockId = /\/click-collect\/([A-Za-z0-9-]+)/.exec(carPage)?.[1];
    expect(stockId).toBeTruthy();
    await page.goto(`/click-collect/${stockId}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fclick-collect%2F${stockId}$`));
    const unknown = await page.goto("/click-collect/NO-SUCH-CAR");
    expect(unknown?.url()).toMatch(/\/login\?redirectTo=/);
  },
);

test("a shopper without an account signs up on the way and, once confirmed, is back at the car", async ({
  page,
}, info) => {
  const [slug] = await carSlugs(page);
  await page.goto(`/used/cars/${slug}`);
  await page.getByRole("link", { name: "Buy this car online" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fclick-collect%2F/);
  const orderPage = decodeURIComponent(new URL(page.url()).searchParams.get("redirectTo")!);
  await page.getByRole("link", { name: "Create an account" }).click();
  const email = `new-${info.project.name}-${info.retry}-${Date.now().toString(36)}@example.com`;
  await field(page, "First name").fill("Ada");
  await field(page, "Last name").fill("Lovelace");
  await field(page, "Email address").fill(email);
  await field(page, "Password").fill("engine punch card loom");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(heading(page, "Check your email")).toBeVisible();
  await page.goto(await linkInLatestEmail(email, "/account/confirm/"));
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await expect(page).toHaveURL(new RegExp(`${orderPage.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(heading(page, "Buy this car online")).toBeVisible();
});
