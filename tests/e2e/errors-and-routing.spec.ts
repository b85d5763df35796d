import { test, expect, runOnceForHttp, READS_THE_PAGE } from "./fixtures";

test(
  "an unknown page answers a real 404 with a way on",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
    await expect(page.getByText("Sorry about this, but that page doesn't exist")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Find a vehicle" })).toHaveAttribute(
      "href",
      "/used/cars/search",
    );
    await expect(main.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/contact/");
    await expect(page).toHaveTitle(/could not be found/);
    // The chrome is still there: the shopper can navigate on.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expectAccessible();
  },
);

test(
  "a content page from the content service renders in the catch-all",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    const response = await page.goto("/terms-and-conditions");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/terms/i);
    await expect(page).toHaveTitle(/Northway Cars/);
    await expectAccessible();
    // A page in a content section of the route table (/finance/{id}).
    expect((await page.goto("/finance/hire-purchase"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/hire purchase/i);
  },
);

test("a legacy slug follows the dealer's recorded redirect", async ({ request }, testInfo) => {
  runOnceForHttp(testInfo);
  const response = await request.get("/used-cars", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/used/cars/search");
});

test("a legacy stock-locator link for an unknown car goes to the search", async ({ request }, testInfo) => {
  runOnceForHttp(testInfo);
  const unknown = await request.get("/stock-locator/old-car-ZZ999?VRM=ZZ99ZZZ&extref=ZZ999", {
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(301);
  expect(unknown.headers()["location"]).toBe("/used/cars/search");
});

test(
  "a legacy link whose plate or stock id cannot be one is a 404 page, not the dealer API's refusal",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    // The dealer API's lookup refuses plates over 20 characters and stock ids over 40 (400).
    for (const path of [
      `/stock-locator/old-car?VRM=${"A".repeat(21)}`,
      `/stock-locator/old-car?VRM=AB12CDE&extref=${"N".repeat(41)}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
      await expect(page).toHaveTitle("This page could not be found | Northway Cars");
    }
    await expectAccessible();
  },
);

test(
  "a path the route table has no page for is a 404 without asking the content service",
  READS_THE_PAGE,
  async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  },
);

test("pages carry a nonce-based Content-Security-Policy and security headers", async ({
  request,
}, testInfo) => {
  runOnceForHttp(testInfo);
  const response = await request.get("/");
  const csp = response.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
});

test("robots.txt and sitemap.xml", async ({ request }, testInfo) => {
  runOnceForHttp(testInfo);
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain("Sitemap: http://localhost:");
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain("<urlset");
  expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/used\/cars\/[a-z0-9-]+<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/blog\/[a-z0-9-]+<\/loc>/);
  expect(xml).toContain("/about-us</loc>");
});

test("the favicon is served", async ({ request }, testInfo) => {
  runOnceForHttp(testInfo);
  const icon = await request.get("/favicon.ico");
  expect(icon.ok()).toBeTruthy();
});
