import type { Locator, Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import {
  carWithBothProducts,
  financeHydrated,
  monthlyChangedFrom,
  monthlyOf,
  personalise,
  pounds,
  submitIfNoJs,
} from "./finance-helpers";

// Dearest first: no card's deposit is capped by a low price, so every card quotes the shopper's own deposit.
const SEARCH = "/used/cars/search?sort=price%7Cdesc";

async function firstCardFigure(page: Page): Promise<{ card: Locator; monthly: number; example: string }> {
  const card = page.getByRole("article").first();
  const figure = card.getByText(/a month \((HP|PCP)\), .*% APR representative/);
  await expect(figure).toBeVisible();
  const example = await card.getByRole("link", { name: /^Representative example/ }).getAttribute("href");
  return { card, monthly: pounds((await figure.textContent()) ?? ""), example: example ?? "" };
}

test("a finance choice on a car page becomes the search cards' quote", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto(SEARCH);
  const before = await firstCardFigure(page);
  // The site's defaults (docs/product/finance.md#defaults) until the shopper chooses.
  expect(before.example).toContain("finance_term=48");
  expect(before.example).toContain("finance_deposit=250");
  expect(before.monthly).toBeGreaterThan(0);

  const path = await carWithBothProducts(request);
  await page.goto(path);
  await financeHydrated(page, javaScriptEnabled);
  const block = personalise(page);
  let monthly = await monthlyOf(block);
  await block.getByLabel("Deposit").selectOption("1500");
  await submitIfNoJs(block, javaScriptEnabled, "Update quote");
  monthly = await monthlyChangedFrom(block, monthly);
  await block.getByLabel("Finance Period").selectOption({ label: "36 months" });
  await submitIfNoJs(block, javaScriptEnabled, "Update quote");
  await monthlyChangedFrom(block, monthly);

  await page.goto(SEARCH);
  const after = await firstCardFigure(page);
  expect(after.example).toContain("finance_term=36");
  expect(after.example).toContain("finance_deposit=1500");
  expect(after.monthly).not.toBe(before.monthly);
  await expectAccessible();

  // The card's figure is the car's own quote (get-finance) for that choice, as its page shows it.
  await after.card.getByRole("link", { name: /^Representative example/ }).click();
  await expect(page).toHaveURL(/finance_term=36/);
  expect(await monthlyOf(personalise(page))).toBe(after.monthly);

  // And the choice survives: the next page of cars quotes it too.
  await page.goto(`${SEARCH}&page=2`);
  expect((await firstCardFigure(page)).example).toContain("finance_term=36");
});

test("site search cards carry a monthly figure with its APR", READS_THE_PAGE, async ({ page }) => {
  await page.goto("/search/ford");
  const cars = page.getByRole("region", { name: /^Cars/ });
  await expect(cars.getByText(/a month \((HP|PCP)\), .*% APR representative/).first()).toBeVisible();
  await expect(cars.getByText("estimated on HP")).toHaveCount(0);
});
