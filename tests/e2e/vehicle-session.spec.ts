import type { BrowserContext } from "@playwright/test";
import { test, expect } from "./fixtures";
import { vehiclePathsFromSitemap } from "./vehicle-stock";

/** The visitor cookie is "<base64 JSON>.<signature>" (Remix signed cookie). */
async function recentlyViewed(context: BrowserContext): Promise<string[]> {
  const cookie = (await context.cookies()).find((item) => item.name === "__visitor");
  if (!cookie) return [];
  const payload = decodeURIComponent(cookie.value).split(".")[0];
  return JSON.parse(Buffer.from(payload, "base64").toString("utf8")).recentlyViewed ?? [];
}

test("viewed cars are recorded in the session, newest first, each once", async ({
  page,
  context,
  request,
}) => {
  const [first, second] = await vehiclePathsFromSitemap(request);
  const slug = (path: string) => path.split("/").pop();
  await page.goto(first);
  expect(await recentlyViewed(context)).toEqual([slug(first)]);
  await page.goto(second);
  expect(await recentlyViewed(context)).toEqual([slug(second), slug(first)]);
  await page.goto(first);
  expect(await recentlyViewed(context)).toEqual([slug(second), slug(first)]);
});

test("the recently viewed list is bounded", async ({ context, request }) => {
  const paths = (await vehiclePathsFromSitemap(request)).slice(0, 14);
  // The recording is the server's: the context's own request client carries the cookie without rendering pages.
  for (const path of paths) expect((await context.request.get(path)).ok()).toBe(true);
  const list = await recentlyViewed(context);
  // RECENTLY_VIEWED_LIMIT in app/sessions.server.ts
  expect(list).toHaveLength(12);
  expect(list[0]).toBe(paths.at(-1)?.split("/").pop());
});
