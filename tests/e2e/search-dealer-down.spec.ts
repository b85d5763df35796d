import { test, expect } from "./fixtures";
import { DEALER_DOWN_PORT } from "../../playwright.config";

// The copy of the site whose dealer API cannot be reached.
test.use({ baseURL: `http://localhost:${DEALER_DOWN_PORT}` });

test("with the dealer API down the search page says so, in the page, with a 503", async ({
  page,
  expectAccessible,
}) => {
  const response = await page.goto("/used/cars/search?make=ford");
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used cars for sale");
  await expect(page.getByRole("alert")).toContainText("We couldn't load cars just now");
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute(
    "href",
    "/used/cars/search?make=ford",
  );
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expectAccessible();
});
