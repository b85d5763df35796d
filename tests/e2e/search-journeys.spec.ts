import { test, expect, READS_THE_PAGE } from "./fixtures";
import {
  applyFilters,
  countIn,
  expectTotal,
  filterForm,
  open,
  resultsStatus,
  resultsTotal,
} from "./search-helpers";

test("a search with no results offers each filter's removal, with the cars it gives back", async ({
  page,
  expectAccessible,
}) => {
  // Electric cars have no manual gearbox: together these find nothing.
  await page.goto("/used/cars/search?transmission=manual&fuel_type=electric");
  await expect(resultsStatus(page)).toHaveText("No cars match your search");
  const region = page.getByRole("region", { name: "No cars match all of your filters" });
  await expect(region).toBeVisible();
  await expectAccessible();
  const removeElectric = region.getByRole("link", { name: /^Remove Fuel type: Electric \(\d+ cars?\)$/ });
  const promised = countIn((await removeElectric.textContent())!.replace(/ cars?\)$/, ")"));
  await expect(region.getByRole("link", { name: /^Remove Gearbox: Manual \(\d+ cars?\)$/ })).toBeVisible();
  await expect(region.getByRole("link", { name: /^Clear all filters \(\d+ cars\)$/ })).toBeVisible();
  await removeElectric.click();
  await expect(page).toHaveURL(/\/used\/cars\/search\?transmission=manual$/);
  await expectTotal(page, promised);
});

test("the monthly budget: counts, the finance basis, finance selects open, the gap of 50", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/used/cars/search");
  const form = filterForm(page);
  await form.getByText("Monthly price", { exact: true }).click();
  const upTo = form.getByLabel("Monthly up to");
  await expect(upTo).toBeVisible();
  const option = upTo.locator("option", { hasText: /^£300 \(\d+\)$/ });
  const label = (await option.textContent())!;
  await upTo.selectOption({ label });
  await applyFilters(page, javaScriptEnabled);
  await expect(page).toHaveURL(
    /\?monthly_to=300&finance_search_only=PCP&finance_deposit=250&finance_mileage=6000&finance_term=48$/,
  );
  await expectTotal(page, countIn(label));
  // The basis stays open: it decides which cars fit (ADR 130).
  await expect(form.getByLabel("Deposit")).toBeEnabled();
  await expect(form.getByLabel("Finance period")).toHaveValue("48");
  await expectAccessible();

  // A "from" equal to "to" (the one monthly rule, monthly-budget.spec.ts has the rest): "from" stays, "to" moves up.
  await form.getByLabel("Monthly from").selectOption("300");
  await applyFilters(page, javaScriptEnabled);
  await expect(page).toHaveURL(/monthly_from=300&monthly_to=350/);
  await expect(page.getByRole("link", { name: /^Remove Monthly from:/ })).toBeVisible();

  // Back to the total price: the monthly budget still applies (monthly-budget.spec.ts has the rest).
  await form.getByText("Total price", { exact: true }).click();
  await applyFilters(page, javaScriptEnabled);
  await expect(page).toHaveURL(/\?budget=total&monthly_from=300&monthly_to=350&/);
});

test("the mobile budget view shows only the budgets and applies them with its button, not on each change", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/used/cars/search?body_type=suv");
  if (!javaScriptEnabled) {
    // Without JavaScript the panel opens with its Filter button on a small screen (ADR 310), Price among the first
    // sections; the budget view, which needs a script, is not shown.
    await expect(filterForm(page)).toBeHidden();
    await page.locator("summary", { hasText: /^Filter \(1\)/ }).click();
    await expect(filterForm(page).getByRole("combobox", { name: "Maximum price" })).toBeVisible();
    await expect(page.locator("summary", { hasText: "Budget" })).toBeHidden();
    await expectAccessible();
    return;
  }
  await expect(filterForm(page)).toBeHidden();
  await page.locator("summary", { hasText: "Budget" }).click();
  const budget = page.getByRole("form", { name: "Budget" });
  await expect(budget.getByText("Total price", { exact: true })).toBeVisible();
  await expect(budget.getByText("Monthly price", { exact: true })).toBeVisible();
  await expect(budget.getByRole("checkbox")).toHaveCount(0);
  const max = budget.getByLabel("Maximum price");
  const label = (await max
    .locator("option", { hasText: /\(\d+\)$/ })
    .first()
    .textContent())!;
  // Moving through the prices with the keyboard searches nothing (WCAG 3.2.2): 'Show cars' does.
  await budget.getByLabel("Minimum price").focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await max.selectOption({ label });
  await expect(budget.getByLabel("Minimum price")).not.toHaveValue("");
  await expect(page).toHaveURL(/\?body_type=suv$/);
  await budget.getByLabel("Minimum price").selectOption("");
  await budget.getByRole("button", { name: "Show cars" }).click();
  await expect(page).toHaveURL(/\?body_type=suv&max_price=\d+$/);
  await expectTotal(page, countIn(label));
  await expectAccessible();
});

test(
  "a shared search URL renders the same page",
  READS_THE_PAGE,
  async ({ page, browser, expectAccessible }) => {
    await page.goto(
      "/used/cars/search?make=ford,vauxhall&body_type=hatchback&min_year=2018&sort=age|desc&page=2",
    );
    await expect(page).toHaveURL(
      /make=ford,vauxhall&body_type=hatchback&min_year=2018&sort=age\|desc&page=2$/,
    );
    const status = await resultsStatus(page).textContent();
    const cards = await page
      .getByRole("region", { name: "Cars for sale" })
      .getByRole("article")
      .allTextContents();
    const chips = await page
      .getByRole("region", { name: "Applied filters" })
      .getByRole("link")
      .allTextContents();
    await expectAccessible();

    const other = await browser.newContext();
    const shared = await other.newPage();
    await shared.goto(page.url());
    await expect(resultsStatus(shared)).toHaveText(status!);
    expect(
      await shared.getByRole("region", { name: "Cars for sale" }).getByRole("article").allTextContents(),
    ).toEqual(cards);
    expect(
      await shared.getByRole("region", { name: "Applied filters" }).getByRole("link").allTextContents(),
    ).toEqual(chips);
    await expect(shared.getByRole("combobox", { name: "Sort by" })).toHaveValue("age|desc");
    await expect(shared.getByRole("combobox", { name: "Year from" })).toHaveValue("2018");
    await other.close();
  },
);

test("bad URL values are dropped, never an error", READS_THE_PAGE, async ({ page, request }) => {
  const response = await request.get(
    "/used/cars/search?make=nosuch,ford&body_type=tank&doors=99&min_price=-5&max_price=abc&sort=sideways&page=0&colour=<script>",
    { maxRedirects: 0 },
  );
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/used/cars/search?make=ford");
  const past = await page.goto("/used/cars/search?make=ford&page=999");
  expect(past?.status()).toBe(200);
  await expect(page).toHaveURL(/\?make=ford&page=\d+$/);
  await expect(resultsStatus(page)).toHaveText(/^Showing \d+–\d+ of \d+ cars$/);
  const legacy = await request.get("/used/cars/search/ford?body_type=suv", { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers()["location"]).toBe("/used/cars/search?make=ford&body_type=suv");
  expect((await request.get("/used/cars/search/no-such-make")).status()).toBe(404);
});

test(
  "an old hero link's fields (colours, empty values, finance) land on a clean search",
  READS_THE_PAGE,
  async ({ page }) => {
    await page.goto(
      "/used/cars/search?make=ford&range=&body_type=&colours=&transmission=&max_price=&min_price=&monthly_from=&monthly_to=&finance_term=48&finance_deposit=1000&finance_mileage=8000&min_images=1",
    );
    // The old hero's finance fields are a basis other than the newcomer's: kept, they price the cards (ADR 130).
    await expect(page).toHaveURL(
      /\/used\/cars\/search\?make=ford&finance_deposit=1000&finance_mileage=8000$/,
    );
    expect(await resultsTotal(page)).toBeGreaterThan(0);
  },
);

test("open sections: make & model and price first, sections with a choice too", async ({ page }) => {
  await page.goto("/used/cars/search?doors=5");
  const form = filterForm(page);
  const section = (title: string) =>
    form
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: new RegExp(`^${title}`) }) })
      .first();
  await expect(section("Make & model")).toHaveAttribute("open", "");
  await expect(section("Price")).toHaveAttribute("open", "");
  await expect(section("Doors")).toHaveAttribute("open", "");
  await expect(section("Colour")).not.toHaveAttribute("open", "");
  await open(form, "Colour");
  await expect(section("Colour")).toHaveAttribute("open", "");
});
