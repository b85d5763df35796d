import { test, expect } from "./fixtures";
import { carWithBothProducts, financeHydrated, personalise } from "./finance-helpers";

/**
 * The site's money rule (app/lib/format.ts): amounts in whole pounds unless pence matter ("£250", "£3,740.96"), monthly
 * payments always with their pence ("£150.82", "£150.00"); a representative example's sentence, which holds payments,
 * gives every amount its pence.
 */

test("a car's page shows deposits in whole pounds and monthly payments with their pence", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await page.goto(await carWithBothProducts(request));
  await financeHydrated(page, javaScriptEnabled);
  const text = await page.locator("main").innerText();

  // Every deposit the examples' tables and lists state, in whole pounds.
  const deposits = [...text.matchAll(/Deposit\s+(£[\d,]+(?:\.\d+)?)/g)].map((match) => match[1]);
  expect(deposits.length).toBeGreaterThan(1);
  for (const deposit of deposits) expect(deposit).toMatch(/^£[\d,]+$/);
  // A sentence holds one money format (docs/decisions/265-finance-money-and-add-ons.md): the cards' "with a £250.00
  // deposit" opens their example's sentence, whose payments keep their pence, so every amount in it has pence.
  const sentences = [...text.matchAll(/Representative example[^:\n]*:[^\n]*?APR representative\./g)];
  expect(sentences.length).toBeGreaterThan(0);
  for (const [sentence] of sentences)
    for (const [amount] of sentence.matchAll(/£[\d,]+(\.\d+)?/g)) expect(amount).toMatch(/\.\d\d$/);
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
