import type { Page } from "@playwright/test";
import { SUGGEST_DEBOUNCE_MS } from "../../app/lib/site-search/suggestions";
import { test, expect, READS_THE_PAGE } from "./fixtures";

/** A make with plenty of cars and a name of 3+ letters, found where a shopper sees it: the footer's Popular Brands. */
async function popularMake(page: Page): Promise<string> {
  const brands = await page
    .getByRole("contentinfo")
    .locator('a[href^="/used/cars/search?make="]')
    .allTextContents();
  const make = brands.map((brand) => brand.trim()).find((brand) => /^[A-Za-z]{3,}$/.test(brand));
  if (!make) throw new Error("No popular make with a name of 3 or more letters");
  return make;
}

async function openSearchBox(page: Page) {
  await page
    .locator("summary")
    .filter({ has: page.getByText("Search the site", { exact: true }) })
    .click();
  return page.getByLabel("Search the site", { exact: true });
}

test.describe("header suggestions", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "suggestions need JavaScript");

  test("appear from 3 characters and work from the keyboard", async ({ page, expectAccessible }) => {
    await page.clock.install();
    await page.goto("/about-us");
    const make = await popularMake(page);
    const box = await openSearchBox(page);
    await expect(box).toHaveAttribute("role", "combobox");

    // Every term the page asks suggestions for: none of fewer than 3 characters. The page's clock is moved past the
    // wait after the last key (SUGGEST_DEBOUNCE_MS) rather than waiting for it; requests are made in order, so once
    // the 3-character term's has been made, any made for 2 characters has been seen.
    const isSuggestions = (url: string) => new URL(url).pathname === "/resources/suggestions";
    const asked: string[] = [];
    page.on("request", (request) => {
      if (isSuggestions(request.url())) asked.push(new URL(request.url()).searchParams.get("q") ?? "");
    });
    await box.pressSequentially(make.slice(0, 2).toLowerCase());
    await page.clock.runFor(SUGGEST_DEBOUNCE_MS * 2);
    await expect(page.getByRole("listbox", { name: "Suggested cars" })).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");

    const firstAsked = page.waitForRequest((request) => isSuggestions(request.url()));
    await box.pressSequentially(make.slice(2).toLowerCase());
    await page.clock.runFor(SUGGEST_DEBOUNCE_MS * 2);
    await firstAsked;
    expect(asked.length).toBeGreaterThan(0);
    for (const term of asked)
      expect(term.length, `suggestions asked for "${term}"`).toBeGreaterThanOrEqual(3);
    const list = page.getByRole("listbox", { name: "Suggested cars" });
    await expect(list).toBeVisible();
    const options = list.getByRole("option");
    const count = await options.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    for (const text of await options.allTextContents())
      expect(text).toMatch(new RegExp(`^${make} .*£[\\d,]+$`));
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expectAccessible();

    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
    await box.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");

    // Escape closes the list and keeps the box; a second Escape closes the panel.
    await box.press("Escape");
    await expect(list).toBeHidden();
    await expect(box).toBeVisible();
    await box.press("ArrowDown");
    await expect(list).toBeVisible();
    await expect(options.first()).toHaveAttribute("aria-selected", "true");

    await box.press("Enter");
    await expect(page).toHaveURL(/\/used\/cars\/[a-z0-9-]+$/);
    expect(page.url().toLowerCase()).toContain(make.toLowerCase());
    await expect(await openSearchBox(page)).toHaveValue("");
  });

  test("a click on a suggestion opens that car", async ({ page }) => {
    await page.goto("/");
    const make = await popularMake(page);
    const box = await openSearchBox(page);
    await box.pressSequentially(make);
    const first = page.getByRole("listbox", { name: "Suggested cars" }).getByRole("option").first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/used/cars/${make.toLowerCase()}-[a-z0-9-]+$`));
  });

  test("submitting still goes to the site search and clears the box", async ({ page }) => {
    await page.goto("/");
    const make = await popularMake(page);
    const box = await openSearchBox(page);
    await box.pressSequentially(make);
    await expect(page.getByRole("listbox", { name: "Suggested cars" })).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search/${make}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search results for “${make}”`);
    await expect(await openSearchBox(page)).toHaveValue("");
  });
});

test("without JavaScript the header box is a plain search form", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the no-JS form");
  await page.goto("/");
  const make = await popularMake(page);
  const box = page.getByRole("searchbox", { name: "Search the site" });
  await openSearchBox(page);
  await expect(box).not.toHaveAttribute("role", "combobox");
  await box.fill(make);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search/${make}$`));
});

test.describe("site search results", () => {
  test("list the matching cars, a page at a time", async ({ page, expectAccessible }) => {
    await page.goto("/");
    const make = await popularMake(page);
    await page.goto(`/search/${make}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search results for “${make}”`);
    const cars = page.getByRole("region", { name: /^Cars \(\d+\)$/ });
    const total = Number(
      /\((\d+)\)/.exec((await cars.getByRole("heading", { level: 2 }).textContent()) ?? "")?.[1],
    );
    expect(total).toBeGreaterThan(12);
    const names = await cars.getByRole("heading", { level: 3 }).allTextContents();
    expect(names).toHaveLength(12);
    for (const name of names) expect(name.startsWith(make)).toBe(true);
    await expect(page.getByRole("status")).toContainText(`${total} cars`);
    await expectAccessible();

    await cars.getByRole("link", { name: "More cars" }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${make}\\?page=2$`));
    await expect(cars.getByText(`Page 2 of ${Math.ceil(total / 12)}`)).toBeVisible();
    const second = await cars.getByRole("heading", { level: 3 }).allTextContents();
    expect(second.length).toBeGreaterThan(0);
    await cars.getByRole("link", { name: "Previous cars" }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${make}$`));
  });

  test(
    "find cars by colour and list content pages and blog posts",
    READS_THE_PAGE,
    async ({ page, expectAccessible }) => {
      await page.goto("/search/red");
      await expect(page.getByRole("region", { name: /^Cars \([1-9]\d*\)$/ })).toBeVisible();

      await page.goto("/search/finance");
      const pages = page.getByRole("region", { name: /^Pages \(\d+\)$/ });
      await expect(pages.locator('a[href="/finance"]')).toBeVisible();
      const posts = page.getByRole("region", { name: /^Blog posts \(\d+\)$/ });
      const post = posts.getByRole("link").first();
      await expect(post).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
      await expect(page.getByRole("status")).toContainText(/pages? and \d+ blog posts? match/);
      await expectAccessible();
    },
  );

  test(
    "a term that matches nothing says so and offers the way on",
    READS_THE_PAGE,
    async ({ page, expectAccessible }) => {
      await page.goto("/search/zzxqv");
      await expect(page.getByRole("status")).toHaveText("Nothing matches your search.");
      await expect(page.getByRole("link", { name: "browse all our cars" })).toHaveAttribute(
        "href",
        "/used/cars/search",
      );
      await expectAccessible();
    },
  );
});
