import pa11y, { type Pa11yIssue, type Pa11yOptions, type Pa11yResults } from "pa11y";
// The Puppeteer pa11y itself drives (its dependency): it never downloads a browser (.puppeteerrc.cjs), it is given
// Debian's Chromium, the same one Playwright runs.
import puppeteer, { type Browser } from "puppeteer";
import { chromiumArgs, chromiumPath } from "../../playwright.config";

/**
 * A second accessibility engine beside axe (fixtures.ts): HTML_CodeSniffer through pa11y, WCAG 2 AA, errors only.
 * pa11y drives its own Chromium through Puppeteer, always with JavaScript, so the pages are checked as a shopper with
 * JavaScript sees them; one browser serves a whole spec (launchChromium in beforeAll, close in afterAll).
 */

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

/**
 * The Chromium Playwright runs (playwright.config.ts): Debian's headless shell where it is installed, which Puppeteer
 * drives as its "shell" mode, the old headless; full Chromium, in its new headless mode, otherwise.
 */
export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath,
    headless: chromiumPath.endsWith("chromium-headless-shell") ? "shell" : true,
    args: chromiumArgs,
  });
}

/** HTML_CodeSniffer's errors on the page at `url` (WCAG 2 AA), after pa11y's `actions` when given. */
export function htmlcsErrors(
  browser: Browser,
  url: string,
  options: Pick<Pa11yOptions, "viewport" | "actions" | "method" | "postData" | "headers">,
): Promise<Pa11yResults> {
  return pa11y(url, {
    browser,
    runners: ["htmlcs"],
    standard: "WCAG2AA",
    includeWarnings: false,
    includeNotices: false,
    timeout: 45_000,
    ...options,
  });
}

/** One line per issue, for a failing test's message: the rule, what it says, and where. */
export const formatIssues = (issues: Pa11yIssue[]) =>
  issues
    .map((issue) => `${issue.code}: ${issue.message}\n  ${issue.selector}\n  ${issue.context}`)
    .join("\n");
