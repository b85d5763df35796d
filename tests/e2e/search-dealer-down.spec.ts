import { test, expect, READS_THE_PAGE } from "./fixtures";
import { DEALER_DOWN_PORT } from "../../playwright.config";

// The copy of the site whose dealer API cannot be reached.
test.use({ baseURL: `http://localhost:${DEALER_DOWN_PORT}` });

test(
  "with the dealer API down the search page says so, in the page, with a 503",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    const response = await page.goto("/used/cars/search?make=ford");
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used cars for sale");
    await expect(page.getByRole("alert")).toContainText("We couldn't load cars just now");
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute(
      "href",
      "/used/cars/search?make=ford",
    );
    // The menu is content; without it the header still leads to the site's own sections.
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Used Cars" })).toHaveAttribute("href", "/used/cars/search");
    await expectAccessible();
  },
);
