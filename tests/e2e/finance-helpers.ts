import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Finding cars for the finance tests from what their pages show (never a hard-coded car), and reading figures the
 * way a shopper reads them.
 */

const BATCH = 6;
const found = new Map<string, Promise<string>>();

/** The first car in the sitemap whose page satisfies `wanted`; remembered by `name` within a worker. */
export function findCarPage(
  request: APIRequestContext,
  name: string,
  wanted: (html: string) => boolean,
  cheapestFirst = false,
): Promise<string> {
  let search = found.get(name);
  if (!search) {
    search = searchCars(request, wanted, cheapestFirst);
    found.set(name, search);
  }
  return search;
}

const carPaths = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)]
    .map((match) => match[1]!)
    .filter((path) => !path.startsWith("/used/cars/search"));

async function searchCars(
  request: APIRequestContext,
  wanted: (html: string) => boolean,
  cheapestFirst: boolean,
): Promise<string> {
  const xml = await (await request.get("/sitemap.xml")).text();
  let paths = carPaths(xml, /<loc>https?:\/\/[^/]+(\/used\/cars\/[a-z0-9-]+)<\/loc>/g);
  if (cheapestFirst) {
    // The cheapest cars are the ones a lender most often turns down: look at them first.
    const results = await (await request.get("/used/cars/search?sort=price%7Casc")).text();
    paths = [...new Set([...carPaths(results, /href="(\/used\/cars\/[a-z0-9-]+)"/g), ...paths])];
  }
  for (let start = 0; start < paths.length; start += BATCH) {
    const batch = paths.slice(start, start + BATCH);
    const pages = await Promise.all(batch.map(async (path) => (await request.get(path)).text()));
    const index = pages.findIndex((html) => wanted(html));
    if (index >= 0) return batch[index]!;
  }
  throw new Error("No car in the sitemap has what this test needs");
}

/** A car the lender offers both HP and PCP on at the page's default choice, with a £1,500 deposit to choose. */
export const carWithBothProducts = (request: APIRequestContext) =>
  findCarPage(
    request,
    "both products",
    (html) =>
      html.includes("HP and PCP on this car") &&
      !html.includes("(not available)") &&
      html.includes('<option value="1500">'),
  );

/** A car the lender offers nothing on at any term (too old, or too cheap): no other term is offered instead. */
export const carWithoutFinance = (request: APIRequestContext) =>
  findCarPage(
    request,
    "no finance",
    (html) =>
      html.includes("Finance is not available. Please give us a call.") &&
      !html.includes("isn&#x27;t available over"),
    true,
  );

/**
 * A car carrying the dealer's 0% APR offer that the lender finances: its own HP/PCP table shows a 0.0% APR (a similar
 * car's card may show one too).
 */
export const carAtZeroApr = (request: APIRequestContext) =>
  findCarPage(request, "0% APR", (html) => /Representative APR<\/th><td[^>]*>0\.0% APR</.test(html));

export const personalise = (page: Page) => page.locator("#finance-personalise");
export const calculator = (page: Page) => page.locator("#finance-calculator");
export const budgetFinder = (page: Page) => page.locator("#budget-finder");

/** Pounds in a text such as "£1,234.56 a month". */
export const pounds = (text: string) =>
  Number(/£([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, "") ?? NaN);

/** The headline monthly payment of a finance block. */
export async function monthlyOf(block: Locator): Promise<number> {
  return pounds(await block.locator("p", { hasText: "a month" }).first().innerText());
}

/** Waits for a block's headline to move away from `before`, and returns the new figure. */
export async function monthlyChangedFrom(block: Locator, before: number): Promise<number> {
  await expect.poll(() => monthlyOf(block)).not.toBe(before);
  return monthlyOf(block);
}

/** Submits a tool's GET form without JavaScript; with it, every change already applied itself. */
export async function submitIfNoJs(block: Locator, javaScriptEnabled: boolean, button: string) {
  if (!javaScriptEnabled) await block.getByRole("button", { name: button }).click();
}

/** Picks a product on a PCP/HP switch (its radios are drawn as buttons; the label takes the click). */
export async function chooseProduct(block: Locator, product: "HP" | "PCP") {
  await block.locator("label", { has: block.page().locator(`input[type=radio][value=${product}]`) }).click();
}

/** With JavaScript on, waits until React has taken over the finance blocks (their sliders exist only then). */
export async function financeHydrated(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(budgetFinder(page).locator("input[type=range]").first()).toBeAttached();
}
