import type { Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { carsForSale } from "./dealer-api";
import { expectTotal, filterForm, open, resultsStatus, tick } from "./search-helpers";

/** The price position labels, best first (docs/product/search.md#price-position). */
const labels = ["Great price", "Good price", "Fair price", "Higher than market"];
const cards = (page: Page) => page.getByRole("region", { name: "Cars for sale" }).getByRole("article");

/** Each card's price position label on the page, in order ("" for a card without one). */
async function cardPositions(page: Page): Promise<string[]> {
  const positions: string[] = [];
  for (const card of await cards(page).all()) {
    const text = (await card.textContent()) ?? "";
    positions.push(labels.find((label) => text.includes(label)) ?? "");
  }
  return positions;
}

test("the price position filter lives in the URL, with a count beside each position", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/used/cars/search");
  const form = filterForm(page);
  const good = (await open(form, "Price against the market")).getByRole("checkbox", {
    name: /^Good price \(\d+\)$/,
  });
  const goodCount = await tick(page, good, javaScriptEnabled);
  expect(goodCount).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/used\/cars\/search\?price_position=good$/);
  await expectTotal(page, goodCount);
  expect(new Set(await cardPositions(page))).toEqual(new Set(["Good price"]));
  await expect(page.getByRole("link", { name: "Remove Price position: Good price" })).toBeVisible();
  await expectAccessible();

  // A second position adds its cars: the count beside it is what it adds, as every other filter's is.
  const fair = (await open(form, "Price against the market")).getByRole("checkbox", {
    name: /^Fair price \(\d+\)$/,
  });
  const fairCount = await tick(page, fair, javaScriptEnabled);
  await expect(page).toHaveURL(/\?price_position=good,fair$/);
  await expectTotal(page, goodCount + fairCount);
  for (const position of await cardPositions(page)) expect(["Good price", "Fair price"]).toContain(position);

  // The link a shopper shares finds the same cars.
  await page.goto("/used/cars/search?price_position=good");
  await expectTotal(page, goodCount);
});

test("'Best value first' lists the cars furthest below our market estimate first, and lives in the URL", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/used/cars/search?page=2");
  await page.getByLabel("Sort by").selectOption({ label: "Best value first" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Sort", exact: true }).click();
  // A no-JS form sends the bar encoded (%7C): the same canonical search.
  await expect(page).toHaveURL(/\/used\/cars\/search\?sort=price_position(\||%7C)asc$/);
  await expect(resultsStatus(page)).toHaveText(/^Showing 1–12 of/);
  const ranks = (await cardPositions(page)).map((label) => (label ? labels.indexOf(label) : labels.length));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  expect(ranks[0]).toBeLessThanOrEqual(labels.indexOf("Good price"));
  await expectAccessible();
});

test("a car's page explains its price position, with a chart of similar cars and the same figures as a table", async ({
  page,
  expectAccessible,
}) => {
  const car = (await carsForSale()).find(
    (candidate) =>
      candidate.market_value?.basis === "comparables" &&
      candidate.market_value.position !== null &&
      candidate.media_urls.length > 0,
  );
  if (!car?.market_value) throw new Error("The seeded stock has no car compared with others of its model");
  await page.goto(`/used/cars/${car.slug}`);
  const section = page.getByRole("region", { name: "How this price compares" });
  const label = labels[["great", "good", "fair", "higher"].indexOf(car.market_value.position!)];
  await expect(section.getByText(label)).toBeVisible();
  const miles = car.odometer_value.toLocaleString("en-GB");
  await expect(section).toContainText(
    new RegExp(
      `(below|above|Priced at) our market estimate of £[\\d,]+ for a ${car.year} ${car.range.name} with ${miles} miles`,
    ),
  );
  await expect(section).toContainText(
    `Based on ${car.market_value.comparables} other ${car.range.name} cars`,
  );

  const chart = section.getByRole("img", { name: /^Price against mileage: this car and the \d+ other/ });
  await expect(chart).toBeVisible();
  // This car is marked by its own shape and label, not by colour alone.
  await expect(chart.getByTestId("price-chart-this-car")).toHaveText("This car");
  await expectAccessible();

  // The table equivalent, opened from the keyboard.
  const summary = section.getByText("The chart's figures as a table");
  await summary.focus();
  await page.keyboard.press("Enter");
  const table = section.getByRole("table", { name: /^Price against mileage/ });
  await expect(table).toBeVisible();
  const shown = Math.min(24, car.market_value.comparables);
  await expect(table.getByRole("row")).toHaveCount(shown + 2);
  await expect(table.getByRole("rowheader", { name: "This car" })).toHaveCount(1);
  const thisCar = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "This car" }) });
  await expect(thisCar).toContainText(`${miles} miles`);
  await expectAccessible();
});

test(
  "a car estimated on the model says so, and shows no chart",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    const car = (await carsForSale()).find(
      (candidate) => candidate.market_value?.basis === "model" && candidate.media_urls.length > 0,
    );
    if (!car) throw new Error("The seeded stock has no car estimated on the model");
    await page.goto(`/used/cars/${car.slug}`);
    const section = page.getByRole("region", { name: "How this price compares" });
    await expect(section).toContainText("Based on our valuation model");
    await expect(section.getByRole("img")).toHaveCount(0);
    await expectAccessible();
  },
);
