import { test, expect, READS_THE_PAGE } from "./fixtures";
import { carsForSale } from "./dealer-api";

/**
 * The search lists only cars with a picture (docs/product/search.md#results-page, rule 4); every other list
 * of cars for sale follows the same rule, checked here against the stock itself.
 */

const pictured = async () => (await carsForSale()).filter((car) => car.media_urls.length > 0);
const unpictured = async () => (await carsForSale()).filter((car) => car.media_urls.length === 0);

test("the home page's cars on offer all have pictures", READS_THE_PAGE, async ({ page }) => {
  const without = new Set((await unpictured()).map((car) => car.slug));
  expect(without.size).toBeGreaterThan(0);
  await page.goto("/");
  const links = page.getByRole("list", { name: "Cars on offer" }).locator('a[href^="/used/cars/"]');
  const slugs = (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!))).map(
    (href) => href.replace("/used/cars/", "").split(/[?#]/)[0],
  );
  expect(slugs.length).toBeGreaterThan(0);
  expect(slugs.filter((slug) => without.has(slug))).toEqual([]);
});

test(
  "popular manufacturers and the footer's brands are makes with pictured cars, busiest first",
  READS_THE_PAGE,
  async ({ page }) => {
    const counts = new Map<string, number>();
    for (const car of await pictured()) counts.set(car.make.slug, (counts.get(car.make.slug) ?? 0) + 1);
    const makeOf = (href: string) => new URL(href, "http://site").searchParams.get("make")!;

    await page.goto("/?manufacturers=all");
    const grid = page.getByRole("region", { name: "Popular manufacturers" }).getByRole("link");
    const makes = (await grid.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!))).map(
      makeOf,
    );
    expect(new Set(makes)).toEqual(new Set(counts.keys()));
    const shown = makes.map((make) => counts.get(make)!);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));

    const footer = page.getByRole("contentinfo").getByRole("link", { name: /./ });
    const brands = (await footer.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!)))
      .filter((href) => href.startsWith("/used/cars/search?make="))
      .map(makeOf);
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) expect(counts.get(brand), brand).toBeGreaterThan(0);
  },
);

test(
  "the site search and the header's suggestions list no car without a picture",
  READS_THE_PAGE,
  async ({ page, request }) => {
    const [car] = await unpictured();
    // Every car of its range, as the site search finds them by name.
    const term = car.range.name;
    const response = await page.goto(`/search/${encodeURIComponent(term)}`);
    expect(response?.status()).toBe(200);
    const found = await page
      .getByRole("main")
      .locator('a[href^="/used/cars/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(found).not.toContain(`/used/cars/${car.slug}`);
    const others = (await pictured()).filter((other) => other.range.slug === car.range.slug);
    if (others.length > 0)
      expect(others.some((other) => found.includes(`/used/cars/${other.slug}`))).toBe(true);

    const answer = await request.get(`/resources/suggestions?q=${encodeURIComponent(car.name)}`);
    const { suggestions } = (await answer.json()) as { suggestions: { slug: string }[] };
    expect(suggestions.map((suggestion) => suggestion.slug)).not.toContain(car.slug);
  },
);
