import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import axeCore from "axe-core";
import { sitePort } from "../../playwright.config";
import { closeSiteDatabases } from "./dealer-database";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** A rule the page breaks, and where. */
type Violation = { id: string; help: string; targets: string[] };

function formatViolations(violations: Violation[]): string {
  return violations
    .map((violation) => `${violation.id}: ${violation.help}\n  ${violation.targets.join("\n  ")}`)
    .join("\n");
}

/**
 * axe-core's WCAG rules run in the page: its script put in once, then axe.run() asked for violations only; every rule
 * still runs.
 * - @axe-core/playwright runs axe.runPartial() in each frame, then opens a blank page, injects axe again and finishes
 *   there, for cross-origin frames the site's pages do not have; even in its legacy mode it injects the script twice.
 * - Violations only: the tests assert there are none. Otherwise axe returns every node each rule passed (hundreds on a
 *   results page), which Playwright serialises.
 * A scan of the results page takes about 0.6 s instead of 2.2 s; scans were about 45 % of the suite's time
 * (docs/benchmarks.md, "The test suite"). accessibility-scan.spec.ts shows a scan still finds a violation.
 */
async function axe(page: Page): Promise<Violation[]> {
  await page.evaluate(axeCore.source);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  }, WCAG_TAGS);
}

/**
 * Scans the page as it is now (with JavaScript, once nothing on it is busy). axe is a script, so a JavaScript-off page is scanned by serving its exact HTML
 * to a JavaScript-on page whose own app scripts are blocked (the page looks and behaves as it did without JS).
 */
async function scan(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    // A part of the page fetching new figures is marked busy, and faded, until they arrive: the page is scanned as
    // the shopper reads it, once they have (a faded figure fails the contrast rule).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    return axe(page);
  }
  const html = await page.content();
  const url = page.url();
  const browser = page.context().browser();
  if (!browser) throw new Error("No browser to scan the page with");
  const context = await browser.newContext({ javaScriptEnabled: true, baseURL: new URL(url).origin });
  try {
    const copy = await context.newPage();
    await copy.route("**/*", async (route) => {
      const request = route.request();
      if (request.url() === url && request.resourceType() === "document") {
        return route.fulfill({ status: 200, contentType: "text/html", body: html });
      }
      if (request.resourceType() === "script") return route.abort();
      return route.continue();
    });
    await copy.goto(url);
    return await axe(copy);
  } finally {
    await context.close();
  }
}

/**
 * Waits until the page in `page` is hydrated (the root layout marks <html data-hydrated>, app/root.tsx), when it is a
 * page of the site with its scripts: not a file, a feed, or a page whose scripts cannot run. Before that, a click lands
 * on the server's markup and is answered the no-JavaScript way, or lost while React takes the markup over.
 */
export async function untilHydrated(page: Page) {
  const hydrates = await page.evaluate(() => "__remixContext" in window).catch(() => false);
  if (hydrates) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Makes `page.goto` and `page.reload` resolve once the page they open is hydrated. */
function usedOnceHydrated(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
}

export const test = base.extend<{ expectAccessible: () => Promise<void> }, { closesSiteDatabases: void }>({
  // Each parallel worker has its own site and dealer database (playwright.config.ts); test.use can still name another.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${sitePort(testInfo.parallelIndex)}`),
  // With JavaScript, a page opened by address is used once it is hydrated: every test then meets the page a shopper's
  // click would, however busy the machine (docs/decisions/202-test-suite-under-load.md). Every page of the test's
  // browser context is, the test's own and any it opens beside it.
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) context.on("page", usedOnceHydrated);
    await use(context);
  },
  expectAccessible: async ({ page, javaScriptEnabled }, use) => {
    await use(async () => {
      const violations = await scan(page, javaScriptEnabled);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  },
  // The dealer databases a worker's tests opened (tests/e2e/dealer-database.ts) are closed when it ends.
  closesSiteDatabases: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, use) => {
      await use();
      await closeSiteDatabases();
    },
    { scope: "worker", auto: true },
  ],
});

export { expect };

/** A test that only sends HTTP requests runs once, in the JavaScript project: the browser's setting changes nothing. */
export function runOnceForHttp(testInfo: TestInfo) {
  test.skip(testInfo.project.name !== "js", "HTTP only: JavaScript on or off changes nothing");
}
