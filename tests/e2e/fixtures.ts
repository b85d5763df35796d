import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { sitePort } from "../../playwright.config";
import { closeSiteDatabases } from "./dealer-database";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

function formatViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(" ")).join("\n  ")}`,
    )
    .join("\n");
}

/**
 * Scans the page as it is now. axe is a script, so a JavaScript-off page is scanned by serving its exact HTML
 * to a JavaScript-on page whose own app scripts are blocked (the page looks and behaves as it did without JS).
 */
async function scan(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) return new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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
    return await new AxeBuilder({ page: copy }).withTags(WCAG_TAGS).analyze();
  } finally {
    await context.close();
  }
}

export const test = base.extend<{ expectAccessible: () => Promise<void> }, { closesSiteDatabases: void }>({
  // Each parallel worker has its own site and dealer database (playwright.config.ts); test.use can still name another.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${sitePort(testInfo.parallelIndex)}`),
  expectAccessible: async ({ page, javaScriptEnabled }, use) => {
    await use(async () => {
      const results = await scan(page, javaScriptEnabled);
      expect(results.violations, formatViolations(results.violations)).toEqual([]);
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
