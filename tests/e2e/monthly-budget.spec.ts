import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { applyFilters, filterForm } from "./search-helpers";

/**
 * The monthly budget's one rule (app/lib/search/monthly-range.ts), in the results page's panel and the home page's hero
 * alike. With JavaScript each pick is applied as it is made: the value just chosen stays and the other bound moves to
 * keep the gap of 50. Without it both bounds arrive together: upside-down bounds are swapped, as the shopper meant.
 */

test.slow(({ javaScriptEnabled }) => !javaScriptEnabled, "no-JS form round trips");

type Pick = ["from" | "to", number];

/** Each sequence of picks, and the range it ends on with JavaScript (pick by pick) and without (all at once). */
const JOURNEYS: { picks: Pick[]; js: [number, number]; noJs: [number, number] }[] = [
  // Found: the panel with JavaScript gave 150–200 here.
  {
    picks: [
      ["to", 200],
      ["from", 300],
    ],
    js: [300, 350],
    noJs: [200, 300],
  },
  // Found: the hero with JavaScript gave 100–150; the no-JS forms differed (the panel 500–550, the hero 200–300).
  {
    picks: [
      ["from", 200],
      ["to", 150],
    ],
    js: [100, 150],
    noJs: [150, 200],
  },
  {
    picks: [
      ["from", 500],
      ["to", 200],
    ],
    js: [150, 200],
    noJs: [200, 500],
  },
];

const heroForm = (page: Page) => page.getByRole("form", { name: "Perfectly matched at a perfect price" });

/** The results page, hydrated when JavaScript is on (the mobile budget view only exists once it is). */
async function openSearch(page: Page, javaScriptEnabled: boolean, query = "") {
  await page.goto(`/used/cars/search${query}`);
  if (javaScriptEnabled) await expect(page.locator("summary", { hasText: /^Budget/ })).toHaveCount(1);
}

async function openHome(page: Page, javaScriptEnabled: boolean, query = "") {
  await page.goto(`/${query}`);
  if (javaScriptEnabled)
    await expect(heroForm(page).getByRole("button", { name: /^Search \d+ cars?$/ })).not.toHaveAttribute(
      "formaction",
    );
}

const panelLabel = { from: "Monthly from", to: "Monthly up to" } as const;
const heroLabel = { from: "From", to: "To" } as const;

for (const { picks, js, noJs } of JOURNEYS) {
  const named = picks.map(([side, value]) => `${side} ${value}`).join(" then ");

  test(`search panel: ${named}`, async ({ page, javaScriptEnabled }) => {
    const [from, to] = javaScriptEnabled ? js : noJs;
    await openSearch(page, javaScriptEnabled);
    const form = filterForm(page);
    await form.getByText("Monthly price", { exact: true }).click();
    for (const [side, value] of picks) {
      await form.getByLabel(panelLabel[side]).selectOption(String(value));
      // With JavaScript each pick applies at once; wait for it before the next.
      if (javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`monthly_${side}=${value}(&|$)`));
    }
    await applyFilters(page, javaScriptEnabled);
    await expect(page).toHaveURL(new RegExp(`\\?monthly_from=${from}&monthly_to=${to}&`));
    await expect(form.getByLabel(panelLabel.from)).toHaveValue(String(from));
    await expect(form.getByLabel(panelLabel.to)).toHaveValue(String(to));
    await expect(page.getByRole("link", { name: `Remove Monthly from: £${from} a month` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Remove Monthly up to: £${to} a month` })).toBeVisible();
  });

  test(`home hero: ${named}`, async ({ page, javaScriptEnabled }) => {
    const [from, to] = javaScriptEnabled ? js : noJs;
    await openHome(page, javaScriptEnabled);
    await heroForm(page).locator("summary", { hasText: "Budget" }).click();
    const monthly = heroForm(page).getByRole("group", { name: "Monthly budget" });
    for (const [side, value] of picks) await monthly.getByLabel(heroLabel[side]).selectOption(String(value));
    await expect(monthly.getByLabel(heroLabel.from)).toHaveValue(
      javaScriptEnabled ? String(from) : String(picks.find(([side]) => side === "from")![1]),
    );
    await heroForm(page).getByRole("button", { name: "Update" }).click();
    if (!javaScriptEnabled)
      await expect(page).toHaveURL(new RegExp(`/\\?monthly_from=${from}&monthly_to=${to}$`));
    await expect(heroForm(page).getByRole("list", { name: "Chosen budget" })).toContainText(
      `£${from} to £${to} a month`,
    );
    // The search it leads to keeps the same range.
    await heroForm(page)
      .getByRole("button", { name: /^Search \d+ cars?$/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/used/cars/search\\?monthly_from=${from}&monthly_to=${to}&`));
  });
}

test("a typed URL with the bounds upside down is the range meant, in the panel and the hero", async ({
  page,
  javaScriptEnabled,
}) => {
  await openSearch(page, javaScriptEnabled, "?monthly_from=500&monthly_to=200");
  await expect(page).toHaveURL(/\?monthly_from=200&monthly_to=500&/);
  await openHome(page, javaScriptEnabled, "?monthly_from=500&monthly_to=200");
  await expect(page).toHaveURL(/\/\?monthly_from=200&monthly_to=500$/);
  await expect(heroForm(page).getByRole("list", { name: "Chosen budget" })).toContainText(
    "£200 to £500 a month",
  );
});
