import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { workerDatabase } from "./dealer-database";

/**
 * Finding cars for the vehicle-page tests without hard-coding any: cars for sale come from the sitemap; a page that
 * shows what a test needs is found by reading the pages themselves. Sold cars are in no public list, so those alone
 * are read from the e2e server's own database (tests/e2e/dealer-database.ts).
 */

export async function vehiclePathsFromSitemap(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/used\/cars\/[a-z0-9-]+)<\/loc>/g)]
    .map((match) => match[1])
    .filter((path) => path !== "/used/cars/search");
}

const found = new Map<string, Promise<string>>();
const BATCH = 6;

/** The first car page (in sitemap order) whose HTML satisfies `wanted`; remembered by `name` within a worker. */
export function findVehiclePage(
  request: APIRequestContext,
  name: string,
  wanted: (html: string) => boolean,
): Promise<string> {
  let search = found.get(name);
  if (!search) {
    search = (async () => {
      const paths = await vehiclePathsFromSitemap(request);
      for (let start = 0; start < paths.length; start += BATCH) {
        const batch = paths.slice(start, start + BATCH);
        const pages = await Promise.all(batch.map(async (path) => (await request.get(path)).text()));
        const index = pages.findIndex(wanted);
        if (index >= 0) return batch[index];
      }
      throw new Error(`No car in the sitemap has ${name}`);
    })();
    found.set(name, search);
  }
  return search;
}

/** How many pictures the page says the car has ("Gallery (6)"; React puts comment markers around the number). */
export const pictureCount = (html: string) =>
  Number(/Gallery \((?:<!-- -->)?(\d+)(?:<!-- -->)?\)/.exec(html)?.[1] ?? -1);

/** The first car (by id) with this status and its registration, from the e2e server's database. */
async function firstVehicle(status: "SOLD" | "FOR_SALE_RETAIL"): Promise<{ slug: string; vrm: string }> {
  const row = await workerDatabase()
    .selectFrom("vehicles")
    .select(["slug", "vrm"])
    .where("status", "=", status)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error(`The seeded stock has no car of status ${status}`);
  return row;
}

/** A sold car and its registration, from the e2e server's database. */
export const soldVehicle = () => firstVehicle("SOLD");

export const soldVehiclePath = async () => `/used/cars/${(await soldVehicle()).slug}`;

/** A car for sale and its registration, for the resource routes that take one. */
export const vehicleForSale = () => firstVehicle("FOR_SALE_RETAIL");

/**
 * Scrolls a car's page until its headline price is just out of the window: with JavaScript the sticky bar shows from
 * then on (docs/decisions/305-car-page-first-screen.md); without, it always shows.
 */
export async function scrollPastHeadlinePrice(page: Page) {
  await page.evaluate(() => {
    const price = document.getElementById("headline-price");
    if (price) window.scrollTo(0, window.scrollY + price.getBoundingClientRect().bottom + 1);
  });
  await expect(page.getByRole("region", { name: "Price and enquiry" })).toBeVisible();
}
