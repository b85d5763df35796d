import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { countIn, expectTotal, filterForm, open, resultsStatus, resultsTotal, tick } from "./search-helpers";

/** The hero's form (named by its heading). */
const hero = (page: Page) => page.getByRole("form", { name: "Perfectly matched at a perfect price" });
const heroButton = (page: Page) => hero(page).getByRole("button", { name: /^Search \d+ cars?$/ });

async function totalOf(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await expect(resultsStatus(page)).toHaveText(/of \d+ cars?$/);
  return resultsTotal(page);
}

test.describe("makes and models (issue 38, item 19; ADR 270)", () => {
  // Several searches each, and a scan: more than the default time on a busy machine.
  test.slow();
  test("adding a make to a make and model finds that make's cars too", async ({
    page,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    const bmws = await totalOf(page, "/used/cars/search?make=bmw");
    const fiestas = await totalOf(page, "/used/cars/search?make=ford&range=fiesta");
    const makes = await open(filterForm(page), /Make: /);
    const bmw = makes.getByRole("checkbox", { name: /^BMW \(\d+\)$/ });
    // The make's count is what choosing it adds: every BMW.
    expect(await tick(page, bmw, javaScriptEnabled)).toBe(bmws);
    await expect(page).toHaveURL(/\/used\/cars\/search\?make=(ford,bmw|bmw,ford)&range=fiesta$/);
    await expectTotal(page, fiestas + bmws);
    const cards = page.getByRole("region", { name: "Cars for sale" }).getByRole("article");
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove Model: Fiesta" })).toBeVisible();
    await expectAccessible();

    // Removing the make takes its model with it: every BMW is left.
    await page.getByRole("link", { name: "Remove Make: Ford" }).click();
    await expect(page).toHaveURL(/\/used\/cars\/search\?make=bmw$/);
    await expectTotal(page, bmws);
  });

  test("the hero counts and searches the other make's cars beside a model", async ({ page }) => {
    const bmws = await totalOf(page, "/used/cars/search?make=bmw");
    const fiestas = await totalOf(page, "/used/cars/search?make=ford&range=fiesta");
    await page.goto("/?make=ford&range=fiesta");
    await expect(heroButton(page)).toHaveText(`Search ${fiestas} cars`);
    await hero(page).locator("summary", { hasText: "Make(s)" }).click();
    const bmw = hero(page).getByRole("group", { name: "Make(s)" }).getByRole("checkbox", { name: /^BMW/ });
    await bmw.check();
    await hero(page).getByRole("button", { name: "Update" }).click();
    await expect(heroButton(page)).toHaveText(`Search ${fiestas + bmws} cars`);
    await heroButton(page).click();
    // The enhanced hero sends the comma encoded; the results page reads both alike.
    await expect(page).toHaveURL(/\/used\/cars\/search\?make=(ford(,|%2C)bmw|bmw(,|%2C)ford)&range=fiesta$/);
    await expectTotal(page, fiestas + bmws);
  });
});

test("a trim the stock does not hold is dropped, not echoed (issue 38, item 20)", async ({ page }) => {
  const response = await page.goto("/used/cars/search?make=ford&range=fiesta&derivative=free-car-call-0800");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/used\/cars\/search\?make=ford&range=fiesta$/);
  await expect(page.getByText("free-car-call-0800")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Remove Trim/ })).toHaveCount(0);
  // A trim the stock holds stays.
  const trims = await open(filterForm(page), /Trim: /);
  const trim = trims.getByRole("checkbox", { name: /\(\d+\)$/ }).first();
  const label = (await trim.evaluate((box) => (box as HTMLInputElement).labels![0].textContent!)).trim();
  const value = await trim.getAttribute("value");
  await page.goto(`/used/cars/search?make=ford&range=fiesta&derivative=${value}`);
  await expect(page).toHaveURL(new RegExp(`derivative=${value}$`));
  await expectTotal(page, countIn(label));
});

test("a select searches when the choice is committed, not on each arrow key (issue 38, item 21)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript every select waits for 'Apply filters'");
  await page.goto("/used/cars/search");
  const searches: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/used/cars/search" && url.searchParams.has("_data"))
      searches.push(url.searchParams.get("min_price") ?? "");
  });
  const minimum = filterForm(page).getByLabel("Minimum price");
  await minimum.focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press("ArrowDown");
  const fourth = await minimum.locator("option").nth(4).getAttribute("value");
  await expect(minimum).toHaveValue(fourth!);
  expect(searches).toEqual([]);
  await expect(page).toHaveURL(/\/used\/cars\/search$/);
  // Enter commits: one search, for the price reached.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?min_price=${fourth}$`));
  expect(new Set(searches)).toEqual(new Set([fourth]));

  // On Linux, Enter also opens the select's list (the platform's own behaviour): Escape closes it without a change.
  await page.keyboard.press("Escape");
  await expect(minimum).toHaveValue(fourth!);

  // Stepping on, then leaving the select, commits too.
  await minimum.focus();
  await page.keyboard.press("ArrowDown");
  const fifth = await minimum.inputValue();
  expect(new Set(searches)).toEqual(new Set([fourth]));
  await page.keyboard.press("Tab");
  await expect(page).toHaveURL(new RegExp(`\\?min_price=${fifth}$`));
  expect(new Set(searches)).toEqual(new Set([fourth, fifth]));
});

test.describe("the hero with JavaScript (issue 38, items 22 and 28)", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "enhanced behaviour; without it the picks are the URL's",
  );
  test.slow();

  test("picks survive the search and Back", async ({ page }) => {
    await page.goto("/");
    const everything = Number(/\d+/.exec((await heroButton(page).textContent())!)![0]);
    await hero(page).locator("summary", { hasText: "Make(s)" }).click();
    await hero(page).getByRole("group", { name: "Make(s)" }).getByRole("checkbox", { name: /^Ford/ }).check();
    await hero(page).getByRole("button", { name: "Update" }).click();
    await hero(page).locator("summary", { hasText: "Budget" }).click();
    await hero(page)
      .getByRole("group", { name: "Monthly budget" })
      .getByLabel("To")
      .selectOption({ label: "£300 a month" });
    await hero(page).getByRole("button", { name: "Update" }).click();
    await expect(page).toHaveURL(/\/\?make=ford&monthly_to=300$/);
    await heroButton(page).click();
    await expect(page).toHaveURL(/\/used\/cars\/search\?make=ford&monthly_to=300/);
    // The count the hero promised for the picks is the search's total.
    await expect(resultsStatus(page)).toHaveText(/of \d+ cars?$|No cars match/);
    const found = await resultsTotal(page);
    expect(found).toBeLessThan(everything);
    const picked = `Search ${found} car${found === 1 ? "" : "s"}`;
    await page.goBack();
    await expect(page).toHaveURL(/\/\?make=ford&monthly_to=300$/);
    await expect(hero(page).getByRole("list", { name: "Chosen makes" })).toContainText("Ford");
    await expect(hero(page).getByRole("list", { name: "Chosen budget" })).toContainText("£300 a month");
    await expect(heroButton(page)).toHaveText(picked);
  });

  test("Update, Cancel and the close button take focus back to the option's control", async ({ page }) => {
    await page.goto("/");
    const makes = hero(page).locator("summary", { hasText: "Make(s)" });
    for (const button of ["Update", "Cancel", "Close makes"]) {
      await makes.focus();
      await page.keyboard.press("Enter");
      const control = hero(page).getByRole("button", { name: button, exact: true });
      await control.focus();
      await page.keyboard.press("Enter");
      await expect(control).toBeHidden();
      await expect(makes).toBeFocused();
    }
  });
});
