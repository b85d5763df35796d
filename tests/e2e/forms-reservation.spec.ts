import { test, expect } from "./fixtures";
import {
  failPostsToDealerDownSite,
  field,
  fillReservation,
  reservableCar,
  settled,
  visitDate,
  visitorAddress,
} from "./forms-helpers";

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info) }) });

/** Cars from the end of the sitemap, a few per test and project so parallel tests never share a car. */
const offsetFor = (javaScriptEnabled: boolean, slot: number) => slot * 20 + (javaScriptEnabled ? 0 : 10);

test("reserve a car: errors, the test checkout, pay, and the car is reserved", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const slug = await reservableCar(page, offsetFor(javaScriptEnabled, 0));
  await page.goto(`/reserve/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reserve this car");
  await expect(page.getByText("A £99 deposit holds the car for you for 7 days")).toBeVisible();
  await settled(page);
  await expectAccessible();

  await field(page, "First name").fill("J4ne");
  await field(page, "Phone number").fill("phone");
  await field(page, "Postcode").fill("NOPE");
  await field(page, "When would you like to collect?").fill(visitDate(-1));
  await page.getByRole("button", { name: "Reserve for £99" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  for (const message of [
    "First name must only include letters, spaces and hyphens",
    "Enter your last name",
    "Phone number must only include numbers",
    "Enter a real UK postcode, like LS11 8BU",
    "The date must be today or in the future",
    "Select a time",
    "Tick the box to agree to the terms and conditions",
  ]) {
    await expect(summary.getByRole("link", { name: message })).toBeVisible();
  }
  await expect(field(page, "First name")).toHaveValue("J4ne");
  await expect(field(page, "Postcode")).toHaveValue("NOPE");
  await settled(page);
  await expectAccessible();

  await fillReservation(page);
  await page.getByRole("button", { name: "Reserve for £99" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await expect(page.getByText("Test mode", { exact: true })).toBeVisible();
  await expect(page.getByText("£99", { exact: true })).toBeVisible();
  await settled(page);
  await expectAccessible();
  if (javaScriptEnabled) {
    const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
    expect(events).toContain("reservation_form_submission");
  }

  await page.getByRole("button", { name: "Pay £99 (test)" }).click();
  await expect(page).toHaveURL(/\/reservation-success\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your car is reserved");
  await expect(page.getByText(/^Thank you, Jane\. We have taken your £99 deposit/)).toBeVisible();
  await expect(page.getByText("Held until")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Changed your mind?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute(
    "href",
    "/account/sign-up",
  );
  if (javaScriptEnabled) {
    // The sale: the reservation's id and the deposit in pounds, once, even after a reload.
    const reservationId = new URL(page.url()).pathname.split("/").pop();
    const sales = () =>
      page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === "purchase"));
    await expect
      .poll(sales)
      .toEqual([expect.objectContaining({ transaction_id: reservationId, value: 99, currency: "GBP" })]);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your car is reserved");
    await expect.poll(async () => (await page.evaluate(() => window.dataLayer?.length ?? 0)) > 0).toBe(true);
    expect(await sales()).toEqual([]);
  }
  await settled(page);
  await expectAccessible();

  // Reserved across the site: a second reservation is refused, and the car's page says so.
  await page.goto(`/reserve/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, this car is already reserved");
  await settled(page);
  await expectAccessible();
  await page.goto(`/used/cars/${slug}`);
  await expect(page.getByRole("main")).toContainText(/reserved/i);
});

test("two shoppers at once: one reaches the checkout, the other is told why and keeps their details", async ({
  page,
  browser,
  javaScriptEnabled,
  baseURL,
}, info) => {
  const slug = await reservableCar(page, offsetFor(javaScriptEnabled, 1));
  const other = await browser.newContext({
    javaScriptEnabled,
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress(info, 7) },
  });
  const second = await other.newPage();
  for (const [shopper, name] of [
    [page, "Alice"],
    [second, "Bob"],
  ] as const) {
    await shopper.goto(`/reserve/${slug}`);
    await fillReservation(shopper, name);
  }
  await Promise.all(
    [page, second].map((shopper) => shopper.getByRole("button", { name: "Reserve for £99" }).click()),
  );
  await Promise.all([page, second].map((shopper) => shopper.waitForLoadState()));
  await expect
    .poll(async () => [page, second].filter((shopper) => shopper.url().includes("/checkout/")).length)
    .toBe(1);
  const loser = page.url().includes("/checkout/") ? second : page;
  const failure = loser
    .getByRole("alert")
    .filter({ hasText: "Sorry, we were unable to process your submission" });
  await expect(failure).toContainText("Sorry, another customer is reserving this car right now");
  await expect(field(loser, "First name")).toHaveValue(loser === page ? "Alice" : "Bob");
  await expect(field(loser, "Postcode")).toHaveValue("ls11 8bu");
  await other.close();
});

test("cancel at the checkout: nothing is charged and the car can be reserved again", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const slug = await reservableCar(page, offsetFor(javaScriptEnabled, 2));
  await page.goto(`/reserve/${slug}`);
  await fillReservation(page);
  await page.getByRole("button", { name: "Reserve for £99" }).click();
  await page.getByRole("button", { name: "Cancel and return" }).click();
  await expect(page).toHaveURL(/\/reservation-cancel\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your reservation has been cancelled");
  await expect(page.getByText("You have not been charged.")).toBeVisible();
  await settled(page);
  await expectAccessible();
  await page.getByRole("link", { name: "Reserve this car again" }).click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
});

test("the dealer API failing mid-reservation: the message with its reason, and nothing typed is lost", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const slug = await reservableCar(page, offsetFor(javaScriptEnabled, 3));
  await page.goto(`/reserve/${slug}`);
  await fillReservation(page);
  await failPostsToDealerDownSite(page, /\/reserve\//);
  await page.getByRole("button", { name: "Reserve for £99" }).click();
  const failure = page
    .getByRole("alert")
    .filter({ hasText: "Sorry, we were unable to process your submission" });
  await expect(failure).toBeFocused();
  await expect(failure).toContainText("Our system did not answer");
  await expect(field(page, "First name")).toHaveValue("Jane");
  await expect(field(page, "Town or city")).toHaveValue("Leeds");
  await expect(field(page, "When would you like to collect?")).toHaveValue(visitDate());
  await expect(field(page, "Time")).toHaveValue("10:30");
  await expect(field(page, "I agree to the terms and conditions")).toBeChecked();
  await settled(page);
  await expectAccessible();
});
