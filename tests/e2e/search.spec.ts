import { test, expect } from "./fixtures";
import { unlistedMakeAndModel, unlistedModelOfListedMake } from "./dealer-api";
import {
  applyFilters,
  cardNames,
  countIn,
  expectTotal,
  filterForm,
  open,
  resultsStatus,
  resultsTotal,
  tick,
} from "./search-helpers";

test("make → model → trim through the form, each count beside an option equal to the results it gives", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/used/cars/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used cars for sale");
  await expectAccessible();
  const form = filterForm(page);
  await expect(form.getByText("Choose a make first")).toBeVisible();

  const makes = await open(form, /Make: Any/);
  const make = makes.getByRole("checkbox", { name: /\(\d+\)$/ }).first();
  const makeName = (await make.evaluate((box) => (box as HTMLInputElement).labels![0].textContent!)).replace(
    / \(\d+\)$/,
    "",
  );
  const makeCount = await tick(page, make, javaScriptEnabled);
  await expect(page).toHaveURL(/\?make=[a-z-]+$/);
  await expectTotal(page, makeCount);
  await expect(page.getByRole("link", { name: `Remove Make: ${makeName}` })).toBeVisible();
  await expectAccessible();

  const models = await open(form, /Model: Any/);
  const modelCount = await tick(page, models.getByRole("checkbox").first(), javaScriptEnabled);
  await expect(page).toHaveURL(/\?make=[a-z-]+&range=[a-z0-9-]+$/);
  await expectTotal(page, modelCount);
  await expectAccessible();

  const trims = await open(form, /Trim: Any/);
  const trimCount = await tick(page, trims.getByRole("checkbox").first(), javaScriptEnabled);
  await expect(page).toHaveURL(/&derivative=[a-z0-9-]+$/);
  await expectTotal(page, trimCount);
  await expectAccessible();

  // 'Any make' clears the make and everything under it.
  await (await open(form, /Make: /)).getByRole("link", { name: "Any make" }).click();
  await expect(page).toHaveURL(/\/used\/cars\/search$/);
  await expect(form.getByText("Choose a make first")).toBeVisible();
});

test("body type, gearbox and extra-filter counts equal the results they give", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/used/cars/search");
  const form = filterForm(page);
  const bodyType = (await open(form, "Body type")).getByRole("checkbox").first();
  await expectTotal(page, await tick(page, bodyType, javaScriptEnabled));
  await expect(page).toHaveURL(/\?body_type=[a-z]+$/);

  const gearbox = (await open(form, "Gearbox")).getByRole("checkbox").last();
  await expectTotal(page, await tick(page, gearbox, javaScriptEnabled));
  await expectAccessible();

  await form.getByText("Show extra filters").click();
  const insurance = form.getByLabel("Insurance group");
  const option = insurance.locator("option").nth(2);
  const label = (await option.textContent()) ?? "";
  await insurance.selectOption({ label });
  await applyFilters(page, javaScriptEnabled);
  await expect(page).toHaveURL(/insurance_group=\d+/);
  await expectTotal(page, countIn(label));
  await expect(page.getByRole("link", { name: /Remove Insurance: Up to group \d+/ })).toBeVisible();
  await expectAccessible();
});

test("sorting reorders the cars, keeps the filters and starts again at page 1", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.goto("/used/cars/search?page=2");
  await page.getByLabel("Sort by").selectOption({ label: "Highest price first" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Sort", exact: true }).click();
  // A no-JS form sends the bar encoded (%7C): the same canonical search.
  await expect(page).toHaveURL(/\/used\/cars\/search\?sort=price(\||%7C)desc$/);
  await expect(resultsStatus(page)).toHaveText(/^Showing 1–12 of/);
  const cards = page.getByRole("region", { name: "Cars for sale" }).getByRole("article");
  const pounds: number[] = [];
  for (const card of await cards.all()) {
    // The price paid (a discounted card also shows the old price, struck through, after it).
    const price = await card
      .getByText(/^£[\d,]+$/)
      .first()
      .textContent();
    pounds.push(Number(price?.replace(/[£,]/g, "")));
  }
  expect(pounds.length).toBe(12);
  expect([...pounds].sort((a, b) => b - a)).toEqual(pounds);
  await expectAccessible();
});

test("paging keeps the filters and the sort; page links are real links", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/used/cars/search?fuel_type=petrol&sort=mileage|asc");
  const total = await resultsTotal(page);
  expect(total).toBeGreaterThan(18);
  const first = await cardNames(page);
  const pages = page.getByRole("navigation", { name: "Pages of results" });
  await expect(pages.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
    "href",
    "/used/cars/search?fuel_type=petrol&sort=mileage|asc&page=2",
  );
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\?fuel_type=petrol&sort=mileage\|asc&page=2$/);
  await expect(resultsStatus(page)).toHaveText(`Showing 13–24 of ${total} cars`);
  expect(await cardNames(page)).not.toEqual(first);
  await expect(pages.locator('[aria-current="page"]')).toHaveText("Page 2");
  await expect(page.getByRole("link", { name: "Remove Fuel type: Petrol" })).toBeVisible();
  await expectAccessible();
});

test("removing a chip is a real link back to the search without it", async ({ page, expectAccessible }) => {
  await page.goto("/used/cars/search?fuel_type=petrol");
  const petrol = await resultsTotal(page);
  await page.goto("/used/cars/search?fuel_type=petrol&body_type=suv&page=2");
  const both = await resultsTotal(page);
  expect(both).toBeLessThan(petrol);
  await expectAccessible();
  await page.getByRole("link", { name: "Remove Body type: SUV" }).click();
  await expect(page).toHaveURL(/\/used\/cars\/search\?fuel_type=petrol$/);
  await expectTotal(page, petrol);
  await page.getByRole("link", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL(/\/used\/cars\/search$/);
  await expect(page.getByRole("region", { name: "Applied filters" })).toHaveCount(0);
});

test("grid or list view is kept in the visitor's session", async ({ page, expectAccessible }) => {
  await page.goto("/used/cars/search?make=ford");
  const views = page.getByRole("group", { name: "Show results as" });
  await expect(views.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "true");
  await views.getByRole("button", { name: "List" }).click();
  await expect(views.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/used\/cars\/search\?make=ford$/);
  // The list card adds body, doors and seats to the key facts.
  await expect(page.getByRole("list", { name: "Key facts" }).first()).toContainText("doors");
  await expectAccessible();
  await page.goto("/used/cars/search");
  await expect(views.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await views.getByRole("button", { name: "Grid" }).click();
  await expect(views.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "true");
});

test("a card shows its name, price, key facts, three features, views and grade", async ({ page }) => {
  await page.goto("/used/cars/search");
  const card = page.getByRole("region", { name: "Cars for sale" }).getByRole("article").first();
  await expect(card.getByRole("heading", { level: 3 })).toBeVisible();
  await expect(card.getByText(/^£[\d,]+$/).first()).toBeVisible();
  await expect(card.getByRole("list", { name: "Key facts" })).toContainText(/miles/);
  expect(
    await card.getByRole("list", { name: "Features" }).getByRole("listitem").count(),
  ).toBeLessThanOrEqual(3);
  await expect(card.getByText(/\d+ recent views?/)).toBeVisible();
  await expect(card.getByText(/^Grade [123]/)).toHaveAttribute("title", /Excellent|Very Good|Great/);
  // The card's own link is its heading's (a card without a monthly figure also links to the car's finance options).
  const href = await card.getByRole("heading", { level: 3 }).getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/used\/cars\/[a-z0-9-]+$/);
  // The features shown are the same on every visit.
  const features = await card.getByRole("list", { name: "Features" }).textContent();
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Cars for sale" }).getByRole("article").first().getByRole("list", {
      name: "Features",
    }),
  ).toHaveText(features ?? "");
});

test("the Saved and Recently viewed buttons open their bars on the search page, which keeps its search", async ({
  page,
  request,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const search = "/used/cars/search?make=ford&body_type=hatchback";
  // The bar's names are the page's, not the search's: kept in place, never a filter.
  const kept = await request.get(`${search}&panel=saved`, { maxRedirects: 0 });
  expect(kept.status()).toBe(200);
  const tidied = await request.get(
    "/used/cars/search?panel=recent&panel_page=2&body_type=hatchback&make=ford,",
    {
      maxRedirects: 0,
    },
  );
  expect(tidied.status()).toBe(302);
  expect(tidied.headers()["location"]).toBe(`${search}&panel=recent&panel_page=2`);
  const bogus = await request.get(`${search}&panel=everything`, { maxRedirects: 0 });
  expect(bogus.headers()["location"]).toBe(search);

  await page.goto(search);
  // Enhanced, the buttons open a dialog in place (the header marks them expandable once hydrated).
  if (javaScriptEnabled)
    await expect(page.getByRole("link", { name: /^Saved vehicles/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  const total = await resultsTotal(page);
  const chips = page.getByRole("region", { name: "Applied filters" }).getByRole("link");
  const chipHrefs = await chips.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const bar = (name: string) =>
    javaScriptEnabled ? page.getByRole("dialog", { name }) : page.getByRole("region", { name });

  for (const [button, name, empty, panel] of [
    [/^Saved vehicles: \d+$/, "Saved vehicles", "You have no favourite vehicles", "saved"],
    [
      /^Recently viewed vehicles$/,
      "Recently viewed vehicles",
      "You have no recently viewed vehicles",
      "recent",
    ],
  ] as const) {
    await page.getByRole("link", { name: button }).click();
    await expect(bar(name).getByText(empty)).toBeVisible();
    if (!javaScriptEnabled) {
      await expect(page).toHaveURL(`${search}&panel=${panel}`);
      await expectAccessible();
      await bar(name)
        .getByRole("link", { name: /^Close/ })
        .click();
      await expect(page).toHaveURL(search);
    } else {
      await page.keyboard.press("Escape");
    }
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("region", { name })).toHaveCount(0);
  }

  // Opened from its address (a shared or reloaded link), the bar shows over the same search.
  await page.goto(`${search}&panel=recent`);
  await expect(page).toHaveURL(`${search}&panel=recent`);
  await expect(page.getByRole("region", { name: "Recently viewed vehicles" })).toBeVisible();
  await expectTotal(page, total);
  // The search's own links lead to searches, without the bar.
  expect(await chips.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
    chipHrefs,
  );
  await expect(filterForm(page).locator('[name="panel"], [name="panel_page"]')).toHaveCount(0);
});

test("a link to a make or model with no car for sale says so, with the way back to the rest", async ({
  page,
  expectAccessible,
}) => {
  const { make, range } = await unlistedMakeAndModel();
  await page.goto("/used/cars/search");
  const all = await resultsTotal(page);
  await page.goto("/used/cars/search?make=ford");
  const fords = await resultsTotal(page);

  const response = await page.goto(`/used/cars/search?make=${make.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`/used/cars/search?make=${make.slug}`);
  const notice = page.getByRole("heading", { name: `We have no ${make.name} cars for sale just now` });
  await expect(notice).toBeVisible();
  await expectTotal(page, 0);
  await expectAccessible();
  await page
    .getByRole("link", { name: `Remove Make: ${make.name} (${all.toLocaleString("en-GB")} cars)` })
    .click();
  await expect(page).toHaveURL(/\/used\/cars\/search$/);
  await expectTotal(page, all);

  // Beside a make with cars: those cars, and the notice.
  await page.goto(`/used/cars/search?make=ford,${make.slug}`);
  await expect(page).toHaveURL(`/used/cars/search?make=ford,${make.slug}`);
  await expectTotal(page, fords);
  await expect(page.getByText(`We have no ${make.name} cars for sale just now`)).toBeVisible();
  await expectAccessible();

  // A link to one of its models: the make has none at all, which says more.
  await page.goto(`/used/cars/search?range=${range.slug}`);
  await expect(page).toHaveURL(`/used/cars/search?make=${make.slug}&range=${range.slug}`);
  await expect(
    page.getByRole("heading", { name: `We have no ${make.name} cars for sale just now` }),
  ).toBeVisible();
  // A model with none, of a make with cars: named by its make, the make's cars a click away.
  const other = await unlistedModelOfListedMake();
  await page.goto(`/used/cars/search?make=${other.make.slug}&range=${other.range.slug}`);
  await expect(page).toHaveURL(`/used/cars/search?make=${other.make.slug}&range=${other.range.slug}`);
  const model = other.range.name.startsWith(`${other.make.name} `)
    ? other.range.name
    : `${other.make.name} ${other.range.name}`;
  const none = page.getByRole("region", { name: `We have no ${model} cars for sale just now` });
  await expect(none.getByRole("heading")).toBeVisible();
  await expectTotal(page, 0);
  await expect(none.getByRole("link", { name: `Remove Model: ${other.range.name} (` })).toBeVisible();

  // What names no make at all is still dropped (search-journeys.spec.ts): a make with cars is never named so.
  await page.goto("/used/cars/search?make=ford");
  await expect(page.getByText(/We have no .* cars for sale just now/)).toHaveCount(0);
});
