import { test, expect, runOnceForHttp, READS_THE_PAGE } from "./fixtures";

const ORDINAL_DAY = /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/;

test("reviews write their dates as the blog does", READS_THE_PAGE, async ({ page, expectAccessible }) => {
  await page.goto("/reviews");
  const dates = page.getByRole("main").locator("ol time");
  await expect(dates.first()).toBeVisible();
  for (const text of await dates.allInnerTexts()) expect(text).toMatch(ORDINAL_DAY);
  await page.goto("/blog");
  const blogDate = (await page.getByRole("main").locator("time").first().innerText()).trim();
  expect(blogDate).toMatch(ORDINAL_DAY);
  await expectAccessible();
});

test(
  "/reviews?page=1 redirects to /reviews, as the blog's first page does",
  READS_THE_PAGE,
  async ({ page }) => {
    await page.goto("/blog?page=1");
    await expect(page).toHaveURL(/\/blog$/);
    const response = await page.goto("/reviews?page=1");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(page.getByRole("heading", { level: 2, name: /^Reviews/ })).toBeVisible();
  },
);

test("the sitemap lists the special offers and the blog's categories and tags", async ({ request }, info) => {
  runOnceForHttp(info);
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1]);
  const offers = paths.filter((path) => /^\/special-offers\/[^/]+$/.test(path));
  const categories = paths.filter((path) => /^\/blog\/category\/[^/]+$/.test(path));
  const tags = paths.filter((path) => /^\/blog\/tag\/[^/]+$/.test(path));
  expect(paths).toContain("/special-offers");
  for (const listed of [offers, categories, tags]) expect(listed.length).toBeGreaterThan(0);
  for (const path of [...offers, categories[0], tags[0]]) {
    expect((await request.get(path!, { maxRedirects: 0 })).status(), path).toBe(200);
  }
});

test(
  "/christmas-opening-hours lands on the contact page's opening hours",
  READS_THE_PAGE,
  async ({ page }) => {
    await page.goto("/christmas-opening-hours");
    await expect(page).toHaveURL(/\/contact#opening-hours$/);
    const hours = page.locator("#opening-hours");
    await expect(hours.getByRole("heading", { name: "Opening hours" })).toBeInViewport();
  },
);
