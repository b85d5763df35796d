import { test, expect, READS_THE_PAGE } from "./fixtures";

test(
  "the home page has the chrome, landmarks and a skip link",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Perfectly matched at a perfect price");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveAttribute(
      "href",
      "#main-content",
    );
    await expect(page.getByRole("img", { name: /Northway Cars/ }).first()).toBeVisible();
    await expectAccessible();
  },
);

test("a sub-menu opens by keyboard and its links are reachable", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const finance = nav.locator("summary", { hasText: "Finance" });
  await finance.focus();
  await page.keyboard.press("Enter");
  const link = nav.getByRole("link", { name: "Zero-deposit finance" });
  await expect(link).toBeVisible();
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/finance\/zero-deposit-finance$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("pointing at a menu link fetches its page ahead, and following it stays in the page", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "fetching ahead and client-side navigation are JavaScript's");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  // Menu links are Remix <Link prefetch="intent"> (docs/decisions/325).
  const link = page.getByRole("banner").getByRole("link", { name: "Can I get credit?" }).first();
  await link.hover();
  await expect(page.locator('link[rel="prefetch"][href*="can-i-get-credit"]')).toHaveCount(1);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await link.click();
  await expect(page).toHaveURL(/\/can-i-get-credit$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("the mobile menu opens and shows the sub-menus", async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.locator("summary", { hasText: "Menu" }).click();
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.locator("summary", { hasText: "Used Cars" }).click();
  await expect(nav.getByRole("link", { name: "Search all cars" })).toBeVisible();
  await expectAccessible();
});

test("choosing a branch is remembered and shown in the header", async ({ page }) => {
  await page.goto("/about-us");
  await page
    .locator("summary", { hasText: /Leeds|Choose a branch/ })
    .first()
    .click();
  await page.getByRole("radio", { name: "Northway Cars York" }).check();
  await page.getByRole("button", { name: "Select branch" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your branch is now Northway Cars York" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole("banner").getByText("Your branch: York")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("banner").getByText("Your branch: York")).toBeVisible();
});

test("the site search box goes to /search/{term}", async ({ page, expectAccessible }) => {
  await page.goto("/");
  await page
    .locator("summary")
    .filter({ has: page.getByText("Search the site", { exact: true }) })
    .click();
  // A searchbox without JavaScript, a combobox (with suggestions) with it.
  const box = page.getByLabel("Search the site", { exact: true });
  await box.fill("  Ford  ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\/Ford$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “Ford”");
  await expect(page.getByRole("status").filter({ hasText: /\d+ cars?\b.* match/ })).toBeVisible();
  await expectAccessible();
});

test(
  "the footer lists brands, company info and the financial disclosure",
  READS_THE_PAGE,
  async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Popular Brands" })).toBeVisible();
    const brand = footer.getByRole("link", { name: "Ford", exact: true });
    await expect(brand).toHaveAttribute("href", "/used/cars/search?make=ford");
    await expect(footer.getByText(/Financial Conduct Authority/).first()).toBeVisible();
    await expect(footer.getByRole("link", { name: /sitemap/i })).toHaveAttribute("href", "/sitemap.xml");
    await expect(footer.getByRole("link", { name: /Terms and conditions/i }).first()).toBeVisible();
  },
);
