import type { Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { listedMakes } from "./dealer-api";

const carWorth = (page: Page) => page.getByRole("form", { name: "What is your car worth?" });
const makeLinks = (page: Page) =>
  page.getByRole("region", { name: "Popular manufacturers" }).getByRole("link", { name: /^Used .* cars$/ });

test(
  "every block of the home page shows, in the spec's order",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Perfectly matched at a perfect price");
    const headings = await main.locator("h2").allTextContents();
    // Cars on offer come straight after the hero (ADR 311).
    const blocks = [
      "Cars on offer",
      "Hundreds of quality used cars across our four branches",
      "What is your car worth?",
      "Why buy from Northway Cars",
      "14 days to change your mind",
      "Follow us",
      "What our customers say",
      "Popular manufacturers",
      "Popular Offers",
      "Contact Northway Cars Leeds",
    ];
    expect(headings.filter((text) => blocks.includes(text.trim()))).toEqual(blocks);

    await expect(main.getByRole("link", { name: "Start your search" })).toHaveAttribute(
      "href",
      "/used/cars/search",
    );
    await expect(carWorth(page).getByLabel("Vehicle registration")).toBeVisible();
    await expect(carWorth(page).getByLabel("Current mileage")).toBeVisible();
    await expect(main.getByText(/return your car within 14 days/)).toBeVisible();
    await expect(main.getByRole("link", { name: "Find out more about returns" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Northway Cars on Facebook" })).toBeVisible();
    await expect(main.getByText(/^Rated \d\.\d out of 5 from \d+ reviews$/)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "What our customers say" }).getByRole("blockquote"),
    ).toHaveCount(3);

    const offers = page.getByRole("region", { name: "Popular Offers" });
    await expect(offers.getByText("Discover our latest offers, available across all stock.")).toBeVisible();
    await expect(offers.getByRole("heading", { level: 3 })).toHaveText([
      "0% Finance Deals",
      "£0 Deposit Finance",
      "Three Year Warranty",
      "Service Plan Offer",
    ]);
    await expect(offers.getByRole("link", { name: "View Cars: 0% Finance Deals" })).toHaveAttribute(
      "href",
      "/used/cars/search?tags=0-apr",
    );
    await expect(
      offers.getByRole("link", { name: /3 months, no payments.*Buy now, pay nothing for 3 months\./ }),
    ).toHaveAttribute("href", "/three-months-no-payments");

    const contact = main.getByRole("region", { name: "Contact us" });
    await expect(contact.getByText("Monday to Friday")).toBeVisible();
    await expect(
      contact.getByText("08:30-19:00").or(contact.getByText("08:30 to 19:00")).first(),
    ).toBeVisible();

    // Every picture holds its space before it loads, and those below the fold wait until needed; but the offers' small
    // art comes with the page (content-pages.spec.ts: no grey boxes on a phone).
    const sizes = await main
      .locator(
        "section:not([aria-labelledby=hero-heading]):not([aria-labelledby=popular-offers-heading]) img",
      )
      .evaluateAll((images) =>
        images.map((image) => [
          image.getAttribute("width"),
          image.getAttribute("height"),
          image.getAttribute("loading"),
        ]),
      );
    expect(sizes.length).toBeGreaterThan(4);
    for (const [width, height, loading] of sizes) {
      expect(Number(width)).toBeGreaterThan(0);
      expect(Number(height)).toBeGreaterThan(0);
      expect(loading).toBe("lazy");
    }
    await expectAccessible();
  },
);

test("the car-worth form explains a bad registration and keeps what was typed", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/");
  await carWorth(page).getByLabel("Vehicle registration").fill("AB-12 CDE");
  await carWorth(page).getByLabel("Current mileage").fill("lots");
  await carWorth(page).getByRole("button", { name: "Value my car" }).click();

  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Registration must be alphanumeric" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Mileage must be a number, like 45000" })).toBeVisible();
  await expect(carWorth(page).getByLabel("Vehicle registration")).toHaveValue("AB-12 CDE");
  await expect(carWorth(page).getByLabel("Current mileage")).toHaveValue("lots");
  await expect(carWorth(page).getByLabel("Vehicle registration")).toHaveAttribute("aria-invalid", "true");
  await expect(carWorth(page).getByText("Error: Registration must be alphanumeric")).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);
  expect(new URL(page.url()).pathname).toBe("/");
  await expectAccessible();

  // An empty field is asked for by name.
  await carWorth(page).getByLabel("Vehicle registration").fill("");
  await carWorth(page).getByLabel("Current mileage").fill("45,000");
  await carWorth(page).getByRole("button", { name: "Value my car" }).click();
  await expect(summary.getByRole("link", { name: "Enter your vehicle registration" })).toBeVisible();
  await expect(summary.getByRole("link", { name: /Mileage/ })).toHaveCount(0);
  await expect(carWorth(page).getByLabel("Current mileage")).toHaveValue("45,000");
});

test("a good registration and mileage go to the valuation wizard by GET", async ({ page }) => {
  await page.goto("/");
  await carWorth(page).getByLabel("Vehicle registration").fill("yd18 wbw");
  await carWorth(page).getByLabel("Current mileage").fill("45000");
  await carWorth(page).getByRole("button", { name: "Value my car" }).click();
  await expect(page).toHaveURL(/\/sell-my-car\/valuation-steps\?vrm=YD18WBW&mileage=45000$/);
  // The wizard's first step, with both filled in.
  await expect(page.getByRole("heading", { level: 1, name: "Value my vehicle" })).toBeVisible();
  await expect(page.getByLabel(/^Vehicle registration/)).toHaveValue("YD18WBW");
  await expect(page.getByLabel(/^Current mileage/)).toHaveValue("45000");
});

test("'Load more manufacturers' shows the rest, with or without JavaScript", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await expect(makeLinks(page)).toHaveCount(10);
  await page.getByRole("link", { name: "Load more manufacturers" }).click();
  await expect.poll(() => makeLinks(page).count()).toBeGreaterThan(10);
  await expect(page.getByRole("link", { name: "Load more manufacturers" })).toHaveCount(0);
  if (javaScriptEnabled) {
    // The first make it revealed has focus, so a keyboard user carries on from there.
    await expect(makeLinks(page).nth(10)).toBeFocused();
  } else {
    expect(new URL(page.url()).searchParams.get("manufacturers")).toBe("all");
    expect(new URL(page.url()).hash).toBe("#popular-manufacturers");
  }
  await makeLinks(page).first().click();
  await expect(page).toHaveURL(/\/used\/cars\/search\/?\?make=[a-z-]+/);
});

test("Popular manufacturers names every make with cars for sale, and only those, busiest first", async ({
  page,
}) => {
  const listed = Object.entries(await listedMakes())
    .filter(([, make]) => make.count > 0)
    .sort(([, a], [, b]) => b.count - a.count);
  await page.goto("/?manufacturers=all");
  const hrefs = await makeLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const slugs = hrefs.map((href) => new URL(href!, "http://site").searchParams.get("make"));
  expect(new Set(slugs)).toEqual(new Set(listed.map(([slug]) => slug)));
  expect(slugs[0]).toBe(listed[0][0]);
  // The last (fewest cars) still finds its cars.
  await makeLinks(page).last().click();
  await expect(
    page.getByRole("region", { name: "Cars for sale" }).getByRole("article").first(),
  ).toBeVisible();
  await expect(page.getByText(/We have no .* cars for sale just now/)).toHaveCount(0);
});

test("under 1024 px the grid shows 9 makes", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto("/");
  await expect(makeLinks(page)).toHaveCount(9);
  await page.getByRole("link", { name: "Load more manufacturers" }).click();
  await expect.poll(() => makeLinks(page).count()).toBeGreaterThan(10);
  if (javaScriptEnabled) await expect(makeLinks(page).nth(9)).toBeFocused();
});

test("the home pop-up is the cookie pop-up: shown until the visitor answers, then gone for good", async ({
  page,
}) => {
  const popUp = page.getByRole("region", { name: "Cookies on Northway Cars" });
  await page.goto("/");
  await expect(popUp).toBeVisible();
  await popUp.getByRole("button", { name: "Reject additional cookies" }).click();
  await expect(page.getByText("You’ve rejected additional cookies.")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Popular Offers" })).toBeVisible();
  await expect(popUp).toHaveCount(0);
});

test.describe("the offers carousel", () => {
  const carousel = (page: Page) => page.getByRole("list", { name: "Cars on offer" });

  test("is a plain list of every car without JavaScript", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "the plain list");
    await page.goto("/");
    const cars = carousel(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("article") });
    expect(await cars.count()).toBeGreaterThan(3);
    for (const car of await cars.all()) await expect(car).toBeVisible();
    await expect(page.getByRole("button", { name: "Next cars on offer" })).toBeHidden();
  });

  test("moves by its buttons and dots from the keyboard", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "enhanced behaviour");
    await page.goto("/");
    const status = page.getByText(/^Showing \d+ to \d+ of \d+$/);
    // keen starts when the carousel comes near the screen, which it is at once now that it follows the hero (ADR 311).
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(status).toHaveText(/^Showing 1 to 3 of \d+$/);
    const total = Number(/of (\d+)/.exec((await status.textContent()) ?? "")?.[1]);
    const dots = page.getByRole("list", { name: "Carousel pages" }).getByRole("button");
    await expect(dots).toHaveCount(total > 6 ? 3 : total > 3 ? 2 : 1);

    await page.getByRole("button", { name: "Next cars on offer" }).focus();
    await page.keyboard.press("Enter");
    await expect(status).toHaveText(/^Showing 2 to 4 of/);
    await page.keyboard.press("Space");
    await expect(status).toHaveText(/^Showing 3 to 5 of/);

    await dots.last().focus();
    await page.keyboard.press("Enter");
    await expect(dots.last()).toHaveAttribute("aria-current", "true");
    await expect(status).toHaveText(new RegExp(`to ${total} of ${total}$`));
    // Cars scrolled away cannot be tabbed to.
    await expect(carousel(page).getByRole("listitem").first()).toHaveAttribute("inert", "");

    await dots.first().focus();
    await page.keyboard.press("Enter");
    await expect(status).toHaveText(/^Showing 1 to 3 of/);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
  });
});
