import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { carSlugs, visitorAddress } from "./forms-helpers";
import { DESKTOP_WIDTH, WIDTHS, layoutProblems, passWholePage, setBrowserTextSize } from "./layout-checks";
import { findVehiclePage, pictureCount } from "./vehicle-stock";

// Every page at six widths, from a 320 px phone to a 1920 px monitor: no sideways scrolling, nothing focusable off the
// screen, controls at least 24 px square, the menu bar on one row on desktops (layout-checks.ts).

/** A page's problems at every width, keyed by width; {} when it fits them all. */
async function problemsAtEveryWidth(page: Page, options?: { menuBar?: boolean }) {
  const byWidth: Record<number, string[]> = {};
  await passWholePage(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const problems = await layoutProblems(page, options);
    if (problems.length > 0) byWidth[width] = problems;
  }
  return byWidth;
}

const PAGES = [
  "/",
  "/?panel=saved",
  "/used/cars/search",
  "/used/cars/search?make=ford&body_type=hatchback&max_price=20000",
  "/used/cars/search?panel=recent",
  "/finance",
  "/can-i-get-credit",
  "/contact",
  "/blog",
  "/special-offers",
  "/sell-my-car",
  "/sell-my-car/valuation-steps",
  "/reviews",
  "/login",
  "/account/sign-up",
  "/click-collect",
  "/click-collect/password-reset",
  "/search/golf",
  "/compare",
  "/favourites",
  "/cookie-settings",
  "/cookie-policy",
  "/thank-you",
  "/a-page-that-does-not-exist",
];

for (const path of PAGES) {
  test(`${path} fits every screen`, async ({ page }) => {
    await page.goto(path);
    expect(await problemsAtEveryWidth(page)).toEqual({});
  });
}

test("a car's page, its reservation form and a blog post and an offer fit every screen", async ({ page }) => {
  const [slug] = await carSlugs(page);
  await page.goto("/blog");
  const post = await page.locator('main a[href^="/blog/"]').first().getAttribute("href");
  await page.goto("/special-offers");
  const offer = await page.locator('main a[href^="/special-offers/"]').first().getAttribute("href");
  for (const path of [`/used/cars/${slug}`, `/reserve/${slug}`, post!, offer!]) {
    await page.goto(path);
    expect(await problemsAtEveryWidth(page), path).toEqual({});
  }
});

test("a car's page with more pictures than its thumbnail strip shows fits every screen once hydrated", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  // The strip scrolls on its own; its pictures' hidden names must scroll with it, not widen the page.
  const path = await findVehiclePage(request, "six pictures or more", (html) => pictureCount(html) >= 6);
  await page.goto(path);
  if (javaScriptEnabled) await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeVisible();
  expect(await problemsAtEveryWidth(page), path).toEqual({});
});

/** Each form posted empty: the error summary and the fields' messages must fit too. */
const FORMS: { path: string; button: string }[] = [
  { path: "/contact", button: "Send enquiry" },
  { path: "/login", button: "Sign in" },
  { path: "/account/sign-up", button: "Create account" },
  { path: "/click-collect/password-reset", button: "Send me a link" },
  { path: "/sell-my-car/valuation-steps", button: "Find my vehicle" },
];

for (const { path, button } of FORMS) {
  test(`${path}'s error state fits every screen`, async ({ page }, info) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress(info) });
    await page.goto(path);
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
    expect(await problemsAtEveryWidth(page)).toEqual({});
  });
}

test("the reservation form's error state fits every screen", async ({ page }, info) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress(info) });
  const slugs = await carSlugs(page);
  await page.goto(`/reserve/${slugs[Math.floor(slugs.length / 2)]}`);
  await page.getByRole("button", { name: "Reserve for £99" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
  expect(await problemsAtEveryWidth(page)).toEqual({});
});

test("the menu bar keeps to one row from the desktop breakpoint up, and the phone menu below it", async ({
  page,
}) => {
  await page.goto("/");
  for (const width of [DESKTOP_WIDTH, 1280, 1366, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole("banner").getByRole("link", { name: "Source my car" })).toBeVisible();
    await expect(page.locator("header summary").filter({ hasText: "Menu" })).toBeHidden();
    expect(await layoutProblems(page), `${width}px`).toEqual([]);
  }
  for (const width of [320, 390, DESKTOP_WIDTH - 1]) {
    await page.setViewportSize({ width, height: 800 });
    const menu = page.locator("header summary").filter({ hasText: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAccessibleName("Menu");
  }
});

test("the phone menu opens within the screen and lists every section and both calls to action", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/");
  await page.locator("header summary").filter({ hasText: "Menu" }).click();
  const menu = page.getByRole("banner").getByRole("navigation", { name: "Main" }).last();
  for (const name of ["Can I get credit?", "Source my car"])
    await expect(menu.getByRole("link", { name })).toBeVisible();
  await menu.getByText("Used Cars", { exact: true }).first().click();
  expect(await layoutProblems(page)).toEqual([]);
});

test("text at twice the browser's size still fits the screen: the layout for a narrower screen takes over (WCAG 1.4.4)", async ({
  page,
}) => {
  test.skip(
    test.info().project.name !== "js",
    "the browser's text size is a Chromium setting; one project is enough",
  );
  // Four long pages passed whole at twice the text size, then laid out at three widths: slow on a busy machine.
  test.slow();
  await setBrowserTextSize(page, 32);
  const [slug] = await carSlugs(page);
  for (const path of ["/", "/used/cars/search?make=ford", `/used/cars/${slug}`, "/contact"]) {
    await page.goto(path);
    await passWholePage(page);
    for (const width of [1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      // At twice the text size a screen holds half as many characters: the breakpoints are in em (tailwind.config.ts).
      expect(await layoutProblems(page, { menuBar: false }), `${path} at ${width}px`).toEqual([]);
    }
  }
});

test("each of the hero's options opens within a phone's screen, its close button in reach", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the options cover the screen only with JavaScript");
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const hero = page.getByRole("form", { name: "Perfectly matched at a perfect price" });
    for (const name of ["Make(s)", "Budget", "Help me choose..."]) {
      await hero.locator("summary", { hasText: name }).first().click();
      const close = hero.locator("details[open]").getByRole("button", { name: /^Close/ });
      await expect(close).toBeInViewport({ ratio: 1 });
      expect(await layoutProblems(page), `${name} at ${width}px`).toEqual([]);
      await page.keyboard.press("Escape");
    }
  }
});
