import type { Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { cardFigures, expectCardsWithin, expectCarPagesQuoteCards } from "./finance-basis-helpers";
import { monthlyOf, personalise, pounds } from "./finance-helpers";
import { applyFilters, filterForm } from "./search-helpers";

/**
 * Issue 38: a percentage deposit (`finance_deposit_type=Percentage`, a finance default of the spec) on the results page
 * is that share of each car's cash price, as on the car's page, not pounds
 * (docs/decisions/290-percentage-deposit-basis.md).
 */

const SEARCH = "/used/cars/search";
const CANONICAL = `${SEARCH}?monthly_to=300&finance_search_only=PCP&finance_deposit=10&finance_deposit_type=Percentage&finance_mileage=6000&finance_term=48`;

/** Each card's deposit and cash price, from its representative example (at least one card). */
async function cardDeposits(page: Page) {
  const examples = await page.getByRole("article").locator("p", { hasText: "cash price" }).allInnerTexts();
  expect(examples.length).toBeGreaterThan(0);
  expect(examples.length).toBe(await page.getByRole("article").count());
  return examples.map((text) => ({
    cashPrice: pounds(/cash price (£[\d,.]+)/.exec(text)![1]!),
    deposit: pounds(/deposit (£[\d,.]+)/.exec(text)![1]!),
  }));
}

test(
  "a monthly search on a percentage deposit prices every card on that share of its price, as the car's page does",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    await page.goto(`${SEARCH}?monthly_to=300&finance_deposit=10&finance_deposit_type=Percentage`);
    // The URL keeps the type beside the deposit.
    await expect(page).toHaveURL(CANONICAL);
    const figures = await expectCardsWithin(page, { product: "PCP", from: 0, to: 300 });
    const deposits = await cardDeposits(page);
    expect(deposits.length).toBe(figures.length);
    for (const [index, { cashPrice, deposit }] of deposits.entries())
      expect(deposit, figures[index]!.name).toBe(Math.round(cashPrice / 10));

    const select = filterForm(page).getByLabel("Deposit");
    await expect(select).toHaveValue("10%");
    await expect(select.locator("option:checked")).toHaveText("10% of the price");
    await expectAccessible();

    await expectCarPagesQuoteCards(page, figures, "PCP");
  },
);

test("a card's representative example opens its car's page on the same percentage and the same figure", async ({
  page,
}) => {
  await page.goto(CANONICAL);
  const [first] = await cardFigures(page);
  const example = page
    .getByRole("article")
    .first()
    .getByRole("link", { name: /^Representative example/ });
  await expect(example).toHaveAttribute("href", /finance_deposit=10&finance_deposit_type=Percentage/);
  await example.click();
  await expect(page).toHaveURL(/finance_deposit_type=Percentage/);
  expect(await monthlyOf(personalise(page))).toBe(first!.monthly);
});

test("another finance choice keeps the percentage; choosing a pound amount switches back to pounds", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(CANONICAL);
  const form = filterForm(page);
  await form.getByLabel("Annual mileage").selectOption("10000");
  await applyFilters(page, javaScriptEnabled);
  await expect(page).toHaveURL(CANONICAL.replace("finance_mileage=6000", "finance_mileage=10000"));
  await expect(form.getByLabel("Deposit")).toHaveValue("10%");
  await expectCardsWithin(page, { product: "PCP", from: 0, to: 300 });

  await form.getByLabel("Deposit").selectOption("500");
  await applyFilters(page, javaScriptEnabled);
  await expect(page).toHaveURL(
    `${SEARCH}?monthly_to=300&finance_search_only=PCP&finance_deposit=500&finance_mileage=10000&finance_term=48`,
  );
  await expectCardsWithin(page, { product: "PCP", from: 0, to: 300 });
  for (const { deposit } of await cardDeposits(page)) expect(deposit).toBe(500);
  // The percentage is no longer the search's: the select offers pounds only.
  await expect(form.getByLabel("Deposit").locator('option[value$="%"]')).toHaveCount(0);
});

test(
  "a percentage above 100 is refused as the car's page refuses it: the shopper's deposit stays",
  READS_THE_PAGE,
  async ({ page }) => {
    await page.goto(`${SEARCH}?monthly_to=300&finance_deposit=150&finance_deposit_type=Percentage`);
    await expect(page).toHaveURL(
      `${SEARCH}?monthly_to=300&finance_search_only=PCP&finance_deposit=250&finance_mileage=6000&finance_term=48`,
    );
  },
);
