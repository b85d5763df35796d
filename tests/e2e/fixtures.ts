import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from "@playwright/test";
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
  // Put in once a document: a page scanned again after a change keeps it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeCore.source);
  return page.evaluate(async (tags) => {
    // A colour still on its way (a button's transition as the page's styles arrive) is not the colour the shopper
    // reads: what moves is scanned once it has settled. The site has no endless animation.
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
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

/** A page that runs scripts, shared by a worker's tests: JavaScript-off pages are copied into it to be scanned. */
type ScanCopy = () => Promise<Page>;

/** Every script element of a page's markup (Chromium's own serialisation: each closes with its end tag). */
const SCRIPTS = /<script\b[\s\S]*?<\/script>/gi;
/** Every module preload: in the copy they would only fetch and compile the site's scripts, which never run there. */
const MODULE_PRELOADS = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

/**
 * Scans the page as it is now. With JavaScript, once nothing on it is busy: a part fetching new figures is marked
 * busy, and faded, until they arrive, and the shopper reads it once they have (a faded figure fails the contrast rule).
 * axe is a script, so a JavaScript-off page is scanned as a copy: its markup as the browser holds it, without its
 * scripts, written into a page that runs scripts (at the same size, the same stylesheets and pictures from the site),
 * where axe runs. It looks as it did without JavaScript: nothing of the app runs in the copy, and <html> keeps its
 * no-js class.
 */
async function scan(page: Page, javaScriptEnabled: boolean, scanCopy: ScanCopy): Promise<Violation[]> {
  if (javaScriptEnabled) {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    return axe(page);
  }
  const origin = new URL(page.url()).origin;
  const html = (await page.content())
    .replace(SCRIPTS, "")
    .replace(MODULE_PRELOADS, "")
    .replace(/<head\b[^>]*>/i, (head) => `${head}<base href="${origin}/">`);
  const copy = await scanCopy();
  const size = page.viewportSize();
  if (size) await copy.setViewportSize(size);
  await copy.setContent(html);
  return axe(copy);
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

/** Calls whose effect on a context or page outlasts the test: a kept page they were made on is not used again. */
const LASTING = {
  context: [
    "addInitScript",
    "exposeBinding",
    "exposeFunction",
    "grantPermissions",
    "setGeolocation",
    "setOffline",
    "setHTTPCredentials",
    "newCDPSession",
    "setDefaultTimeout",
    "setDefaultNavigationTimeout",
  ],
  page: [
    "addInitScript",
    "exposeBinding",
    "exposeFunction",
    "emulateMedia",
    "addLocatorHandler",
    "setDefaultTimeout",
    "setDefaultNavigationTimeout",
  ],
  clock: ["install", "setFixedTime", "setSystemTime", "pauseAt", "runFor", "fastForward"],
} as const;

type Listener = (...args: unknown[]) => void;
type Emitter = {
  on(event: string, listener: Listener): unknown;
  off(event: string, listener: Listener): unknown;
};

/**
 * A worker's browser context and page, kept from one test to the next (docs/decisions/338-one-page-per-worker.md): a
 * page opened in a new context costs a new renderer process and a cold start of the site's scripts, about three times
 * a page opened where the last test left off (docs/benchmarks.md, "One page per worker").
 *
 * Between tests the page is reset: the pages the test opened are closed, its routes, headers, listeners and the
 * mouse's place undone, and every cookie, permission and the site's local and session storage cleared. The next test
 * opens its first page by address as every test does, a new document in the same renderer. The page is replaced
 * instead after a test that failed, closed it, left it on another origin, or made a call whose effect lasts (LASTING:
 * init scripts, a fake clock, a CDP session...); a retry and a test with its own storage state get a context of their
 * own (the retry's trace records it from the start).
 */
class KeptPage {
  current: { context: BrowserContext; page: Page; key: string } | undefined;
  private lasting = false;
  private listeners: Array<{ target: Emitter; event: string; listener: Listener }> = [];

  constructor(private readonly browser: Browser) {}

  /** The kept page for a test with these context options (a new one when they differ from the last test's). */
  async take(
    options: BrowserContextOptions,
    perTest: Pick<BrowserContextOptions, "viewport" | "extraHTTPHeaders">,
  ) {
    const key = JSON.stringify({ ...options, viewport: perTest.viewport === null });
    if (this.current?.key !== key) await this.discard();
    if (!this.current) {
      const context = await this.browser.newContext({ ...options, viewport: perTest.viewport });
      if (options.javaScriptEnabled !== false) context.on("page", usedOnceHydrated);
      this.current = { context, page: await context.newPage(), key };
    }
    const { context, page } = this.current;
    await context.setExtraHTTPHeaders(perTest.extraHTTPHeaders ?? {});
    if (perTest.viewport) await page.setViewportSize(perTest.viewport);
    this.watch(context, LASTING.context);
    this.watch(page, LASTING.page);
    this.watch(page.clock, LASTING.clock);
    return this.current;
  }

  /** Notes a call to one of `lasting` on `target`, and every listener the test adds to it (removed after it). */
  private watch(target: object, lasting: readonly string[]) {
    const methods = target as Record<string, (...args: unknown[]) => unknown>;
    if (Object.hasOwn(methods, lasting[0])) return;
    for (const name of lasting) {
      const method = methods[name];
      methods[name] = (...args) => {
        this.lasting = true;
        return method.apply(target, args);
      };
    }
    if (!("off" in target)) return;
    for (const name of ["on", "once", "addListener"]) {
      const method = methods[name];
      methods[name] = (event, listener) => {
        this.listeners.push({
          target: target as Emitter,
          event: event as string,
          listener: listener as Listener,
        });
        return method.call(target, event, listener);
      };
    }
  }

  /** After a test: the page reset for the next one, or let go. */
  async giveBack(passed: boolean, siteOrigin: string | undefined) {
    const current = this.current;
    if (!current) return;
    for (const { target, event, listener } of this.listeners.splice(0)) target.off(event, listener);
    const { context, page } = current;
    const onTheSite = !page.isClosed() && new URL(page.url()).origin === siteOrigin;
    if (!passed || this.lasting || !onTheSite) return this.discard();
    try {
      for (const other of context.pages()) if (other !== page) await other.close();
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await context.unrouteAll({ behavior: "ignoreErrors" });
      await page.setExtraHTTPHeaders({});
      await context.clearCookies();
      await context.clearPermissions();
      await page.mouse.move(0, 0);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    } catch {
      await this.discard();
    }
  }

  async discard() {
    const current = this.current;
    this.current = undefined;
    this.lasting = false;
    this.listeners = [];
    await current?.context.close().catch(() => undefined);
  }
}

export const test = base.extend<
  { expectAccessible: () => Promise<void> },
  { scanCopy: ScanCopy; closesSiteDatabases: void; keptPage: KeptPage }
>({
  // Each parallel worker has its own site and dealer database (playwright.config.ts); test.use can still name another.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${sitePort(testInfo.parallelIndex)}`),
  // The worker's kept context (KeptPage), with the test's own options. With JavaScript, a page opened by address is used
  // once it is hydrated: every test then meets the page a shopper's click would, however busy the machine
  // (docs/decisions/202-test-suite-under-load.md). Every page of the context is, the test's own and any it opens.
  context: async (
    {
      browser,
      keptPage,
      javaScriptEnabled,
      baseURL,
      viewport,
      extraHTTPHeaders,
      colorScheme,
      reducedMotion,
      locale,
      timezoneId,
      isMobile,
      hasTouch,
      userAgent,
      deviceScaleFactor,
      storageState,
      geolocation,
      permissions,
      offline,
    },
    use,
    testInfo,
  ) => {
    const options: BrowserContextOptions = Object.fromEntries(
      Object.entries({
        javaScriptEnabled,
        baseURL,
        colorScheme,
        reducedMotion,
        locale,
        timezoneId,
        isMobile,
        hasTouch,
        userAgent,
        deviceScaleFactor,
        storageState,
        geolocation,
        permissions,
        offline,
      }).filter(([, value]) => value !== undefined),
    );
    const perTest = { viewport, extraHTTPHeaders };
    if (testInfo.retry > 0 || storageState) {
      const context = await browser.newContext({ ...options, ...perTest });
      if (javaScriptEnabled) context.on("page", usedOnceHydrated);
      await use(context);
      await context.close();
      return;
    }
    const kept = await keptPage.take(options, perTest);
    await use(kept.context);
    await keptPage.giveBack(testInfo.status === testInfo.expectedStatus, baseURL && new URL(baseURL).origin);
  },
  page: async ({ context, keptPage }, use) => {
    await use(keptPage.current?.context === context ? keptPage.current.page : await context.newPage());
  },
  keptPage: [
    async ({ browser }, use) => {
      const keeper = new KeptPage(browser);
      await use(keeper);
      await keeper.discard();
    },
    { scope: "worker" },
  ],
  expectAccessible: async ({ page, javaScriptEnabled, scanCopy }, use) => {
    await use(async () => {
      const violations = await scan(page, javaScriptEnabled, scanCopy);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  },
  // Opened at a worker's first JavaScript-off scan and kept for its next ones: a page for each scan would cost a browser
  // context, a renderer and the stylesheets' download every time (docs/benchmarks.md, "Within 15 minutes").
  scanCopy: [
    async ({ browser }, use) => {
      let copy: Page | undefined;
      await use(async () => {
        copy ??= await (await browser.newContext({ javaScriptEnabled: true })).newPage();
        return copy;
      });
      await copy?.context().close();
    },
    { scope: "worker" },
  ],
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

/**
 * A test that opens pages and reads them, clicking and typing nothing: it runs in the JavaScript project only
 * (playwright.config.ts). Without JavaScript it would read the same server markup a second time; what the markup is
 * like without scripts is read by the tests that use those pages without JavaScript, and by layout.spec.ts at every
 * width. A test that behaves differently with JavaScript (it asks for `javaScriptEnabled`) is not one of these.
 */
export const READS_THE_PAGE = { tag: "@reads-the-page" };
