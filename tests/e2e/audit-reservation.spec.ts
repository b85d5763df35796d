import type { Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { field, fillReservation, reservableCar, settled, visitorAddress } from "./forms-helpers";
import { soldVehicle } from "./vehicle-stock";

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info) }) });

/** Cars from the end of the sitemap, apart from the other reservation specs' (260 onwards), per test and project. */
const offsetFor = (javaScriptEnabled: boolean, slot: number) =>
  260 + slot * 20 + (javaScriptEnabled ? 0 : 10);

const sales = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === "purchase"));

/** The data layer has had its first page event: any sale the page records is there by then. */
async function pageEventPushed(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.event === "page")))
    .toBe(true);
}

test("the reservation's success page: the buyer's details only to the buyer, and the sale recorded once", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
  expectAccessible,
}, info) => {
  const slug = await reservableCar(page, offsetFor(javaScriptEnabled, 0));
  await page.goto(`/reserve/${slug}`);
  await fillReservation(page);
  await page.getByRole("button", { name: "Reserve for £99" }).click();
  await page.getByRole("button", { name: "Pay £99 (test)" }).click();
  await expect(page).toHaveURL(/\/reservation-success\/[0-9a-f-]{36}$/);
  const address = page.url();
  const main = page.getByRole("main");
  await expect(main).toContainText("Thank you, Jane.");
  await expect(main).toContainText("jane.smith@example.com");
  await expect(main).toContainText("10:30");
  if (javaScriptEnabled) {
    await expect.poll(() => sales(page)).toHaveLength(1);
    // Another tab of the buyer's browser: still the buyer's page, but the sale is not recorded again.
    const tab = await page.context().newPage();
    await tab.goto(address);
    await expect(tab.getByRole("main")).toContainText("Thank you, Jane.");
    await pageEventPushed(tab);
    expect(await sales(tab)).toEqual([]);
    await tab.close();
  }

  // Anyone else with the link: the car is reserved, but nothing about who reserved it, and no sale.
  const stranger = await browser.newContext({
    javaScriptEnabled,
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress(info, 3) },
  });
  const other = await stranger.newPage();
  const response = await other.goto(address);
  expect(response?.status()).toBe(200);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("This car is reserved");
  const html = await other.content();
  for (const personal of ["Jane", "Smith-Jones", "jane.smith@example.com", "10:30"]) {
    expect(html).not.toContain(personal);
  }
  if (javaScriptEnabled) {
    await pageEventPushed(other);
    expect(await sales(other)).toEqual([]);
  }
  await settled(other);
  await stranger.close();
  await settled(page);
  await expectAccessible();
});

test("the car page's reservation button stays disabled until the checkout opens: three clicks, one post", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "Without JavaScript the browser sends the form; the dealer API answers a repeat",
  );
  const slug = await reservableCar(page, offsetFor(javaScriptEnabled, 1));
  await page.goto(`/used/cars/${slug}?modal=reserve`);
  const dialog = page.getByRole("dialog");
  await fillReservation(dialog);
  const posts: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/reserve/")) {
      posts.push(request.url());
    }
  });
  // The checkout the post redirects to is slow to load: the form is still on the page meanwhile.
  await page.route(/\/checkout\//, async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Reserve for £99" }).click();
  await expect.poll(() => posts.length).toBe(1);
  const button = dialog.getByRole("button", { name: /Sending|Reserve for £99/ });
  await expect(button).toBeDisabled();
  await button.click({ force: true });
  await button.click({ force: true });
  await expect(button).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  expect(posts).toHaveLength(1);
});

test("the reservation's empty date: the message asks the form's own question", async ({
  page,
  javaScriptEnabled,
}) => {
  const slug = await reservableCar(page, offsetFor(javaScriptEnabled, 2));
  await page.goto(`/reserve/${slug}`);
  await fillReservation(page);
  await field(page, "When would you like to collect?").fill("");
  await page.getByRole("button", { name: "Reserve for £99" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary.getByRole("link", { name: "Enter the date you would like to collect" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(/visit/i);
});

test("a sold car's page does not offer to reserve it", READS_THE_PAGE, async ({ page }) => {
  await page.goto(`/used/cars/${(await soldVehicle()).slug}`);
  await expect(page.getByText("This car has been sold")).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(/reserve it|reserve online/i);
});
