import { test, expect } from "./fixtures";
import { carWithBothProducts, financeHydrated, personalise } from "./finance-helpers";

/**
 * The site's money rule (app/lib/format.ts): amounts in whole pounds unless pence matter ("£250", "£3,740.96"), monthly
 * payments always with their pence ("£150.82", "£150.00").
 */

test("a car's page shows deposits in whole pounds and monthly payments with their pence", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await page.goto(await carWithBothProducts(request));
  await financeHydrated(page, javaScriptEnabled);
  const text = await page.locator("main").innerText();

  // Every deposit the page states: in the examples' tables and lists, and in the cards' "with a £250 deposit".
  const deposits = [
    ...[...text.matchAll(/Deposit\s+(£[\d,]+(?:\.\d+)?)/g)].map((match) => match[1]),
    ...[...text.matchAll(/(£[\d,]+(?:\.\d+)?) deposit/g)].map((match) => match[1]),
  ];
  expect(deposits.length).toBeGreaterThan(2);
  for (const deposit of deposits) expect(deposit).toMatch(/^£[\d,]+$/);
  // The other amounts of the examples: pence only where there are some.
  for (const label of [
    "Cash price",
    "Total amount of credit",
    "Option to purchase fee",
    "Total amount payable",
  ])
    expect(text).not.toMatch(new RegExp(`${label}\\s+(£[\\d,.]+\\s+)*£[\\d,]+\\.00\\b`));

  // The personalised example: the deposit alone in its cell, the monthly payment with pence.
  const block = personalise(page);
  const figure = (term: RegExp) =>
    block.locator("dt").filter({ hasText: term }).first().locator("xpath=following-sibling::dd[1]");
  await expect(figure(/^Deposit$/)).toHaveText(/^£[\d,]+$/);
  await expect(figure(/^\d+ monthly payments of$/)).toHaveText(/^£[\d,]+\.\d{2}$/);
  await expect(block.locator("p", { hasText: "a month" }).first()).toContainText(/£[\d,]+\.\d{2} a month/);
});
