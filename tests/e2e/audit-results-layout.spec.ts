import type { Locator, Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { visitorAddress } from "./forms-helpers";

// Issue 33: results and home as a phone and a desktop show them (docs/decisions/310-results-on-a-phone.md,
// 311-cars-high-on-the-home-page.md): the filter panel closed on a phone, two cars a phone screen, three columns from
// 1280 px, and a car within the home page's first two phone screens.

test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
  extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info, 310) }),
});

const PHONE = { width: 390, height: 844 };
const results = (page: Page) => page.getByRole("region", { name: "Cars for sale" });
const cards = (page: Page) => results(page).getByRole("article");
const filterButton = (page: Page) => page.locator("summary").filter({ hasText: /^Filter\b/ });
const filterForm = (page: Page) => page.getByRole("form", { name: "Filter results" });

/** The shopper has answered the cookie question: the pages are measured as they then show. */
async function answerCookies(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Reject additional cookies" }).click();
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "__consent"))
    .toBe(true);
}

/** Where an element's top sits from the top of the page, in CSS pixels. */
const pageTop = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

async function boxes(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: Math.round(x), y: Math.round(y + window.scrollY), width, height };
    }),
  );
}

test("on a phone the filter panel starts closed behind a 'Filter (n)' button that opens it from the keyboard", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await page.setViewportSize(PHONE);
  await answerCookies(page);
  await page.goto("/used/cars/search");
  await expect(filterButton(page)).toBeVisible();
  await expect(filterButton(page)).toHaveAccessibleName("Filter");
  await expect(filterForm(page)).toBeHidden();
  // The results, not the filters, fill the first screen.
  expect(await pageTop(cards(page).first())).toBeLessThanOrEqual(PHONE.height);
  await expectAccessible();

  await page.goto("/used/cars/search?make=ford&transmission=manual");
  const chips = page.getByRole("region", { name: /Applied filters/ }).getByRole("link", { name: /^Remove / });
  await expect(chips).toHaveCount(2);
  await expect(filterButton(page)).toHaveAccessibleName("Filter (2)");
  await expect(filterForm(page)).toBeHidden();
  // A disclosure: Enter opens it, and the same plain GET form is inside.
  await filterButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(filterForm(page)).toBeVisible();
  await expect(filterForm(page)).toHaveAttribute("method", "get");
  await expect(filterForm(page).getByText("Make & model")).toBeVisible();
  if (!javaScriptEnabled) await expect(page.getByRole("button", { name: "Apply filters" })).toBeVisible();
  await expectAccessible();
});

test(
  "on a desktop the filter panel stands open in its column, with no Filter button",
  READS_THE_PAGE,
  async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/used/cars/search?make=ford");
    await expect(filterForm(page)).toBeVisible();
    await expect(filterButton(page)).toBeHidden();
    const panel = (await filterForm(page).boundingBox())!;
    const firstCard = (await cards(page).first().boundingBox())!;
    expect(panel.x + panel.width).toBeLessThanOrEqual(firstCard.x);
  },
);

test(
  "a phone screen shows at least two whole cars, each with its picture beside the name and the facts line",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/used/cars/search");
    const all = await boxes(cards(page));
    expect(all.length).toBeGreaterThanOrEqual(2);
    const screenEnd = all[0].y + PHONE.height;
    const whole = all.filter((box) => box.y + box.height <= screenEnd);
    expect(
      whole.length,
      `card heights ${all.map((box) => Math.round(box.height)).join(", ")}`,
    ).toBeGreaterThanOrEqual(2);
    for (const card of (await cards(page).all()).slice(0, 2)) {
      const picture = (await card.getByRole("img").first().boundingBox())!;
      const name = (await card.getByRole("heading", { level: 3 }).boundingBox())!;
      // The picture on the left, about 40 % of the card; the name beside it.
      expect(picture.x + picture.width).toBeLessThanOrEqual(name.x);
      expect(picture.width).toBeLessThan(PHONE.width * 0.5);
      await expect(card.getByRole("list", { name: "Key facts" })).toHaveText(
        /^\d{4} \(\d+ reg\) · [\d,]+ miles · (Manual|Automatic) · \w+/,
      );
      await expect(card.getByText(/^£[\d,]+$/).first()).toBeVisible();
    }
    // A monthly figure keeps its representative example on the compact card.
    const withFigure = cards(page).filter({ hasText: /a month/ });
    await expect(withFigure.first()).toBeVisible();
    for (const card of await withFigure.all()) {
      await expect(card.getByRole("link", { name: /^Representative example/ })).toBeVisible();
    }
    await expectAccessible();
  },
);

test(
  "from 1280 px the results are three columns of whole rows",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/used/cars/search");
      const all = await boxes(cards(page));
      // A page is whole rows of 2 and of 3 cards: no lone last card.
      expect(all.length % 6, `${all.length} cars a page`).toBe(0);
      const [first, second, third, fourth] = all;
      expect(new Set([first.y, second.y, third.y]).size, `at ${width} px`).toBe(1);
      expect(first.x).toBeLessThan(second.x);
      expect(second.x).toBeLessThan(third.x);
      expect(fourth.x, `the fourth card starts the second row at ${width} px`).toBe(first.x);
      expect(fourth.y).toBeGreaterThan(first.y);
    }
    await expectAccessible();
  },
);

test("the home page shows a car within its first two phone screens", async ({ page, expectAccessible }) => {
  await page.setViewportSize(PHONE);
  await answerCookies(page);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Reject additional cookies" })).toHaveCount(0);
  const firstCar = page.getByRole("main").getByRole("article").first();
  await expect(firstCar.getByRole("heading")).toBeVisible();
  expect(await pageTop(firstCar)).toBeLessThanOrEqual(PHONE.height * 2);
  await expectAccessible();
});
