import type { Locator } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { scrollPastHeadlinePrice } from "./vehicle-stock";
import {
  budgetFinder,
  calculator,
  carWithBothProducts,
  financeHydrated,
  personalise,
  pounds,
} from "./finance-helpers";

/** A monthly figure as every block words it: "£301.05 a month (HP), 9.9% APR representative". */
const FIGURE = /£[\d,]+\.\d\d a month \((HP|PCP)\), \d+\.\d% APR representative/;

const fontSize = (element: Locator) =>
  element.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));

/**
 * CONC 3.5.5R: the monthly figure in `block` has its representative example with it, on screen (not folded into a
 * closed <details>, not behind a link), in type no smaller than the words of the figure, every figure of the example
 * there, and the example's payment and APR those of the figure.
 */
async function expectExampleBesideFigure(block: Locator) {
  const figure = block.locator("p", { hasText: FIGURE }).first();
  await expect(figure).toBeVisible();
  const example = block.locator("p", { hasText: /Representative example.*: cash price £/ }).first();
  await expect(example).toBeVisible();
  await expect(example.locator("xpath=ancestor::details")).toHaveCount(0);
  expect(await fontSize(example)).toBeGreaterThanOrEqual(await fontSize(figure));
  expect(await fontSize(example)).toBeGreaterThanOrEqual(14);

  const text = await example.innerText();
  for (const part of [
    // Whole pounds unless pence matter; payments and the charge for credit to the penny.
    /: cash price £[\d,]+(\.\d\d)?[ ,]/,
    /, deposit £[\d,]+(\.\d\d)?,/,
    /, total amount of credit £[\d,]+(\.\d\d)?,/,
    /\d+ monthly payments of £[\d,]+\.\d\d.* over \d+ months/,
    /, fixed interest rate \d+\.\d\d% a year/,
    /, total charge for credit £[\d,]+\.\d\d/,
    /, total amount payable £[\d,]+(\.\d\d)?,/,
    /, \d+\.\d% APR representative\.$/,
  ])
    expect(text).toMatch(part);
  const figureText = await figure.innerText();
  const product = /\((HP|PCP)\)/.exec(figureText)![1];
  if (product === "PCP")
    expect(text).toMatch(/an optional final payment of £[\d,.]+.*miles a year with excess/);
  expect(pounds(/monthly payments of (£[\d,.]+)/.exec(text)![1]!)).toBe(pounds(figureText));
  expect(/(\d+\.\d)% APR representative\.$/.exec(text)![1]).toBe(/(\d+\.\d)% APR/.exec(figureText)![1]);
}

test(
  "a search card's monthly figure carries its representative example",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    await page.goto("/used/cars/search");
    const card = page.getByRole("article").filter({ hasText: FIGURE }).first();
    await expectExampleBesideFigure(card);
    // The example's first words lead to the same quote on the car's page, as a table.
    await expect(
      card.getByRole("link", { name: /^Representative example of (HP|PCP) over/ }),
    ).toHaveAttribute("href", /finance_term=\d+.*#finance-personalise$/);
    await expectAccessible();
  },
);

test(
  "the site search's and the similar cars' figures carry their examples",
  READS_THE_PAGE,
  async ({ page, request }) => {
    await page.goto("/search/ford");
    await expectExampleBesideFigure(
      page.getByRole("region", { name: /^Cars/ }).getByRole("article").filter({ hasText: FIGURE }).first(),
    );
    await page.goto(await carWithBothProducts(request));
    await expectExampleBesideFigure(
      page
        .getByRole("list", { name: "Similar vehicles" })
        .getByRole("article")
        .filter({ hasText: FIGURE })
        .first(),
    );
  },
);

test(
  "the sticky bar shows no monthly figure at any width: the price and the actions (no room for the figure's example)",
  READS_THE_PAGE,
  async ({ page, request }) => {
    // A monthly figure must carry its representative example (docs/decisions/305-car-page-first-screen.md); the slim bar
    // has no room for one, so it has the price and the car's actions, and the figure is in the finance block.
    const path = await carWithBothProducts(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const bar = page.getByRole("region", { name: "Price and enquiry" });
    for (const [width, height] of [
      [375, 667],
      [760, 1024],
      [1280, 800],
    ]) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect(bar.getByRole("link", { name: /^Enquire/ })).toBeVisible();
      await expect(bar).not.toContainText(/a month|APR|Representative/i);
      await expect(bar.getByRole("link", { name: /^Apply for Finance/ })).toHaveCount(0);
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(width < 640 ? 72 : 96);
    }
  },
);

test("the calculator and the budget finder show their representative examples open", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto(await carWithBothProducts(request));
  await financeHydrated(page, javaScriptEnabled);
  for (const [block, label] of [
    [calculator(page), /^Calculator representative example, (HP|PCP)$/],
    [budgetFinder(page), /^Representative example for a typical car$/],
  ] as const) {
    const example = block.getByRole("definition").first().locator("xpath=ancestor::dl");
    await expect(example).toHaveAttribute("aria-label", label);
    await expect(example).toBeVisible();
    // Not folded into a disclosure of its own (the page's "More finance" section holding the tools is another matter).
    await expect(example.locator("xpath=ancestor::details[not(contains(@class, 'vp-section'))]")).toHaveCount(
      0,
    );
    await expect(block.getByRole("heading", { name: "Representative example", level: 3 })).toBeVisible();
    await expect(example.getByText("Total amount payable", { exact: true })).toBeVisible();
  }
  await expectAccessible();
});

/**
 * The compulsory admin fee is part of the cash price (docs/decisions/070-finance-ui.md): the true cost table's "cash
 * price including compulsory fees" is the cash price of every example on the page, and the label says the fee is in.
 * Waits on the dealer API quoting price + admin fee.
 */
test(
  "every example's cash price is the car's price with its admin fee, as the true cost table says",
  READS_THE_PAGE,
  async ({ page, request, expectAccessible }) => {
    const path = await carWithBothProducts(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const cost = page.getByRole("table", { name: "What this car costs to buy and keep on the road" });
    const cashRow = await cost
      .getByRole("row", { name: /^Cash price including compulsory fees/ })
      .getByRole("cell")
      .innerText();
    // "£47,678 / £47,499 plus the £179 admin fee"
    const withFees = pounds(cashRow);
    const fee = pounds(/plus the (£[\d,]+) admin fee/.exec(cashRow)![1]!);
    const label = `Cash price (including £${fee} admin fee)`;
    expect(fee).toBeGreaterThan(0);

    // Each example on its own: a failure names every one that disagrees.
    const dd = (block: Locator) =>
      block.locator("dl > div", { has: page.locator("dt").getByText(label, { exact: true }) }).locator("dd");
    expect.soft(pounds(await dd(personalise(page)).innerText())).toBe(withFees);
    expect.soft(pounds(await dd(calculator(page)).innerText())).toBe(withFees);
    const table = page.getByRole("table", { name: /^With a £[\d,]+ deposit over \d+ months/ });
    const tableRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label }) });
    for (const cell of await tableRow.getByRole("cell").allInnerTexts())
      expect.soft(pounds(cell)).toBe(withFees);
    // The bar's price and the page's headline price are the cash price with the fees (the bar shows once the headline
    // price is scrolled past).
    await scrollPastHeadlinePrice(page);
    const bar = page.getByRole("region", { name: "Price and enquiry" });
    expect.soft(pounds(await bar.getByTestId("sticky-price").innerText())).toBe(withFees);
    expect.soft(pounds(await page.getByTestId("vehicle-price").innerText())).toBe(withFees);
    for (const note of await cost.getByRole("row", { name: /monthly payment £/ }).allInnerTexts())
      expect.soft(pounds(/cash price (£[\d,.]+) \(including/.exec(note)![1]!)).toBe(withFees);
    await expectAccessible();
  },
);
