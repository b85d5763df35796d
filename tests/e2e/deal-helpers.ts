import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { carSlugs } from "./forms-helpers";
import { workerDatabase } from "./dealer-database";
import { answerEverything, atStep } from "./valuation-helpers";

/**
 * Helpers for the deal page (/used/{category}/{slug}/deal, docs/decisions/326-a-deal-priced-once.md): a car dear
 * enough for every finance product, a valuation of the shopper's own car, and the summary's figures read as pence.
 */

/**
 * The sitemap positions (from its end, as `reservableCar` counts) no other spec takes a car from: the deal spec's own.
 * The site's stock has about 360 cars, so there is no room past the other specs' ranges.
 */
const DEAL_POSITIONS = [...range(140, 160), ...range(190, 200)];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, index) => from + index);
}

/** YYYY-MM-DD six years before today. */
function sixYearsAgo(): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - 6);
  return day.toISOString().slice(0, 10);
}

export interface DealCar {
  slug: string;
  vrm: string;
  finalPrice: number;
  /** The cash price the site shows: final price and admin fee. */
  cashPrice: number;
}

/**
 * The car for test `slot` of the deal spec (each test its own slot, each project its own car): a car that can still
 * be reserved, whose cash price is at least £12,000 — PCP needs £5,000, and a part-exchange and a cash deposit must
 * leave something to finance — and first registered within six years, so PCP over the longest term the tests choose
 * (48 months) ends before the car is ten (the lender's rule: a 2019 car was refused PCP over 36 months in CI), the
 * slot's among those at the spec's own sitemap positions (14 such cars there for the spec's 12 slots).
 */
export async function dealCar(page: Page, slot: number, javaScriptEnabled: boolean): Promise<DealCar> {
  const slugs = (await carSlugs(page)).reverse();
  const db = workerDatabase();
  let wanted = slot * 2 + (javaScriptEnabled ? 0 : 1);
  for (const position of DEAL_POSITIONS) {
    const slug = slugs[position];
    if (!slug) break;
    const row = await db
      .selectFrom("vehicles")
      .select(["vrm", "final_price", "admin_fee", "status", "date_first_registered"])
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (!row || row.status !== "FOR_SALE_RETAIL" || row.final_price + row.admin_fee < 12_000) continue;
    if (row.date_first_registered < sixYearsAgo()) continue;
    const response = await page.request.get(`/reserve/${slug}`);
    if (!response.ok() || !(await response.text()).includes("Your details")) continue;
    if (wanted-- > 0) continue;
    return { slug, vrm: row.vrm, finalPrice: row.final_price, cashPrice: row.final_price + row.admin_fee };
  }
  throw new Error(`No reservable car of at least £12,000 for the deal spec's slot ${slot}`);
}

/** Sets a car's price in the dealer database, as the dealer's stock feed would (the stock's version moves with it). */
export async function setFinalPrice(slug: string, finalPrice: number): Promise<void> {
  await workerDatabase()
    .updateTable("vehicles")
    .set({ final_price: finalPrice })
    .where("slug", "=", slug)
    .execute();
}

export interface Valued {
  /** The valuation summary's address. */
  summary: string;
  /** "We would pay £low to £high", in pounds. */
  low: number;
  high: number;
  /** "valid until 6th December 2026". */
  validUntil: string;
}

/** Values `plate` through the wizard's four steps and reads the summary's range. */
export async function valueCar(page: Page, plate: string, javaScriptEnabled: boolean): Promise<Valued> {
  await answerEverything(page, plate, javaScriptEnabled);
  await page.getByRole("button", { name: "Get my valuation" }).click();
  await atStep(page, "Your valuation summary", javaScriptEnabled);
  const price = page.getByRole("region", { name: "We would pay" });
  await expect(price).toContainText(/£[\d,]+ to £[\d,]+/);
  const text = (await price.textContent()) ?? "";
  const [low, high] = text.match(/£[\d,]+/g)!.map((each) => Number(each.replace(/\D/g, "")));
  const validUntil = /valid until (\d{1,2}(?:st|nd|rd|th) \w+ 20\d\d)/.exec(text)?.[1];
  if (!validUntil) throw new Error(`No "valid until" in ${text}`);
  return { summary: new URL(page.url()).pathname, low, high, validUntil };
}

/** "£1,234.56" (or "− £1,234") in a text, as pence: the first amount. */
export function pence(text: string | null): number {
  const match = /(−|-)?\s*£([\d,]+(?:\.\d{2})?)/.exec(text ?? "");
  if (!match) throw new Error(`No amount in "${text}"`);
  const [pounds, pennies = "0"] = match[2].replace(/,/g, "").split(".");
  return (match[1] ? -1 : 1) * (Number(pounds) * 100 + Number(pennies));
}

/** The summary's list of figures. */
export const figures = (page: Page) => page.getByRole("region", { name: "Your deal", exact: true });

/** The value (and its note) of the summary's row whose term is exactly `label`. */
export function figure(page: Page, label: string): Locator {
  const list = page.locator('dl[aria-label="Your deal\'s figures"]');
  return list
    .locator("div")
    .filter({
      has: page.locator("dt", { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) }),
    })
    .locator("dd");
}

/** The row's amount, in pence, once the row shows. */
export async function figurePence(page: Page, label: string): Promise<number> {
  const value = figure(page, label);
  await expect(value).toContainText("£");
  return pence(await value.textContent());
}

/** The form's error summary. */
export const errorSummary = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });

/** The page's width is the screen's: nothing scrolls sideways. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
