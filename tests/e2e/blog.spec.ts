import type { Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";
import { DEALER_DOWN_PORT } from "../../playwright.config";

// The blog (docs/decisions/160-blog.md): every state in the URL, with JavaScript on and off.

const posts = (page: Page) => page.getByRole("list", { name: "Posts", exact: true }).getByRole("listitem");
const featured = (page: Page) => page.getByRole("region", { name: "Featured posts" });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search posts" });
const status = (page: Page) => page.locator("#blog-search-status");
const NOT_FOUND_HEADING = "This page could not be found";

/** Runs the search as the shopper does: typing with JavaScript (it runs by itself), the Search button without. */
async function search(page: Page, javaScriptEnabled: boolean, term: string) {
  await searchBox(page).fill(term);
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Search", exact: true }).click();
}

test("the listing: featured post, categories with counts, Top Posts with 13 cards a page", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/blog");
  await expect(page).toHaveTitle("Blog | Northway Cars");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  await expect(featured(page).getByRole("heading", { level: 3 })).toHaveCount(1);
  const categories = page.getByRole("navigation", { name: "Categories" });
  await expect(categories.getByRole("link", { name: "Car finance 4 articles" })).toBeVisible();
  await expect(categories.getByRole("link")).toHaveCount(5);
  await expect(page.getByRole("heading", { name: "Top Posts" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("age|desc");
  const row = page.getByRole("navigation", { name: "Posts by category" });
  await expect(row.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await expect(posts(page)).toHaveCount(13);
  await expect(page.getByText("Showing 1 to 13 of 20")).toBeVisible();
  const first = posts(page).first();
  await expect(first.getByText(/^By Northway Cars · \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ 2026$/)).toBeVisible();
  await expect(first.getByRole("heading", { level: 3 })).toHaveText("The used car buying checklist");
  await expect(first.getByText("Buying advice")).toBeVisible();
  await expectAccessible();

  await page.getByRole("navigation", { name: "Pages of posts" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(posts(page)).toHaveCount(7);
  await expect(page.getByText("Showing 14 to 20 of 20")).toBeVisible();
});

test("the featured dots switch between three posts, each an address of its own", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/blog");
  const title = featured(page).getByRole("heading", { level: 3 });
  const dots = featured(page).getByRole("list", { name: "Featured posts" }).getByRole("link");
  await expect(dots).toHaveCount(3);
  await expect(dots.first()).toHaveAttribute("aria-current", "true");
  const firstTitle = await title.textContent();
  if (javaScriptEnabled) await page.evaluate(() => ((window as unknown as { kept: number }).kept = 1));
  await dots.nth(1).click();
  await expect(page).toHaveURL(/\/blog\?featured=2$/);
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(title).not.toHaveText(firstTitle!);
  // With JavaScript the dot switches in place: the page was not loaded again.
  if (javaScriptEnabled)
    expect(await page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(1);
  const second = await title.textContent();
  await page.reload();
  await expect(title).toHaveText(second!);
});

test("search: more than 3 characters, results, 'No results found', Escape clears", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/blog");
  await search(page, javaScriptEnabled, "battery");
  await expect(page).toHaveURL(/\/blog\?search=battery$/);
  await expect(status(page)).toHaveText(/^\d+ posts? found$/);
  await expect(
    posts(page).getByRole("link", { name: "Buying a used electric car: how to check battery health" }),
  ).toBeVisible();
  await expect(page.getByText(/^Posts matching “battery”/)).toBeVisible();

  await search(page, javaScriptEnabled, "zebra crossing");
  await expect(page).toHaveURL(/\/blog\?search=zebra\+crossing$/);
  await expect(page.getByText("No results found").first()).toBeVisible();
  await expect(posts(page)).toHaveCount(0);

  if (javaScriptEnabled) {
    // Three characters do not search as you type; Enter searches them; Escape clears the term and the listing.
    await searchBox(page).fill("mot");
    await expect(status(page)).toHaveText(
      "Searches start after 3 characters: press Search to look for “mot”.",
    );
    await expect(page).toHaveURL(/\/blog\?search=zebra\+crossing$/);
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/blog\?search=mot$/);
    await expect(posts(page).getByRole("link", { name: /^The MOT/ })).toBeVisible();
    await searchBox(page).press("Escape");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(searchBox(page)).toHaveValue("");
    await expect(posts(page)).toHaveCount(13);
  } else {
    await search(page, javaScriptEnabled, "mot");
    await expect(page).toHaveURL(/\/blog\?search=mot$/);
    await expect(posts(page).getByRole("link", { name: /^The MOT/ })).toBeVisible();
  }
});

test("sort: 'Oldest Posts' puts the oldest first and stays in the URL", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/blog");
  await expect(page.getByRole("combobox", { name: "Sort by" }).locator("option")).toHaveText([
    "Latest Posts",
    "Oldest Posts",
  ]);
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Oldest Posts" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/blog\?sort=age%7Casc$/);
  await expect(posts(page).first().getByRole("heading", { level: 3 })).not.toHaveText(
    "The used car buying checklist",
  );
  await expect(posts(page).last().getByRole("heading", { level: 3 })).toBeVisible();
  const dates = await posts(page)
    .locator("time")
    .evaluateAll((times) => times.map((t) => t.getAttribute("datetime")));
  expect(dates).toEqual([...dates].sort());
  await page
    .getByRole("navigation", { name: "Pages of posts" })
    .getByRole("link", { name: "Page 2" })
    .click();
  await expect(page).toHaveURL(/\/blog\?sort=age%7Casc&page=2$/);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("age|asc");
});

test("bad listing addresses go to their canonical form", READS_THE_PAGE, async ({ page }) => {
  for (const [asked, shown] of [
    ["/blog?page=0", /\/blog$/],
    ["/blog?page=9", /\/blog\?page=2$/],
    ["/blog?sort=price", /\/blog$/],
    ["/blog?search=&sort=age%7Cdesc&page=1", /\/blog$/],
    ["/blog/category/2", /\/blog\/category\/car-finance$/],
    ["/blog/tag/PCP", /\/blog\/tag\/pcp$/],
  ] as const) {
    await page.goto(asked);
    await expect(page, asked).toHaveURL(shown);
  }
});

test("a category and a tag list their posts", async ({ page, expectAccessible }) => {
  await page.goto("/blog");
  await page
    .getByRole("navigation", { name: "Posts by category" })
    .getByRole("link", { name: "Car finance" })
    .click();
  await expect(page).toHaveURL(/\/blog\/category\/car-finance$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Car finance");
  await expect(page).toHaveTitle("Car finance | Blog | Northway Cars");
  await expect(posts(page)).toHaveCount(4);
  for (const category of await posts(page).locator(".text-brand").allTextContents()) {
    expect(category).toBe("Car finance");
  }
  await expect(
    page.getByRole("navigation", { name: "Posts by category" }).getByRole("link", { name: "Car finance" }),
  ).toHaveAttribute("aria-current", "page");
  await expectAccessible();

  await page.goto("/blog/category");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog categories");
  await expect(
    page.getByRole("main").getByRole("link", { name: /^Electric & hybrid \d+ articles$/ }),
  ).toBeVisible();
  await expectAccessible();

  await page.goto("/blog/tag/pcp");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Posts tagged “PCP”");
  await expect(posts(page).first()).toBeVisible();
  await expectAccessible();
});

test("an article: byline, reading time, tags, share links, related posts, stock search, newest cars", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/blog/category/car-finance");
  await posts(page).getByRole("link", { name: "PCP vs HP: which car finance is right for you?" }).click();
  await expect(page).toHaveURL(/\/blog\/pcp-vs-hp-which-car-finance-is-right-for-you$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "PCP vs HP: which car finance is right for you?",
  );
  await expect(
    page.getByText(/^By Jess Walker · \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ 2026 · \d+ minute read$/),
  ).toBeVisible();
  const article = page.getByRole("article").first();
  await expect(article.getByRole("heading", { level: 2, name: "How HP works" })).toBeVisible();
  await expect(article.getByRole("link", { name: "PCP", exact: true })).toHaveAttribute(
    "href",
    "/blog/tag/pcp",
  );
  const share = page.getByRole("region", { name: "Share this article" });
  await expect(share.getByRole("link", { name: /^Share on Facebook/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http%3A%2F%2Flocalhost%3A\d+%2Fblog%2Fpcp-vs-hp/,
  );
  await expect(share.getByRole("link")).toHaveCount(5);
  const categories = page.getByRole("navigation", { name: "Categories" });
  await expect(categories.getByRole("link", { name: "Car finance 4 articles" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const related = page.getByRole("list", { name: "Related posts" }).getByRole("listitem");
  await expect(related).toHaveCount(3);
  await expect(related.getByText("Car finance", { exact: true })).toHaveCount(3);
  await expect(
    related.getByRole("link", { name: "PCP vs HP: which car finance is right for you?" }),
  ).toHaveCount(0);
  const cars = page.getByRole("list", { name: "Newest cars" }).locator(":scope > li");
  await expect(cars).toHaveCount(4);
  await expect(cars.getByText(/a month/).first()).toBeVisible();
  await expectAccessible();

  const stock = page.getByRole("region", { name: "Find your next car" });
  const make = await stock
    .getByRole("combobox", { name: "Make" })
    .locator("option")
    .nth(1)
    .getAttribute("value");
  await stock.getByRole("combobox", { name: "Make" }).selectOption(make!);
  await stock.getByRole("button", { name: "Search cars" }).click();
  await expect(page).toHaveURL(new RegExp(`/used/cars/search\\?make=${make}$`));

  await page.goBack();
  await page.getByRole("link", { name: "Hire purchase" }).click();
  await expect(page).toHaveURL(/\/blog\/tag\/hp$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Posts tagged “Hire purchase”");
});

test("unknown blog addresses are 404s", READS_THE_PAGE, async ({ page }) => {
  for (const path of [
    "/blog/no-such-post",
    "/blog/category/gossip",
    "/blog/tag/gossip",
    "/blog/not.a.slug",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_HEADING);
  }
  // A capitalised slug is the same article.
  await page.goto("/blog/Winter-Car-Checks");
  await expect(page).toHaveURL(/\/blog\/winter-car-checks$/);
});

test("/blog-search/{query} opens the blog's search", READS_THE_PAGE, async ({ page }) => {
  await page.goto("/blog-search/battery%20health");
  await expect(page).toHaveURL(/\/blog\?search=battery\+health$/);
  await expect(searchBox(page)).toHaveValue("battery health");
  await expect(posts(page).first()).toBeVisible();
});

test("the site search's 'view more' goes to the blog's search of the term", async ({ page }) => {
  // "car" is in every post: more than the site search shows.
  await page.goto("/search/car");
  await page.getByRole("link", { name: /^See all \d+ blog posts about “car”$/ }).click();
  await expect(page).toHaveURL(/\/blog\?search=car$/);
  await expect(searchBox(page)).toHaveValue("car");
  await expect(status(page)).toHaveText(/^\d+ posts found$/);
});

test("'Latest from the Blog' on the home page: five posts, arrows with JavaScript, 'See all posts'", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  const block = page.getByRole("region", { name: "Latest from the Blog" });
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole("list", { name: "Latest posts" }).getByRole("listitem")).toHaveCount(5);
  await expect(block.getByRole("link", { name: "See all posts" })).toHaveAttribute("href", "/blog");
  if (javaScriptEnabled) {
    await expect(block.getByText("Post 1 of 5")).toBeVisible();
    await block.getByRole("button", { name: "Next post" }).click();
    await expect(block.getByText("Post 2 of 5")).toBeVisible();
    await expect(block.getByRole("button", { name: "Previous post" })).toBeEnabled();
  } else {
    await expect(block.getByRole("button", { name: "Next post" })).toBeHidden();
    await block.getByRole("link", { name: "See all posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  }
});

test("every blog address in sitemap.xml answers 200", async ({ request, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the same requests either way");
  const xml = await (await request.get("/sitemap.xml")).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((path) => path === "/blog" || path.startsWith("/blog/"));
  expect(urls.length).toBeGreaterThanOrEqual(21);
  for (const path of urls) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
});

test.describe("with the dealer API down", () => {
  test.use({ baseURL: `http://localhost:${DEALER_DOWN_PORT}` });

  test(
    "blog pages show the error page, and the home page leaves the blog block out",
    READS_THE_PAGE,
    async ({ page }) => {
      for (const path of [
        "/blog",
        "/blog/category/car-finance",
        "/blog/tag/pcp",
        "/blog/winter-car-checks",
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(503);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "Sorry about this, but an error has occurred",
        );
      }
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Perfectly matched at a perfect price",
      );
      await expect(page.getByRole("region", { name: "Latest from the Blog" })).toHaveCount(0);
    },
  );
});

test(
  "the Saved and Recently viewed bars open on a listing from its address, the listing kept",
  READS_THE_PAGE,
  async ({ page, request }) => {
    const kept = await request.get("/blog?sort=age%7Casc&panel=saved", { maxRedirects: 0 });
    expect(kept.status()).toBe(200);
    const tidied = await request.get("/blog?panel=recent&page=1&sort=age%7Casc", { maxRedirects: 0 });
    expect(tidied.headers()["location"]).toBe("/blog?sort=age%7Casc&panel=recent");
    await page.goto("/blog/category/car-finance?panel=recent");
    await expect(page).toHaveURL(/\/blog\/category\/car-finance\?panel=recent$/);
    await expect(page.getByRole("region", { name: "Recently viewed vehicles" })).toBeVisible();
    await expect(posts(page).first()).toBeVisible();
  },
);
