import { test, expect } from "./fixtures";
import { DEALER_DOWN_PORT } from "../../playwright.config";

// A second copy of the site whose dealer API cannot be reached.
test.use({ baseURL: `http://localhost:${DEALER_DOWN_PORT}` });

test("the home page still renders, with the chrome it can show", async ({ page, expectAccessible }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Perfectly matched at a perfect price");
  await expect(page.getByRole("link", { name: "Start your search" })).toBeVisible();
  await expectAccessible();
});

test("a page that needs the dealer API shows the 500 page, not a stack trace", async ({
  page,
  expectAccessible,
}) => {
  const response = await page.goto("/about-us");
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Sorry about this, but an error has occurred",
  );
  await expect(page.getByText("Please try again, or...")).toBeVisible();
  await expect(page.getByText("An unknown error occurred (500)")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Find a vehicle" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/DealerApiError|at .*\.js:\d+/);
  await expectAccessible();
});
