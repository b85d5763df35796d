import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { findVehiclePage, pictureCount, soldVehiclePath, vehiclePathsFromSitemap } from "./vehicle-stock";

// Layout and accessibility at the page's edges (issue 38): the car page's price bar and gallery, the cookie pop-up,
// the contact page's dialog and directions box, and tables that scroll sideways.

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };

const cookiePopUp = (page: Page) => page.getByRole("region", { name: "Cookies on Northway Cars" });

/**
 * Focuses each shown element a keyboard reaches in the footer, as Tab would (the browser scrolls it into view), and
 * names those wholly hidden by something fixed or sticky on top of them (WCAG 2.4.11): no point of their centre row is
 * the element itself. One evaluation for all of them: a round trip per element is slow on a busy machine.
 */
function footerStopsHiddenOnceFocused(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stops = document.querySelectorAll<HTMLElement>(
      "footer :is(a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex='0'])",
    );
    const hidden: string[] = [];
    for (const node of stops) {
      if (node.getClientRects().length === 0) continue;
      node.focus();
      const box = node.getBoundingClientRect();
      const y = box.top + box.height / 2;
      let seen = false;
      for (let x = box.left + 1; x < box.right && !seen; x += Math.max(1, box.width / 8)) {
        const top = document.elementFromPoint(x, y);
        seen = top !== null && (node === top || node.contains(top));
      }
      if (!seen) hidden.push(node.textContent ?? "");
    }
    return hidden;
  });
}

for (const size of [DESKTOP, PHONE]) {
  test(`a car page's price bar hides no link of the footer at ${size.width} × ${size.height}`, async ({
    page,
    request,
  }) => {
    const [path] = await vehiclePathsFromSitemap(request);
    await page.setViewportSize(size);
    await page.goto(path);
    const bar = page.getByRole("region", { name: "Price and enquiry" });
    // At the end of the page (the bar shows once the price has scrolled away) the legal links can be clicked: nothing
    // lies over them.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeVisible();
    // A first visit: the cookie question is open, and it does not lie over the bar's actions either.
    await expect(cookiePopUp(page)).toHaveCount(1);
    await bar.getByRole("link", { name: /^Enquire/ }).click({ trial: true, timeout: 5_000 });
    const terms = page.getByRole("contentinfo").getByRole("link", { name: /Terms/ }).first();
    await terms.click({ trial: true, timeout: 5_000 });

    const hidden = await footerStopsHiddenOnceFocused(page);
    expect(hidden).toEqual([]);
  });
}

test("a car page fits a phone before its scripts have run", async ({
  browser,
  baseURL,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Before hydration: the page with JavaScript on, its scripts not yet arrived");
  const path = await findVehiclePage(request, "six pictures or more", (html) => pictureCount(html) >= 6);
  // A page of its own: the test's pages are used once hydrated, and this one never is. The scripts of the app never
  // arrive, so the page stays as the server drew it, with <html class="js"> (what a cheap phone shows for seconds).
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const page = await context.newPage();
  await page.route("**/build/**/*.js", (route) => route.abort());
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto(path);
    await expect(page.locator("html")).toHaveClass(/\bjs\b/);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `at ${width} px`,
    ).toBeLessThanOrEqual(width);
  }
  await context.close();
});

test("the cookie pop-up is a compact sheet at the foot of a phone's screen that hides nothing", async ({
  page,
  javaScriptEnabled,
}) => {
  for (const [size, share] of [
    [{ width: 390, height: 844 }, 0.3],
    [{ width: 320, height: 568 }, 0.4],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto("/used/cars/search");
    const popUp = cookiePopUp(page);
    await expect(popUp).toBeVisible();
    const box = (await popUp.boundingBox())!;
    expect(box.height, `at ${size.width} × ${size.height}`).toBeLessThanOrEqual(size.height * share);
    // At the foot of the window (docs/decisions/306-cookie-sheet-at-the-foot.md); on a phone the page's heading is
    // still on its first screen, above the sheet.
    expect(Math.round(box.y + box.height)).toBe(size.height);
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    if (size.height >= 844) expect(heading.y + heading.height).toBeLessThanOrEqual(box.y);
    // At the end of the page nothing lies over the footer (the page keeps room for the sheet): every legal link can
    // be clicked.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /Cookie policy/ })
      .first()
      .click({ trial: true, timeout: 5_000 });
  }
  // Its form still answers, with or without JavaScript.
  await cookiePopUp(page).getByRole("button", { name: "Reject additional cookies" }).click();
  if (!javaScriptEnabled) await expect(cookiePopUp(page)).toHaveCount(0);
  else await expect(cookiePopUp(page).getByRole("status")).toBeFocused();
});

test("the contact page's dialog locks the page's scrolling and opens at the top", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript the opening hours are a section of the page");
  await page.setViewportSize(PHONE);
  await page.goto("/contact?branch=york");
  const button = page.getByRole("button", { name: "Christmas opening hours" });
  await button.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Christmas opening hours" });
  await expect(dialog).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
});

test("the contact page's directions box asks for an address line, not a whole address", async ({ page }) => {
  await page.goto("/contact?branch=york");
  // street-address is for a multi-line <textarea>; a one-line input takes the first line of the address.
  await expect(page.getByLabel("Get directions from your address or postcode")).toHaveAttribute(
    "autocomplete",
    "address-line1",
  );
});

/** The sideways-scrolling tables: each a focusable region named by its table's caption. */
/**
 * Opens the car page's detail section named `title` where it is a closed disclosure (a phone's car page: PageSection);
 * elsewhere (the printed page, a desktop) there is none to open.
 */
async function openSection(page: Page, title: string) {
  const summary = page.locator("details.vp-section:not([open]) > summary", { hasText: title });
  if ((await summary.count()) > 0 && (await summary.isVisible())) await summary.click();
}

async function expectTableRegions(page: Page, names: string[]) {
  for (const name of names) {
    const region = page.getByRole("region", { name, exact: true });
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region.getByRole("table")).toBeVisible();
  }
}

/** A car whose page has both an MOT and a service history. */
const carWithHistories = (request: APIRequestContext) =>
  findVehiclePage(
    request,
    "MOT and service history",
    (html) => html.includes("MOT tests, newest first") && html.includes("Services, newest first"),
  );

for (const [name, pathOf] of [
  ["a car's page", (path: string) => path],
  ["a car's printed page", (path: string) => `/used/cars/print/${path.split("/").pop()}`],
] as const) {
  test(`the MOT and service tables of ${name} are reachable by keyboard at 320 px`, async ({
    page,
    request,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(pathOf(await carWithHistories(request)));
    await openSection(page, "History and provenance");
    await expectTableRegions(page, ["MOT tests, newest first", "Services, newest first"]);
    await expectAccessible();
  });
}

test("a sold car's page has no table a keyboard cannot scroll at 320 px", async ({
  page,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(await soldVehiclePath());
  await expectAccessible();
});

test("the HP and PCP table of a car is reachable by keyboard at 390 px", async ({
  page,
  request,
  expectAccessible,
}) => {
  const [path] = await vehiclePathsFromSitemap(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await openSection(page, "More finance");
  const table = page.getByRole("table", { name: /^With a .* deposit over \d+ months/ });
  const caption = (await table.locator("caption").textContent())!;
  await expectTableRegions(page, [caption]);
  await expectAccessible();
});

test("comparing three cars fits a phone", async ({ page, request }) => {
  const slugs = (await vehiclePathsFromSitemap(request)).slice(0, 3).map((path) => path.split("/").pop());
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/compare?cars=${slugs.join(",")}`);
    await expect(page.getByRole("table", { name: "3 cars side by side" })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `at ${width} px`,
    ).toBeLessThanOrEqual(width);
  }
});
