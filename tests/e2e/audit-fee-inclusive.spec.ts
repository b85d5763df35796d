import type { Locator, Page, TestInfo } from "@playwright/test";
import type { VehicleListing } from "@contract/vehicle";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { carsForSale } from "./dealer-api";
import { field, fillReservation, reservableCar, visitorAddress, signedInCustomer } from "./forms-helpers";

// Issue 33, item 2: the headline price is the cash price a buyer pays, final_price + the compulsory admin fee, with
// "includes £179 admin fee" under it, on every surface; the price filter and sort use it
// (docs/decisions/300-fee-inclusive-prices.md).

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info, 33) }) });

const grouped = new Intl.NumberFormat("en-GB");
const pounds = (amount: number) => `£${grouped.format(amount)}`;
const cashPrice = (car: VehicleListing) => car.final_price + car.admin_fee;
const feeLine = (car: VehicleListing) => `includes ${pounds(car.admin_fee)} admin fee`;

/** The dealer API's cars the results page lists (for sale, with a picture), by slug. */
async function listed(): Promise<Map<string, VehicleListing>> {
  const cars = (await carsForSale()).filter((car) => car.media_urls.length > 0);
  return new Map(cars.map((car) => [car.slug, car]));
}

const cards = (page: Page) => page.getByRole("region", { name: "Cars for sale" }).getByRole("article");
const slugOf = async (card: Locator) =>
  (await card.getByRole("heading").getByRole("link").getAttribute("href"))!.replace("/used/cars/", "");

/** Each card of the page shows its car's cash price and fee line, as the dealer API prices it. */
async function expectCardPrices(page: Page, cars: Map<string, VehicleListing>): Promise<number[]> {
  const shown: number[] = [];
  for (const card of await cards(page).all()) {
    const car = cars.get(await slugOf(card));
    expect(car, "a listed car").toBeDefined();
    await expect(card.getByText(pounds(cashPrice(car!)), { exact: true })).toBeVisible();
    if (car!.admin_fee > 0) await expect(card.getByText(feeLine(car!), { exact: true })).toBeVisible();
    else await expect(card).not.toContainText("admin fee");
    shown.push(cashPrice(car!));
  }
  return shown;
}

test(
  "search cards show the fee-inclusive price, sorted by it, and the price filter's boundary counts the fee",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    const cars = await listed();
    await page.goto("/used/cars/search?sort=price%7Casc");
    const shown = await expectCardPrices(page, cars);
    // A page of 12 cars (docs/decisions/310-results-on-a-phone.md): the twelve lowest cash prices of the stock, lowest
    // first.
    expect(shown).toHaveLength(12);
    const lowest = [...cars.values()].map(cashPrice).sort((a, b) => a - b);
    expect(shown).toEqual(lowest.slice(0, 12));
    await expectAccessible();

    // "Up to £10,000" holds every car whose cash price is £10,000 or less, and no other.
    const within = [...cars.values()].filter((car) => cashPrice(car) <= 10_000);
    const beyondOnlyByFee = [...cars.values()].filter(
      (car) => car.final_price <= 10_000 && cashPrice(car) > 10_000,
    );
    await page.goto("/used/cars/search?max_price=10000&sort=price%7Cdesc");
    await expect(
      page.getByText(new RegExp(`^Showing 1–\\d+ of ${grouped.format(within.length)} cars?$`)),
    ).toBeVisible();
    const top = await expectCardPrices(page, cars);
    expect(top[0]).toBeLessThanOrEqual(10_000);
    const slugs = await Promise.all((await cards(page).all()).map(slugOf));
    for (const car of beyondOnlyByFee) expect(slugs).not.toContain(car.slug);
    await expectAccessible();
  },
);

test("favourites and compare show the fee-inclusive price and the admin fee line", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const cars = await listed();
  await page.goto("/used/cars/search?sort=price%7Cdesc");
  const [first, second] = await cards(page).all();
  const saved: VehicleListing[] = [];
  for (const card of [first, second]) {
    const car = cars.get(await slugOf(card))!;
    const name = (await card.getByRole("heading").textContent())!.trim();
    // The toggle shows the car saved while its post is on the way: the favourites page must come after the answer.
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname === "/favourites/toggle",
    );
    await card.getByRole("button", { name: `Save ${name} to favourites` }).click();
    await answered;
    await expect(
      page
        .getByRole("article")
        .filter({ has: page.locator(`a[href="/used/cars/${car.slug}"]`) })
        .getByRole("button", {
          name: `Remove ${name} from favourites`,
        }),
    ).toBeVisible();
    saved.push(car);
  }

  await page.goto("/favourites");
  for (const car of saved) {
    const card = page
      .getByRole("main")
      .getByRole("article")
      .filter({ has: page.locator(`a[href="/used/cars/${car.slug}"]`) });
    await expect(card.getByText(pounds(cashPrice(car)), { exact: true })).toBeVisible();
    await expect(card.getByText(feeLine(car), { exact: true })).toBeVisible();
  }
  await expectAccessible();

  for (const car of saved)
    await page
      .getByRole("checkbox", {
        name: new RegExp(`^Compare .*${car.derivative.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      })
      .first()
      .check();
  await page.getByRole("button", { name: "Compare the cars you ticked" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Compare cars" })).toBeVisible();
  const table = page.getByRole("table");
  for (const car of saved) {
    const header = table
      .getByRole("columnheader")
      .filter({ has: page.locator(`a[href="/used/cars/${car.slug}"]`) });
    await expect(header.getByText(pounds(cashPrice(car)), { exact: true })).toBeVisible();
    await expect(header.getByText(feeLine(car), { exact: true })).toBeVisible();
  }
  const priceRow = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Price", exact: true }) });
  for (const car of saved) await expect(priceRow).toContainText(pounds(cashPrice(car)));
  void javaScriptEnabled;
  await expectAccessible();
});

const offsetFor = (info: TestInfo) => (info.project.name === "js" ? 300 : 310);

test("the reservation form and the checkout show the fee-inclusive price", async ({
  page,
  expectAccessible,
}, info) => {
  const slug = await reservableCar(page, offsetFor(info));
  const car = (await carsForSale()).find((each) => each.slug === slug)!;
  await page.goto(`/reserve/${slug}`);
  const main = page.getByRole("main");
  await expect(main.getByText(pounds(cashPrice(car)), { exact: true })).toBeVisible();
  await fillReservation(page);
  await page.getByRole("button", { name: "Reserve for £99" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await expect(main.getByText(pounds(cashPrice(car)), { exact: true })).toBeVisible();
  await expect(main.getByText(feeLine(car), { exact: true })).toBeVisible();
  await expectAccessible();
  // Let the car go again for the other specs.
  await page.getByRole("button", { name: /^Cancel/ }).click();
  await expect(page).toHaveURL(/\/reservation-cancel\//);
});

test("click and collect shows the same fee-inclusive price as the car's card", async ({
  page,
  expectAccessible,
}) => {
  const cars = await listed();
  await page.goto("/used/cars/search?sort=price%7Cdesc&page=2");
  const car = cars.get(await slugOf(cards(page).first()))!;
  await page.goto(`/click-collect/${car.stock_id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await field(page, "Email address").fill("demo@northwaycars.co.uk");
  await field(page, "Password").fill("test drive every car");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Buy this car online" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText(pounds(cashPrice(car)), { exact: true })).toBeVisible();
  await expect(main.getByText(feeLine(car), { exact: true })).toBeVisible();
  await expectAccessible();
});

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

test("a click-and-collect order's summary and its checkout show the same fee-inclusive price", async ({
  page,
  expectAccessible,
}, info) => {
  test.slow();
  const slug = await reservableCar(page, offsetFor(info) + 4);
  const car = (await carsForSale()).find((each) => each.slug === slug)!;
  await signedInCustomer(page, info, { prefix: "fees", first: "Martha", last: "Jones" });
  await page.goto(`/click-collect/${car.stock_id}`);
  await page.getByRole("button", { name: "Start my order" }).click();
  await expect(stepHeading(page, "Your details")).toBeVisible();
  await page.getByLabel("My name and email address above are correct").check();
  await page.getByLabel(/I agree to the terms and conditions of sale/).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(stepHeading(page, "Part exchange")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(stepHeading(page, "How you will pay")).toBeVisible();
  await page.getByRole("radio", { name: "In full" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(stepHeading(page, "Collection")).toBeVisible();
  await field(page, "Branch").selectOption({ label: "Northway Cars Leeds" });
  const saturday = await field(page, "Day (weekends too)")
    .locator("option", { hasText: /^Saturday/ })
    .first()
    .getAttribute("value");
  await field(page, "Day (weekends too)").selectOption(saturday!);
  await field(page, "Time").selectOption("10:00");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(stepHeading(page, "Check and pay")).toBeVisible();

  const main = page.getByRole("main");
  const cash = pounds(cashPrice(car));
  await expect(main.getByText(cash, { exact: true })).toBeVisible();
  await expect(main.getByText(feeLine(car), { exact: true })).toBeVisible();
  await expect(main).toContainText(`To pay at collection${pounds(cashPrice(car) - 99)}`);
  await expectAccessible();

  await page.getByRole("button", { name: "Place order and pay £99" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await expect(main.getByText(cash, { exact: true })).toBeVisible();
  await expect(main.getByText(feeLine(car), { exact: true })).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: /^Cancel/ }).click();
  await expect(page).toHaveURL(/\/reservation-cancel\//);
});
