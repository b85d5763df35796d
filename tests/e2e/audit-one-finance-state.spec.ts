import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import {
  budgetFinder,
  calculator,
  carWithBothProducts,
  financeHydrated,
  monthlyChangedFrom,
  monthlyOf,
  personalise,
  pounds,
  submitIfNoJs,
} from "./finance-helpers";

/**
 * Issue 33: one car, one monthly figure per finance basis (docs/decisions/296-one-finance-state-per-car.md). The
 * calculator opens on the personalised quote's basis and follows it until the shopper uses it; each block that shows a
 * figure has one representative example; an example for "a typical car" says so and is the finance pages' example to
 * the penny.
 */

/** A representative example's rows, by their terms. */
async function exampleRows(example: Locator): Promise<Record<string, string>> {
  const rows = await example
    .locator("div:has(> dt)")
    .evaluateAll((divs) =>
      divs.map((div) => [
        div.querySelector("dt")!.textContent!.trim(),
        div.querySelector("dd")!.textContent!.trim(),
      ]),
    );
  return Object.fromEntries(rows);
}

const productOf = async (block: Locator) =>
  (await block.locator("input[type=radio]:checked").getAttribute("value")) as "HP" | "PCP";

/** The calculator's tab, deposit, term and mileage show the personalised quote's product and basis. */
async function expectCalculatorOnQuoteBasis(page: Page) {
  const quote = personalise(page);
  const tool = calculator(page);
  await expect.poll(async () => monthlyOf(tool)).toBe(await monthlyOf(quote));
  expect(await productOf(tool)).toBe(await productOf(quote));
  expect(pounds(`£${await tool.locator("#calc-deposit").inputValue()}`)).toBe(
    Number(await quote.locator("#finance-deposit").inputValue()),
  );
  expect(await tool.locator("#calc-term").inputValue()).toBe(
    await quote.locator("#finance-term").inputValue(),
  );
  expect(await tool.locator("#calc-mileage").inputValue()).toBe(
    await quote.locator("#finance-mileage").inputValue(),
  );
}

test("the calculator opens on the personalised quote's basis, with the same monthly figure", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto(await carWithBothProducts(request));
  await financeHydrated(page, javaScriptEnabled);
  await expectCalculatorOnQuoteBasis(page);

  // The HP/PCP table quotes the same basis: its column for the quote's product has the quote's monthly payment.
  const product = await productOf(personalise(page));
  const table = page.getByRole("table", { name: /^With a £[\d,]+ deposit over \d+ months/ });
  const column = product === "HP" ? 1 : 2;
  const monthlyRow = table.getByRole("row", { name: /^Monthly payment/ });
  expect(
    pounds(
      await monthlyRow
        .getByRole("cell")
        .nth(column - 1)
        .innerText(),
    ),
  ).toBe(await monthlyOf(personalise(page)));

  // One representative example per block that shows a figure; no standing example of some other car on a car's page.
  for (const block of [personalise(page), calculator(page), budgetFinder(page)])
    await expect(block.locator("dl[aria-label]")).toHaveCount(1);
  await expect(page.getByText("Our representative PCP example")).toHaveCount(0);
  await expect(
    budgetFinder(page).getByRole("heading", { name: "Representative example for a typical car" }),
  ).toBeVisible();
  await expect(budgetFinder(page).getByText(/on a typical three-year-old car, not this one/)).toBeVisible();
  await expectAccessible();
});

test("a new quote choice moves the calculator with it until the shopper uses the calculator", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await page.goto(await carWithBothProducts(request));
  await financeHydrated(page, javaScriptEnabled);
  const quote = personalise(page);
  const before = await monthlyOf(quote);
  await quote.locator("#finance-deposit").selectOption("1500");
  await submitIfNoJs(quote, javaScriptEnabled, "Update quote");
  await monthlyChangedFrom(quote, before);
  await expect(quote.locator("#finance-deposit")).toHaveValue("1500");
  await expectCalculatorOnQuoteBasis(page);
});

test("the budget finder's typical car is the finance pages' example to the penny", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  // The budget finder's opening figures: £500 down and £9,200 to borrow over 48 months at 10,000 miles a year.
  await page.goto(await carWithBothProducts(request));
  await financeHydrated(page, javaScriptEnabled);
  const budget = await exampleRows(budgetFinder(page).locator("dl[aria-label]"));

  await page.goto(
    "/finance/personal-contract-purchase?example_price=9700&example_deposit=500&example_term=48&example_mileage=10000",
  );
  const pageExample = await exampleRows(
    page.locator("dl[aria-label='Representative example: Personal Contract Purchase (PCP)']"),
  );
  expect(Object.keys(budget).length).toBeGreaterThan(8);
  expect(budget).toEqual(pageExample);
});
