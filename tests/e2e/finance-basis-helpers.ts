import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { monthlyOf, personalise, pounds } from "./finance-helpers";

/** Every card's monthly figure, as the shopper reads it: the payment and the product named beside it. */
export async function cardFigures(page: Page): Promise<{ name: string; monthly: number; product: string }[]> {
  const cards = page.getByRole("article");
  const figures = [];
  for (const card of await cards.all()) {
    const text = await card
      .getByText(/a month \((HP|PCP)\)/)
      .first()
      .innerText();
    figures.push({
      name: await card.getByRole("heading").first().innerText(),
      monthly: pounds(text),
      product: /a month \((HP|PCP)\)/.exec(text)![1]!,
    });
  }
  return figures;
}

/** A monthly search's cards: at least one, each with a figure on the searched product inside the budget. */
export async function expectCardsWithin(page: Page, budget: { product: string; from: number; to: number }) {
  // The first card names the product once the search's results are drawn (the address changes a moment before).
  await expect(page.getByRole("article").first()).toContainText(`a month (${budget.product})`);
  const figures = await cardFigures(page);
  expect(figures.length).toBe(await page.getByRole("article").count());
  for (const figure of figures) {
    expect(figure.product, figure.name).toBe(budget.product);
    expect(figure.monthly, figure.name).toBeGreaterThanOrEqual(budget.from);
    expect(figure.monthly, figure.name).toBeLessThanOrEqual(budget.to);
  }
  return figures;
}

/**
 * The search made its basis the shopper's: each of the first two cars' own pages, opened plainly, quotes the card's
 * figure on that product.
 */
export async function expectCarPagesQuoteCards(page: Page, figures: { monthly: number }[], product: string) {
  const paths = await page
    .getByRole("article")
    .locator("a.card-link")
    .evaluateAll((links) => links.slice(0, 2).map((link) => link.getAttribute("href")!));
  for (const [index, path] of paths.entries()) {
    await page.goto(path);
    const block = personalise(page);
    await expect(block).toContainText(product);
    expect(await monthlyOf(block), path).toBe(figures[index]!.monthly);
  }
}
