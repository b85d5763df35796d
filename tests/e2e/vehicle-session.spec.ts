import type { BrowserContext } from "@playwright/test";
import { test, expect, runOnceForHttp, READS_THE_PAGE } from "./fixtures";
import { vehiclePathsFromSitemap } from "./vehicle-stock";

/** The visitor cookie is "<base64 JSON>.<signature>" (Remix signed cookie). */
async function recentlyViewed(context: BrowserContext): Promise<string[]> {
  const cookie = (await context.cookies()).find((item) => item.name === "__visitor");
  if (!cookie) return [];
  const payload = decodeURIComponent(cookie.value).split(".")[0];
  return JSON.parse(Buffer.from(payload, "base64").toString("utf8")).recentlyViewed ?? [];
}

test(
  "viewed cars are recorded in the session, newest first, each once",
  READS_THE_PAGE,
  async ({ page, context, request }) => {
    const [first, second] = await vehiclePathsFromSitemap(request);
    const slug = (path: string) => path.split("/").pop();
    await page.goto(first);
    expect(await recentlyViewed(context)).toEqual([slug(first)]);
    await page.goto(second);
    expect(await recentlyViewed(context)).toEqual([slug(second), slug(first)]);
    await page.goto(first);
    expect(await recentlyViewed(context)).toEqual([slug(second), slug(first)]);
  },
);

test("the recently viewed list is bounded", READS_THE_PAGE, async ({ context, request }) => {
  const paths = (await vehiclePathsFromSitemap(request)).slice(0, 14);
  // The recording is the server's: the context's own request client carries the cookie without rendering pages.
  for (const path of paths) expect((await context.request.get(path)).ok()).toBe(true);
  const list = await recentlyViewed(context);
  // RECENTLY_VIEWED_LIMIT in app/sessions.server.ts
  expect(list).toHaveLength(12);
  expect(list[0]).toBe(paths.at(-1)?.split("/").pop());
});

test("a crawler's visit sets no cookie; a shopper's does", async ({ request }, testInfo) => {
  runOnceForHttp(testInfo);
  const [path] = await vehiclePathsFromSitemap(request);
  const crawler = await request.get(path, {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  });
  expect(crawler.ok()).toBe(true);
  expect(crawler.headers()["set-cookie"]).toBeUndefined();
  const shopper = await request.get(path, {
    headers: {
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
    },
  });
  expect(shopper.headers()["set-cookie"]).toContain("__visitor=");
});
