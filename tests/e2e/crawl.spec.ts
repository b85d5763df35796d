import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "./fixtures";

// The whole site's links, fetched a few at a time.
test.describe.configure({ timeout: 240_000 });
// One crawl is enough: the answers do not depend on the browser's JavaScript.
test.skip(
  ({ javaScriptEnabled }) => !javaScriptEnabled,
  "a crawl of links; the browser's JavaScript plays no part",
);

const sitemapLocations = async (request: APIRequestContext) =>
  [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );

/** The site's own links in a page's HTML (no fragments, other sites, phone or mail links), as paths with queries. */
function linksIn(html: string, origin: string): string[] {
  const links = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
    const href = raw.replace(/&amp;/g, "&");
    if (/^(mailto|tel|sms|javascript):/i.test(href) || href.startsWith("#")) continue;
    const url = new URL(href, origin);
    if (url.origin !== origin) continue;
    links.add(`${url.pathname}${url.search}`);
  }
  return [...links];
}

async function statuses(request: APIRequestContext, paths: readonly string[]) {
  const answers: [string, number][] = [];
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await request.get(path, { maxRedirects: 5 });
        answers.push([path, response.status()]);
      }
    }),
  );
  return answers;
}

test("every address in sitemap.xml is on the site's public address and answers 200", async ({
  request,
  baseURL,
}) => {
  const locations = await sitemapLocations(request);
  expect(locations.length).toBeGreaterThan(20);
  const origin = new URL(baseURL!).origin;
  for (const location of locations) expect(location.startsWith(`${origin}/`), location).toBe(true);
  const paths = locations.map((location) => new URL(location).pathname);
  // Every page, and the first 30 cars (the rest are the same route).
  const cars = paths.filter((path) => path.startsWith("/used/cars/") && path !== "/used/cars/search");
  const others = paths.filter((path) => !cars.includes(path));
  const failing = (await statuses(request, [...others, ...cars.slice(0, 30)])).filter(
    ([, status]) => status !== 200,
  );
  expect(failing).toEqual([]);
});

test("no link on the home page, the header, the footer or any content page ends in an error", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const pages = (await sitemapLocations(request))
    .map((location) => new URL(location).pathname)
    .filter((path) => !path.startsWith("/used/cars/"));
  const links = new Set<string>();
  for (const path of ["/", ...pages]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    for (const link of linksIn(await response.text(), origin)) links.add(link);
  }
  expect(links.size).toBeGreaterThan(50);
  const failing = (await statuses(request, [...links])).filter(([, status]) => status >= 400);
  expect(failing).toEqual([]);
});
