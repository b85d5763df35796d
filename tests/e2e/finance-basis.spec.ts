import { test, expect, READS_THE_PAGE } from "./fixtures";
import { expectCardsWithin, expectCarPagesQuoteCards } from "./finance-basis-helpers";
import { applyFilters, filterForm } from "./search-helpers";

/**
 * One finance basis (docs/decisions/130-one-finance-basis.md): a monthly search finds cars by their own quote on the
 * search's basis, its cards show that quote, and each car's page, opened next, says the same.
 */

const SEARCH = "/used/cars/search";
const basis = "finance_search_only=HP&finance_deposit=1000&finance_mileage=10000&finance_term=36";

test(
  "a monthly search's cards are within the budget on its basis, and each car's page quotes the same",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    const url = `${SEARCH}?monthly_from=200&monthly_to=300&${basis}`;
    await page.goto(url);
    await expect(page).toHaveURL(url);
    const figures = await expectCardsWithin(page, { product: "HP", from: 200, to: 300 });
    await expectAccessible();

    await expectCarPagesQuoteCards(page, figures, "HP");
  },
);

test("the finance selects change which cars fit a monthly budget", async ({ page, javaScriptEnabled }) => {
  await page.goto(`${SEARCH}?monthly_from=150&monthly_to=250&${basis}`);
  const form = filterForm(page);
  await expect(form.getByLabel("Deposit")).toBeEnabled();
  await form.getByLabel("Deposit").selectOption("3000");
  await applyFilters(page, javaScriptEnabled);
  await expect(page).toHaveURL(/finance_deposit=3000/);
  await expectCardsWithin(page, { product: "HP", from: 150, to: 250 });

  await form.getByLabel("Finance type").selectOption("PCP");
  await applyFilters(page, javaScriptEnabled);
  await expect(page).toHaveURL(/finance_search_only=PCP&finance_deposit=3000/);
  await expectCardsWithin(page, { product: "PCP", from: 150, to: 250 });
});

test(
  "a low monthly budget finds only cars the lender finances at that basis",
  READS_THE_PAGE,
  async ({ page }) => {
    await page.goto(`${SEARCH}?monthly_to=100&${basis}`);
    // Every card has an HP quote of at most £100 on the basis: none whose own page says finance is not available.
    await expectCardsWithin(page, { product: "HP", from: 0, to: 100 });
  },
);
