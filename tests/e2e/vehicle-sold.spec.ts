import type { Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { field, settled, visitDate, visitorAddress } from "./forms-helpers";
import { scrollPastHeadlinePrice, soldVehicle, vehicleForSale } from "./vehicle-stock";

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info) }) });

const SOLD_TEST_DRIVE = "Sorry, this car has been sold, so it can no longer be booked for a test drive.";

/**
 * Nothing on the page quotes, books or reserves the car (ADR 080: a sold car offers only a question about it). The
 * similar cars are for sale: their cards keep their own monthly figures.
 */
async function expectNothingOffered(page: Page) {
  const main = page.getByRole("main");
  await expect(page.locator("#finance-personalise, #finance-calculator, #budget-finder")).toHaveCount(0);
  for (const name of [/finance/i, /calculat/i, /budget/i, /monthly/i]) {
    await expect(main.getByRole("heading", { name })).toHaveCount(0);
  }
  for (const role of ["link", "button"] as const) {
    await expect(main.getByRole(role, { name: /apply for|reserve|test drive|more images/i })).toHaveCount(0);
  }
  await expect(main.getByRole("region", { name: "Offers on this car" })).toHaveCount(0);
  await scrollPastHeadlinePrice(page);
  await expect(page.getByRole("region", { name: "Price and enquiry" })).not.toContainText(/a month|APR/i);
}

test("a sold car's page says it is sold and offers no finance, test drive or reservation", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const financeCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/resources/finance/")) financeCalls.push(request.url());
  });
  const path = `/used/cars/${(await soldVehicle()).slug}`;
  // Finance choices in the URL change nothing: there is nothing to quote.
  const response = await page.goto(`${path}?finance_term=36&calc_deposit=1000&budget_amount=15000`);
  expect(response?.status()).toBe(200);
  if (javaScriptEnabled) await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeVisible();
  await expect(page).toHaveTitle(/^Sold: /);
  await expect(
    page.getByText(
      "This car has been sold, so it can no longer be reserved, test driven or bought on finance.",
    ),
  ).toBeVisible();
  await expectNothingOffered(page);
  const bar = page.getByRole("region", { name: "Price and enquiry" });
  await expect(bar.getByText("Sold", { exact: true })).toBeVisible();
  await expect(bar.getByRole("link", { name: "Ask about similar cars" })).toBeVisible();
  await expect(bar.locator("summary")).toHaveCount(0);
  await settled(page);
  await expectAccessible();
  expect(financeCalls).toEqual([]);
});

for (const query of ["?modal=testdrivesearch", "?modal=reserve", "?enquire=1"]) {
  test(`a sold car's page opens no form for ${query}`, async ({ page, javaScriptEnabled }) => {
    await page.goto(`/used/cars/${(await soldVehicle()).slug}${query}#vehicle-form`);
    if (javaScriptEnabled) await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("#vehicle-form form")).toHaveCount(0);
    await expectNothingOffered(page);
  });
}

test(
  "the finance routes, the reservation page and the test-drive form have nothing for a sold car",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    const { slug, vrm } = await soldVehicle();
    for (const block of ["personalise", "calculator", "budget"]) {
      const tool = await page.request.get(`/resources/finance/${vrm}?block=${block}`);
      expect(tool.status(), block).toBe(404);
    }
    const apply = await page.request.get(
      `/finance/apply?vrm=${vrm}&product=PCP&term=48&deposit=1000&mileage=8000`,
    );
    expect(apply.status()).toBe(404);

    await page.goto(`/reserve/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, this car has been sold");
    await expect(page.getByRole("button", { name: /reserve/i })).toHaveCount(0);

    await page.goto(`/enquiry?form=8&vehicle=${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SOLD_TEST_DRIVE);
    await expect(page.getByRole("button", { name: "Request test drive" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Find a similar car" })).toBeVisible();
    await expectAccessible();
  },
);

test("a test drive posted for a sold car is refused with the reason, and everything typed is kept", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  // The form as a page drew it for a car on sale, posted for the sold car (a page left open while it sold, or a
  // hand-made post): the site sends it and the dealer API refuses it.
  await page.goto(`/enquiry?form=8&vehicle=${(await vehicleForSale()).slug}`);
  if (javaScriptEnabled) await page.waitForFunction(() => "__remixContext" in window);
  const main = page.getByRole("main");
  await field(main, "First name").fill("Sam");
  await field(main, "Last name").fill("Patel");
  await field(main, "Email address").fill("sam.patel@example.com");
  await field(main, "Phone number").fill("0113 496 0000");
  await field(main, "Preferred date").fill(visitDate(3));
  await field(main, "Preferred time").selectOption("11:00");
  await main
    .getByRole("group", { name: /full UK driving licence/ })
    .getByLabel("Yes")
    .check();
  await field(main, "I agree to the terms and conditions").check();
  const sold = (await soldVehicle()).slug;
  await main.locator('input[name="vehicle"]').evaluate((input, slug) => {
    (input as HTMLInputElement).value = slug;
  }, sold);
  await main.getByRole("button", { name: "Request test drive" }).click();

  const failure = page
    .getByRole("alert")
    .filter({ hasText: "Sorry, we were unable to process your submission" });
  await expect(failure).toContainText(SOLD_TEST_DRIVE);
  await expect(field(main, "First name")).toHaveValue("Sam");
  await expect(field(main, "Email address")).toHaveValue("sam.patel@example.com");
  await expect(field(main, "Preferred time")).toHaveValue("11:00");
  await settled(page);
  await expectAccessible();
});
