import { test, expect, READS_THE_PAGE } from "./fixtures";
import { countIn, filterForm, open, resultsTotal } from "./search-helpers";

type Request = import("@playwright/test").APIRequestContext;

/** Every car for sale, read straight from the sitemap (one URL per car), as slugs. */
async function carsInSitemap(request: Request): Promise<Set<string>> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return new Set(
    [...xml.matchAll(/<loc>[^<]*\/used\/cars\/([a-z0-9-]+)<\/loc>/g)]
      .map((match) => match[1])
      .filter((slug) => slug !== "search"),
  );
}

/** Every car a search lists, page after page, read from the HTML its links are in. */
async function carsListed(request: Request, query: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; page < 200; page += 1) {
    const html = await (
      await request.get(`/used/cars/search?${query}${query ? "&" : ""}page=${page}`)
    ).text();
    const links = [...html.matchAll(/<a [^>]*href="\/used\/cars\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    slugs.push(...links.filter((slug) => slug !== "search"));
    if (!html.includes('rel="next"')) break;
  }
  return slugs;
}

test("the page's counts agree with a direct count of the stock", async ({ page, request }) => {
  const listed = await carsListed(request, "");
  const forSale = await carsInSitemap(request);
  expect(new Set(listed).size).toBe(listed.length);
  // Every car listed is for sale; the search shows only those with pictures
  // (docs/product/search.md#results-page, rule 4).
  for (const slug of listed) expect(forSale.has(slug), slug).toBe(true);
  expect(listed.length).toBeGreaterThan(forSale.size * 0.8);

  await page.goto("/used/cars/search");
  expect(await resultsTotal(page)).toBe(listed.length);

  // Each make's count beside its option is the number of its cars listed (a slug starts with its make's slug).
  const form = filterForm(page);
  const makes = await open(form, /Make: Any/);
  let sum = 0;
  for (const box of await makes.getByRole("checkbox").all()) {
    const slug = await box.getAttribute("value");
    const label = await box.evaluate((element) => (element as HTMLInputElement).labels![0].textContent!);
    const count = countIn(label);
    expect(count, `${label} against the cars listed`).toBe(
      listed.filter((car) => car.startsWith(`${slug}-`)).length,
    );
    sum += count;
  }
  expect(sum).toBe(listed.length);
});

test(
  "walking every page of a search finds as many cars as it says, each once",
  READS_THE_PAGE,
  async ({ page }) => {
    await page.goto("/used/cars/search?fuel_type=diesel");
    const total = await resultsTotal(page);
    const seen = new Set<string>();
    for (let number = 1; ; number += 1) {
      await page.goto(`/used/cars/search?fuel_type=diesel${number > 1 ? `&page=${number}` : ""}`);
      // Each card's heading links to its car (a card's other links, such as its finance example, go elsewhere).
      const links = page
        .getByRole("region", { name: "Cars for sale" })
        .getByRole("article")
        .getByRole("heading")
        .getByRole("link");
      for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))) {
        expect(seen.has(href!)).toBe(false);
        seen.add(href!);
      }
      await expect(
        page.getByRole("region", { name: "Cars for sale" }).getByRole("list", { name: "Key facts" }),
      ).toContainText(Array(await links.count()).fill("Diesel"));
      if ((await page.getByRole("link", { name: "Next" }).count()) === 0) break;
    }
    expect(seen.size).toBe(total);
  },
);
