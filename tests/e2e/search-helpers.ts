import { expect, type Locator, type Page } from "@playwright/test";

/** The results page's live count: "Showing 1–9 of 43 cars" (or "No cars match your search"). */
export function resultsStatus(page: Page): Locator {
  return page.getByRole("region", { name: "Cars for sale" }).getByRole("status");
}

/** The total the live count states. */
export async function resultsTotal(page: Page): Promise<number> {
  const text = (await resultsStatus(page).textContent()) ?? "";
  if (/No cars match/.test(text)) return 0;
  const match = text.match(/of ([\d,]+) cars?/);
  if (!match) throw new Error(`No total in "${text}"`);
  return Number(match[1].replace(/,/g, ""));
}

export async function expectTotal(page: Page, total: number) {
  await expect(resultsStatus(page)).toHaveText(
    total === 0 ? "No cars match your search" : new RegExp(`of ${total.toLocaleString("en-GB")} cars?$`),
  );
}

/** "Ford (43)" → 43 */
export function countIn(label: string): number {
  const match = label.match(/\((\d+)\)$/);
  if (!match) throw new Error(`No count in "${label}"`);
  return Number(match[1]);
}

export const filterForm = (page: Page) => page.getByRole("form", { name: "Filter results" });

/** Opens a section or dropdown of the filter panel by its summary's text, if it is closed; answers it. */
export async function open(scope: Locator, summary: string | RegExp): Promise<Locator> {
  const details = scope
    .locator("details")
    .filter({ has: scope.page().locator("summary", { hasText: summary }) });
  // Sections hold dropdowns: the innermost match is the one named.
  const target = details.last();
  if (!(await target.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await target.locator("summary").first().click();
  }
  return target;
}

/**
 * Without JavaScript a change waits for 'Apply filters' (the browser's GET, then the loader's redirect to the
 * canonical URL); with it the change has already been applied.
 */
export async function applyFilters(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) await filterForm(page).getByRole("button", { name: "Apply filters" }).click();
}

/** Ticks a checkbox and applies it; answers the count its label promised. */
export async function tick(page: Page, box: Locator, javaScriptEnabled: boolean): Promise<number> {
  const promised = countIn((await box.evaluate(labelText)).trim());
  // Found again by name and value: the dropdown's summary, which found it, changes with the choice.
  const name = await box.getAttribute("name");
  const value = await box.getAttribute("value");
  const chosen = filterForm(page).locator(`input[name="${name}"][value="${value}"]`);
  // A click on its label, not check(): a body-type tile hides its box, and with JavaScript the box shows the new
  // search's state, which takes a navigation to arrive.
  await chosen.locator("xpath=ancestor::label").click();
  await expect(chosen).toBeChecked();
  await applyFilters(page, javaScriptEnabled);
  await expect(page).toHaveURL(new RegExp(`[?&]${name}=([^&]*,)?${value}(,|&|$)`));
  return promised;
}

function labelText(element: Element): string {
  return (element as HTMLInputElement).labels?.[0]?.textContent ?? "";
}

/** The names of the cars on the page, in order. */
export async function cardNames(page: Page): Promise<string[]> {
  return page
    .getByRole("region", { name: "Cars for sale" })
    .getByRole("article")
    .getByRole("heading")
    .allTextContents();
}
