import type { Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { serverEnv } from "../../playwright.config";

const popUp = (page: Page) => page.getByRole("region", { name: "Cookies on Northway Cars" });
const tagManager = (page: Page) =>
  page.locator(`script[src="https://www.googletagmanager.com/gtm.js?id=${serverEnv.GTM_ID}"]`);

/** The tag manager's script, served here (the machine has no network): it records that it ran. */
test.beforeEach(async ({ page }) => {
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.tagManagerRan = true;" }),
  );
});

const tagManagerRan = (page: Page) =>
  page.evaluate(() => (window as { tagManagerRan?: boolean }).tagManagerRan === true);

test("the pop-up asks on every page; nothing else loads until the visitor accepts", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/used/cars/search");
  await expect(popUp(page)).toBeVisible();
  await page.goto("/");
  await expect(popUp(page).getByRole("heading", { name: "Cookies on Northway Cars" })).toBeVisible();
  await expect(tagManager(page)).toHaveCount(0);
  if (javaScriptEnabled) expect(await tagManagerRan(page)).toBe(false);
  await expectAccessible();

  await popUp(page).getByRole("button", { name: "Accept additional cookies" }).click();
  const confirmation = "You’ve accepted additional cookies.";
  if (javaScriptEnabled) {
    // Answered in place: the confirmation takes the question's place, with focus, and the tag manager starts.
    const status = popUp(page).getByRole("status");
    await expect(status).toContainText(confirmation);
    await expect(status).toBeFocused();
    await expect(tagManager(page)).toHaveCount(1);
    await expect.poll(() => tagManagerRan(page)).toBe(true);
    await expectAccessible();
    await popUp(page).getByRole("button", { name: "Hide cookie message" }).click();
    await expect(popUp(page)).toHaveCount(0);
  } else {
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("status").filter({ hasText: confirmation })).toBeVisible();
    await expect(popUp(page)).toHaveCount(0);
    await expect(tagManager(page)).toHaveCount(1);
  }
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(popUp(page)).toHaveCount(0);
  await expect(tagManager(page)).toHaveCount(1);
  if (javaScriptEnabled) await expect.poll(() => tagManagerRan(page)).toBe(true);
});

test("rejecting keeps the tag manager away, and the pop-up does not ask again", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await page.goto("/finance");
  await popUp(page).getByRole("button", { name: "Reject additional cookies" }).click();
  if (javaScriptEnabled) {
    await expect(popUp(page).getByRole("status")).toContainText("You’ve rejected additional cookies.");
  } else {
    await expect(page).toHaveURL(/\/finance$/);
    await expect(
      page.getByRole("status").filter({ hasText: "You’ve rejected additional cookies." }),
    ).toBeVisible();
  }
  const consent = (await context.cookies()).find((cookie) => cookie.name === "__consent");
  expect(consent?.httpOnly).toBe(true);
  expect(consent?.sameSite).toBe("Lax");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(popUp(page)).toHaveCount(0);
  await expect(tagManager(page)).toHaveCount(0);
  if (javaScriptEnabled) expect(await tagManagerRan(page)).toBe(false);
});

test("the footer's Cookie settings change the choice, one kind at a time", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
  await expect(page).toHaveURL(/\/cookie-settings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie settings");
  // The settings page is the question itself: no pop-up over it.
  await expect(popUp(page)).toHaveCount(0);
  const analytics = page.getByRole("group", { name: "Do you want to accept analytics cookies?" });
  const marketing = page.getByRole("group", { name: "Do you want to accept marketing cookies?" });
  await expect(analytics.getByRole("radio", { name: "No" })).toBeChecked();
  await expect(marketing.getByRole("radio", { name: "No" })).toBeChecked();
  await expectAccessible();

  await analytics.getByRole("radio", { name: "Yes" }).check();
  await page.getByRole("button", { name: "Save cookie settings" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "You’ve accepted analytics cookies only." }),
  ).toBeVisible();
  await expect(analytics.getByRole("radio", { name: "Yes" })).toBeChecked();
  await expect(marketing.getByRole("radio", { name: "No" })).toBeChecked();
  await expect(tagManager(page)).toHaveCount(1);
  if (javaScriptEnabled) await expect.poll(() => tagManagerRan(page)).toBe(true);
  await expectAccessible();

  await analytics.getByRole("radio", { name: "No" }).check();
  await page.getByRole("button", { name: "Save cookie settings" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "You’ve rejected additional cookies." }),
  ).toBeVisible();
  await expect(tagManager(page)).toHaveCount(0);
  if (javaScriptEnabled) expect(await tagManagerRan(page)).toBe(false);
});

test("saying no removes the analytics cookies an earlier yes left", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "_ga", value: "GA1.1.123.456", url: baseURL! }]);
  await page.goto("/cookie-settings");
  await page.getByRole("button", { name: "Save cookie settings" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "You’ve rejected additional cookies." }),
  ).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("_ga");
});

test(
  "the cookie policy lists the cookies the site sets, the customer's sign-in among them",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    await page.goto("/cookie-policy");
    const policy = page.getByRole("main");
    // Every cookie the site sets, signing in included (issue 38 item 37; dealer-api/content/cookie-policy.test.ts checks
    // the list against the code).
    for (const name of [
      "__visitor",
      "__flash",
      "__valuation",
      "__reservations",
      "__customer",
      "__after_confirm",
      "__device",
      "__consent",
      "_ga",
    ]) {
      await expect(policy.getByText(name, { exact: true }).first()).toBeVisible();
    }
    await expect(policy.getByRole("link", { name: "Change your cookie settings" })).toHaveAttribute(
      "href",
      "/cookie-settings",
    );
    await expectAccessible();
  },
);
