import { test, expect } from "./fixtures";
import type { Browser } from "puppeteer";
import { formatIssues, htmlcsErrors, launchChromium, VIEWPORTS } from "./pa11y";
import { vehiclePathsFromSitemap } from "./vehicle-stock";

/**
 * HTML_CodeSniffer (pa11y, WCAG 2 AA, errors) finds nothing on the main pages and a form's error state, at a phone's
 * width and a desktop's, as axe finds nothing on them (their own specs). pa11y opens the pages in its own Chromium,
 * with JavaScript: one project is enough, and the tests run one after another in one worker so that they share it.
 */
test.describe.configure({ mode: "default" });
test.skip(
  ({ javaScriptEnabled }) => !javaScriptEnabled,
  "pa11y opens the pages in its own browser, always with JavaScript: the js project runs it once",
);

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchChromium();
});
test.afterAll(async () => {
  await browser?.close();
});

interface PageCase {
  name: string;
  /** The page's path, or how to find it. */
  path: string | ((request: import("@playwright/test").APIRequestContext) => Promise<string>);
  options?: Parameters<typeof htmlcsErrors>[2];
  /** A form's error state: the page says so in its title (so the errors were there to be checked). */
  errorState?: true;
}

const ERROR_SUMMARY = "[id$='-error-summary-title']";

const PAGES: PageCase[] = [
  { name: "home", path: "/" },
  {
    name: "search results",
    path: "/used/cars/search?make=ford",
  },
  { name: "a car's page", path: async (request) => (await vehiclePathsFromSitemap(request))[0] },
  { name: "finance", path: "/finance" },
  { name: "saved searches (none yet)", path: "/saved-searches" },
  {
    name: "a car's deal",
    path: async (request) => `${(await vehiclePathsFromSitemap(request))[0]}/deal`,
  },
  {
    // The deal's form sent with nothing chosen, without JavaScript: the server's page with its error summary.
    name: "a car's deal sent empty (the server's answer)",
    path: async (request) => `${(await vehiclePathsFromSitemap(request))[0]}/deal`,
    options: {
      method: "POST",
      postData: "valuation=&payment=&getting=",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    },
    errorState: true,
  },
  {
    // Without JavaScript a post sent empty comes back as the server's page with its error summary: pa11y posts it.
    name: "the valuation's first step sent empty (the server's answer)",
    path: "/sell-my-car/valuation-steps",
    options: {
      method: "POST",
      postData: "vrm=&mileage=",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    },
    errorState: true,
  },
  {
    // With JavaScript the form shows its errors itself.
    name: "the enquiry form sent empty (errors shown in place)",
    path: "/enquiry?form=7",
    options: {
      actions: [
        "click element #enquiry button[type=submit]",
        `wait for element ${ERROR_SUMMARY} to be visible`,
      ],
    },
    errorState: true,
  },
];

for (const page of PAGES) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`pa11y (HTML_CodeSniffer, WCAG 2 AA): ${page.name}, ${device} (${viewport.width} px)`, async ({
      request,
      baseURL,
    }) => {
      const path = typeof page.path === "string" ? page.path : await page.path(request);
      const { issues, documentTitle } = await htmlcsErrors(browser, `${baseURL}${path}`, {
        viewport,
        ...page.options,
      });
      if (page.errorState) expect(documentTitle).toMatch(/^Error: /);
      expect(issues, formatIssues(issues)).toEqual([]);
    });
  }
}
