import { test, expect, READS_THE_PAGE } from "./fixtures";
import { expectCardsWithin } from "./finance-basis-helpers";
import { applyFilters, filterForm } from "./search-helpers";

/**
 * Issue 38 item 5 (docs/decisions/285-finance-terms-per-product.md): PCP runs to 48 months, HP to 60. A search's
 * finance basis never asks for PCP over 60 months (which no car has, so every budget said "(0)").
 */

const SEARCH = "/used/cars/search";

test(
  "a search naming PCP over 60 months searches PCP over 48 and finds cars",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    await page.goto(`${SEARCH}?monthly_to=300&finance_search_only=PCP&finance_term=60`);
    await expect(page).toHaveURL(/finance_term=48/);
    await expectCardsWithin(page, { product: "PCP", from: 0, to: 300 });
    const term = filterForm(page).getByLabel("Finance period");
    await expect(term).toHaveValue("48");
    await expect(term.locator("option")).toHaveText(["24 months", "36 months", "48 months"]);
    await expectAccessible();
  },
);

test("choosing PCP while the search is over 60 months on HP moves it to 48 months", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`${SEARCH}?monthly_to=300&finance_search_only=HP&finance_term=60`);
  const form = filterForm(page);
  await expect(form.getByLabel("Finance period")).toHaveValue("60");
  await form.getByLabel("Finance type").selectOption("PCP");
  await applyFilters(page, javaScriptEnabled);
  await expect(page).toHaveURL(/finance_search_only=PCP/);
  await expect(page).toHaveURL(/finance_term=48/);
  await expect(form.getByLabel("Finance period")).toHaveValue("48");
  await expectCardsWithin(page, { product: "PCP", from: 0, to: 300 });
  // The choice kept for the shopper is PCP over 48 months: the home page's search finds cars on it.
  await page.goto(SEARCH);
  await expect(page).toHaveURL(/finance_term=48|^(?!.*finance_term)/);
  await expect(page.getByRole("article").first()).toBeVisible();
});
