import type { Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { applyFilters, expectTotal, filterForm, resultsTotal } from "./search-helpers";

/**
 * The monthly budget's one rule (app/lib/search/monthly-range.ts), in the results page's panel and the home page's hero
 * alike. With JavaScript each pick is applied as it is made: the value just chosen stays and the other bound moves to
 * keep the gap of 50. Without it both bounds arrive together: upside-down bounds are swapped, as the shopper meant.
 */

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

/** The number on the hero's search button, once the count for the picks has arrived. */
async function heroCount(page: Page): Promise<number> {
  const button = heroForm(page).getByRole("button", { name: /^Search \d+ cars?$/ });
  await expect(button).not.toHaveAttribute("aria-busy", "true");
  const text = await button.textContent();
  return Number(/Search (\d+) car/.exec(text ?? "")?.[1]);
}

const panelLabel = { from: "Monthly from", to: "Monthly up to" } as const;
const heroLabel = { from: "From", to: "To" } as const;

for (const { picks, js, noJs } of JOURNEYS) {
  const named = picks.map(([side, value]) => `${side} ${value}`).join(" then ");

  test(`search panel: ${named}`, async ({ page, javaScriptEnabled }) => {
    const [from, to] = javaScriptEnabled ? js : noJs;
    await page.goto("/used/cars/search");
    const form = filterForm(page);
    await form.getByText("Monthly price", { exact: true }).click();
    for (const [side, value] of picks) {
      await form.getByLabel(panelLabel[side]).selectOption(String(value));
      // With JavaScript each pick applies at once; wait for the page it renders before the next (the address changes
      // before the page has drawn the new search, and a pick made on the old page builds on the old search).
      if (javaScriptEnabled) {
        await expect(page).toHaveURL(new RegExp(`monthly_${side}=${value}(&|$)`));
        await expect(
          page.getByRole("link", { name: `Remove ${panelLabel[side]}: £${value} a month` }),
        ).toBeVisible();
      }
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
    await page.goto("/");
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

test(
  "a typed URL with the bounds upside down is the range meant, in the panel and the hero",
  READS_THE_PAGE,
  async ({ page }) => {
    await page.goto("/used/cars/search?monthly_from=500&monthly_to=200");
    await expect(page).toHaveURL(/\?monthly_from=200&monthly_to=500&/);
    await page.goto("/?monthly_from=500&monthly_to=200");
    await expect(page).toHaveURL(/\/\?monthly_from=200&monthly_to=500$/);
    await expect(heroForm(page).getByRole("list", { name: "Chosen budget" })).toContainText(
      "£200 to £500 a month",
    );
  },
);

test.describe("the Total/Monthly toggle never drops a budget", () => {
  const note = (page: Page, text: string) => filterForm(page).getByText(text, { exact: false });

  test("search panel: both budgets keep applying, each with its chip, and the note's link removes the other", async ({
    page,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    await page.goto("/used/cars/search?min_price=10000");
    const form = filterForm(page);
    const totalOnly = await resultsTotal(page);

    // Switching to the monthly budget keeps the total one, and says so.
    await form.getByText("Monthly price", { exact: true }).click();
    await applyFilters(page, javaScriptEnabled);
    await expect(page).toHaveURL(/\?min_price=10000&budget=monthly$/);
    await expectTotal(page, totalOnly);
    await expect(note(page, "Also filtered by total price: From £10,000")).toBeVisible();

    await form.getByLabel("Monthly up to").selectOption("300");
    await applyFilters(page, javaScriptEnabled);
    await expect(page).toHaveURL(/\?min_price=10000&monthly_to=300&/);
    // The count follows the URL once the new results have arrived.
    await expect.poll(() => resultsTotal(page)).toBeLessThan(totalOnly);
    const both = await resultsTotal(page);
    await expect(page.getByRole("link", { name: "Remove Minimum price: £10,000" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove Monthly up to: £300 a month" })).toBeVisible();

    // Back to the total budget: the monthly one still applies, the same cars are found.
    await form.getByText("Total price", { exact: true }).click();
    await applyFilters(page, javaScriptEnabled);
    await expect(page).toHaveURL(/\?min_price=10000&budget=total&monthly_to=300&/);
    await expectTotal(page, both);
    await expect(note(page, "Also filtered by monthly price: Up to £300 a month")).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove Monthly up to: £300 a month" })).toBeVisible();
    await expectAccessible();

    await form.getByRole("link", { name: "Remove the monthly price filter" }).click();
    await expect(page).toHaveURL(/\/used\/cars\/search\?min_price=10000$/);
    await expectTotal(page, totalOnly);
    await expect(note(page, "Also filtered by monthly price")).toHaveCount(0);
    await expect(form.getByText("Total price", { exact: true })).toBeVisible();
  });

  test("home hero: both budgets apply, each as its own chip", async ({
    page,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    await page.goto("/");
    const chips = heroForm(page).getByRole("list", { name: "Chosen budget" });
    await heroForm(page).locator("summary", { hasText: "Budget" }).click();
    await heroForm(page).getByRole("group", { name: "Monthly budget" }).getByLabel("To").selectOption("300");
    await heroForm(page).getByRole("button", { name: "Update" }).click();
    await expect(chips).toContainText("Up to £300 a month");
    const monthlyOnly = await heroCount(page);

    await heroForm(page).locator("summary", { hasText: "Budget" }).click();
    if (javaScriptEnabled) {
      // The switch shows the total budget; the monthly one still applies and the panel says so.
      await heroForm(page).getByRole("button", { name: "Total price" }).click();
      await expect(
        heroForm(page).getByText("Also filtered by monthly price: Up to £300 a month"),
      ).toBeVisible();
      await expect(heroForm(page).locator("details[open]")).toContainText(`${monthlyOnly} cars match`);
      await expectAccessible();
    }
    await heroForm(page)
      .getByRole("group", { name: "Total budget" })
      .getByLabel("Minimum price")
      .selectOption("10000");
    await heroForm(page).getByRole("button", { name: "Update" }).click();
    await expect(chips.getByRole("listitem")).toHaveText(["Up to £300 a month", "From £10,000"]);
    await expectAccessible();
    const both = await heroCount(page);
    expect(both).toBeLessThan(monthlyOnly);

    if (javaScriptEnabled) {
      // Opened again on the monthly budget: the note's control takes the total one out of the picks.
      await heroForm(page).locator("summary", { hasText: "Budget" }).click();
      await expect(heroForm(page).getByText("Also filtered by total price: From £10,000")).toBeVisible();
      await heroForm(page).getByRole("button", { name: "Remove the total price filter" }).click();
      await expect(heroForm(page).getByText("Also filtered by")).toHaveCount(0);
      await heroForm(page).getByRole("button", { name: "Update" }).click();
      await expect(chips.getByRole("listitem")).toHaveText(["Up to £300 a month"]);
      await expect.poll(() => heroCount(page)).toBe(monthlyOnly);
      return;
    }
    // Without JavaScript each chip is a link to the home page without that budget alone.
    await chips.getByRole("link", { name: "Remove Up to £300 a month" }).click();
    await expect(page).toHaveURL(/\/\?min_price=10000$/);
    await expect(chips.getByRole("listitem")).toHaveText(["From £10,000"]);
  });
});
