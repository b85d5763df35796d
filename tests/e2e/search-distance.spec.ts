import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { branches } from "../../dealer-api/branches";
import { postcodeDistricts } from "../../dealer-api/places/postcode-table";
import { deliveryTariffData } from "../../dealer-api/content/data/delivery";
import { expectTotal, filterForm, open, resultsStatus } from "./search-helpers";
import { workerDatabase } from "./dealer-database";

/**
 * The distance search and delivery (issue 14), JS on and off. The expected distances are worked out here, from the
 * same embedded table (the postcode's district) and the branches' own positions, with this file's own great-circle
 * formula: the site's answer is checked, not echoed.
 */

const EARTH_RADIUS_MILES = 3958.76;
function crowMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const x = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2;
  const y =
    Math.cos(a.latitude * rad) *
    Math.cos(b.latitude * rad) *
    Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(x + y)));
}

/** Each branch's whole miles from a district of the table, by town. */
function milesFrom(district: string): Map<string, number> {
  const [latitude, longitude] = postcodeDistricts[district];
  return new Map(branches.map((branch) => [branch.city_town, crowMiles({ latitude, longitude }, branch)]));
}

/** Cars the search page can list (for sale, with a picture) at these towns' branches, from the server's database. */
async function carsAt(towns: string[]): Promise<number> {
  const ids = branches.filter((branch) => towns.includes(branch.city_town)).map((branch) => branch.id);
  const row = await workerDatabase()
    .selectFrom("vehicles")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "FOR_SALE_RETAIL")
    .where("image_count", ">=", 1)
    .where("site_id", "in", ids)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A car for sale at a branch, from the server's database. */
async function carAt(town: string): Promise<string> {
  const site = branches.find((branch) => branch.city_town === town)!.id;
  const row = await workerDatabase()
    .selectFrom("vehicles")
    .select("slug")
    .where("status", "=", "FOR_SALE_RETAIL")
    .where("site_id", "=", site)
    .orderBy("id")
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.slug;
}

const milesWords = (miles: number) =>
  miles < 1 ? "under a mile" : miles === 1 ? "1 mile" : `${miles} miles`;

/** Each card's "24 miles away, at Leeds", in page order. */
async function cardWhereabouts(page: Page): Promise<{ miles: number; town: string }[]> {
  const lines = await page.locator(".card-whereabouts").allTextContents();
  return lines.map((line) => {
    const match = /^(Under a mile|\d+ miles?) away, at ([A-Za-z]+)/.exec(line);
    if (!match) throw new Error(`No distance in "${line}"`);
    return { miles: match[1] === "Under a mile" ? 0 : parseInt(match[1], 10), town: match[2] };
  });
}

async function chooseDistance(page: Page, postcode: string, range: string, javaScriptEnabled: boolean) {
  const section = await open(filterForm(page), "Distance");
  await section.getByLabel("Your postcode").fill(postcode);
  const select = section.getByLabel("Distance", { exact: true });
  const label = (await select.locator("option", { hasText: new RegExp(`^${range}`) }).textContent())!;
  await select.selectOption({ label });
  // With JavaScript the choice applies the postcode and distance at once; without, the section's own button does.
  if (!javaScriptEnabled) await section.getByRole("button", { name: "Update distance" }).click();
}

test("a postcode and a distance narrow the search to nearby cars, nearest first, and the URL reproduces it", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const miles = milesFrom("YO30");
  const within25 = [...miles].filter(([, distance]) => distance <= 25).map(([town]) => town);
  expect(within25.length).toBeGreaterThan(0);
  expect(within25.length).toBeLessThan(branches.length);

  await page.goto("/used/cars/search");
  await chooseDistance(page, "yo30 4wy", "Within 25 miles", javaScriptEnabled);
  await expect(page).toHaveURL(/\/used\/cars\/search\?distance_from=YO30%204WY&distance_range=25$/);
  const expected = await carsAt(within25);
  // With the postcode placed, each distance has its count.
  const distance = filterForm(page).getByLabel("Distance", { exact: true });
  await expect(distance.locator("option:checked")).toHaveText(`Within 25 miles (${expected})`);
  await expect(distance.locator("option", { hasText: /^National/ })).toHaveText(
    `National (${await carsAt(branches.map((b) => b.city_town))})`,
  );
  await expectTotal(page, expected);
  for (const card of await cardWhereabouts(page)) {
    expect(within25).toContain(card.town);
    expect(card.miles).toBe(miles.get(card.town));
  }
  // The panel keeps the postcode as read; the distance is an applied filter like the others.
  await expect(filterForm(page).getByLabel("Your postcode")).toHaveValue("YO30 4WY");
  await expect(
    page.getByRole("link", { name: "Remove Distance: Within 25 miles of YO30 4WY" }),
  ).toHaveAttribute("href", "/used/cars/search?distance_from=YO30%204WY");
  await expectAccessible();

  // Nearest first: offered now there is a postcode.
  const sort = page.getByLabel("Sort by");
  await sort.selectOption({ label: "Nearest first" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Sort", exact: true }).click();
  // The sort form's own GET (no JavaScript) encodes it differently: the same query, read as the loader reads it.
  await expect(page).toHaveURL(
    (url) => [...url.searchParams].join("&") === "distance_from,YO30 4WY&distance_range,25&sort,distance|asc",
  );
  const nearest = Math.min(...within25.map((town) => miles.get(town)!));
  // The cards follow the URL once the new results have arrived.
  await expect.poll(async () => (await cardWhereabouts(page))[0]?.miles).toBe(nearest);
  const shown = await cardWhereabouts(page);
  expect(shown.map((card) => card.miles)).toEqual([...shown.map((card) => card.miles)].sort((a, b) => a - b));

  // The same URL, opened afresh, is the same page.
  const url = page.url();
  const names = await page.locator(".card-name").allTextContents();
  const again = await page.context().newPage();
  await again.goto(url);
  await expect(resultsStatus(again)).toHaveText(new RegExp(`of ${expected} cars$`));
  expect(await again.locator(".card-name").allTextContents()).toEqual(names);
  await again.close();
});

test("the car page prices delivery to the postcode the search used, and in the true-cost table", async ({
  page,
  expectAccessible,
}) => {
  const miles = milesFrom("YO30").get("Manchester")!;
  const band = deliveryTariffData.bands.find(
    (each) => each.up_to_miles === null || miles <= each.up_to_miles,
  )!;
  expect(band.price).toBeGreaterThan(0);

  // The search keeps the postcode for the car pages that follow.
  await page.goto("/used/cars/search?distance_from=YO30%204WY");
  await expect(resultsStatus(page)).toBeVisible();
  await page.goto(`/used/cars/${await carAt("Manchester")}`);
  const delivery = page.getByRole("region", { name: "Collection and delivery" });
  await expect(delivery.getByText(`Collect from Manchester (${miles} miles)`)).toBeVisible();
  await expect(delivery.getByText(`Delivery £${band.price} to YO30 (${miles} miles)`)).toBeVisible();
  const costs = page.getByRole("table", { name: /What this car costs/ });
  await expect(
    costs.getByRole("row", {
      name: `Delivery to YO30 (${miles} miles) £${band.price} Or collect from Manchester for free`,
    }),
  ).toBeVisible();
  await expectAccessible();

  // Another postcode from the page's own form: within the free radius of the car's branch.
  const near = milesFrom("M15").get("Manchester")!;
  await delivery.getByLabel("Deliver to another postcode").fill("m15 4ez");
  await delivery.getByRole("button", { name: "Check delivery" }).click();
  await expect(page).toHaveURL(/\?postcode=M15\+4EZ|\?postcode=m15\+4ez/);
  await expect(delivery.getByText(`Free delivery to M15 (${milesWords(near)})`)).toBeVisible();
});

test("a bad postcode gets a clear message beside the field and keeps what was typed", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/used/cars/search?body_type=suv");
  const all = Number(/of (\d+) cars/.exec((await resultsStatus(page).textContent())!)![1]);
  await chooseDistance(page, "Leeds city", "Within 25 miles", javaScriptEnabled);
  await expect(page).toHaveURL(/body_type=suv&distance_from=Leeds%20city&distance_range=25$/);
  const field = filterForm(page).getByLabel("Your postcode");
  await expect(field).toHaveValue("Leeds city");
  await expect(field).toHaveAccessibleDescription(
    /Error: Enter a UK postcode, like LS11 8BU, or the first part of one/,
  );
  // The search still runs, without the distance, and keeps the other filters.
  await expectTotal(page, all);
  await expect(page.getByLabel("Sort by").locator("option", { hasText: "Nearest first" })).toHaveCount(0);
  await expectAccessible();

  // Well-formed but no such postcode: the dealer API says so.
  await page.goto("/used/cars/search?distance_from=QQ1%201AA&distance_range=10");
  await expect(filterForm(page).getByLabel("Your postcode")).toHaveAccessibleDescription(
    /Error: We can't find the postcode QQ1 1AA/,
  );

  // The car page's form too.
  await page.goto(`/used/cars/${await carAt("Leeds")}?postcode=nowhere`);
  const delivery = page.getByRole("region", { name: "Collection and delivery" });
  await expect(delivery.getByLabel("Your postcode")).toHaveValue("nowhere");
  await expect(delivery.getByLabel("Your postcode")).toHaveAccessibleDescription(
    /Error: Enter a UK postcode/,
  );
  await expectAccessible();
});

test("the home page's hero searches by postcode and distance from its Features option", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const miles = milesFrom("YO30");
  const within25 = [...miles].filter(([, distance]) => distance <= 25).map(([town]) => town);
  const heroForm = page.getByRole("form", { name: "Perfectly matched at a perfect price" });
  const searchButton = heroForm.getByRole("button", { name: /^Search \d+ cars?$/ });
  await page.goto("/");
  if (javaScriptEnabled) await expect(searchButton).not.toHaveAttribute("formaction");
  await heroForm.locator("summary", { hasText: /Features|Help me choose/ }).click();
  const location = heroForm.getByRole("group", { name: "Location" });
  await location.getByLabel("Your postcode").fill("yo30 4wy");
  await location.getByLabel("Distance").selectOption("25");
  await expectAccessible();
  await heroForm.getByRole("button", { name: "Update" }).click();
  const expected = await carsAt(within25);
  await expect(heroForm.getByRole("list", { name: "Chosen features" })).toContainText(
    "Within 25 miles of YO30 4WY",
  );
  await expect(searchButton).toHaveText(`Search ${expected} cars`);
  await searchButton.click();
  await expect(page).toHaveURL(/\/used\/cars\/search\?distance_from=YO30(%20|\+)4WY&distance_range=25$/);
  await expectTotal(page, expected);
});
