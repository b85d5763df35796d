import type { Page } from "@playwright/test";
import { test, expect, READS_THE_PAGE } from "./fixtures";

// The worker's kept page (fixtures.ts, docs/decisions/338-one-page-per-worker.md): what one test leaves on it never
// reaches the next, and a test whose change would last gets a page of its own. In order, in one worker.
test.describe.configure({ mode: "serial" });

let first: Page | undefined;
let requestsSeen = 0;

test(
  "a test leaves cookies, storage, headers, a route and a listener behind",
  READS_THE_PAGE,
  async ({ page, context }) => {
    first = page;
    await page.setExtraHTTPHeaders({ "X-Left-Behind": "1" });
    await page.route("**/contact", (route) => route.fulfill({ body: "<title>Routed</title>" }));
    page.on("request", () => (requestsSeen += 1));
    await page.goto("/contact");
    await expect(page).toHaveTitle("Routed");
    await context.addCookies([{ name: "left", value: "behind", url: page.url() }]);
    await page.evaluate(() => {
      localStorage.setItem("left", "behind");
      sessionStorage.setItem("left", "behind");
    });
  },
);

test("the next test meets none of it, on the same page", READS_THE_PAGE, async ({ page, context }) => {
  expect(page, "the kept page").toBe(first);
  const seen = requestsSeen;
  const sent = page.waitForRequest("**/contact");
  await page.goto("/contact");
  expect((await sent).headers()["x-left-behind"]).toBeUndefined();
  await expect(page).not.toHaveTitle("Routed");
  expect(requestsSeen, "the last test's listener").toBe(seen);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  // A change that lasts: the next test gets a page of its own.
  await page.addInitScript(() => Object.assign(window, { leftBehind: true }));
});

test("after an init script, a new page without it", READS_THE_PAGE, async ({ page }) => {
  expect(page).not.toBe(first);
  await page.goto("/contact");
  expect(await page.evaluate(() => "leftBehind" in window)).toBe(false);
});
