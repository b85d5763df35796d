/**
 * `npm run check:js`: the JavaScript budget (issue 19). Each kind of page must make a shopper's browser download at most
 * BUDGET_KB of compressed JavaScript on a first visit; the script exits 1 naming every page over it.
 *
 * Measured, not computed: it starts the production build (`build/`, so build first) on a fresh database of the
 * embedded stock on a free port, opens each page in Chromium with an empty cache and adds up the bytes on the wire of
 * every script the page fetched (its compressed body as the server sent it to Chromium, which accepts brotli: the
 * route manifest, the entry, the route modules, their shared chunks and any chunk the page imports while it starts
 * up). The figure a browser without brotli would get (gzip) is printed beside it. A page has finished starting once
 * React has hydrated it (its first commit), the browser has been idle and no request is in flight: so code a page loads
 * by itself on start-up counts, and code loaded only when the shopper does something (opens a form) does not. These
 * are conditions, not timers, so a slow or busy machine gives the same figures.
 *
 *   npm run check:js            (= tsx bench/js-budget.ts)
 *   Chromium as the end-to-end tests run it (playwright.config.ts: its headless shell, or CHROMIUM_PATH).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { get as httpGet } from "node:http";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../playwright.config";
import { table } from "./stats";
import { freePort, startSite, waitForServer } from "./processes";

/** Kilobytes as browsers' developer tools and Lighthouse count them (KiB). */
const KB = 1024;
/** Issue 19: at most 140 KB of compressed JavaScript on any page's first load. */
export const BUDGET_KB = 140;

interface Page {
  name: string;
  path: string;
}

/** How many pictures a car's page says the car has ("Gallery (6)", with React's comment markers around the number). */
const pictureCount = (html: string) =>
  Number(/Gallery \((?:<!-- -->)?(\d+)(?:<!-- -->)?\)/.exec(html)?.[1] ?? -1);

/** The pages measured: one of each kind a shopper lands on; cars and a post found in the sitemap, none hard-coded. */
async function pagesToMeasure(origin: string): Promise<Page[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
  const cars = paths.filter(
    (path) => /^\/used\/cars\/[a-z0-9-]+$/.test(path) && path !== "/used/cars/search",
  );
  const post = paths.find((path) => /^\/blog\/[a-z0-9-]+$/.test(path) && path !== "/blog/category");
  if (!post) throw new Error("The sitemap lists no blog post");
  /** The first car (in sitemap order) whose page shows a number of pictures that `wanted` accepts. */
  const car = async (wanted: (count: number) => boolean) => {
    for (const path of cars) {
      if (wanted(pictureCount(await (await fetch(`${origin}${path}`)).text()))) return path;
    }
    throw new Error("No car in the sitemap has the pictures wanted");
  };
  const [gallery, onePicture] = await Promise.all([car((count) => count > 1), car((count) => count === 1)]);
  return [
    { name: "home", path: "/" },
    { name: "search (filtered)", path: "/used/cars/search?make=ford&body_type=hatchback&fuel_type=petrol" },
    { name: "car, several pictures", path: gallery },
    { name: "car, one picture", path: onePicture },
    // Landing on a car's page with its enquiry form open (a shared link): the form's code comes with the page.
    { name: "car, enquiry form open", path: `${gallery}?modal=enquire` },
    { name: "/finance", path: "/finance" },
    { name: "/contact", path: "/contact" },
    { name: "/sell-my-car", path: "/sell-my-car" },
    { name: "/login", path: "/login" },
    { name: "/blog", path: "/blog" },
    { name: "blog post", path: post },
  ];
}

/**
 * React calls this hook (the one its developer tools install) on every commit, in production builds too: the page
 * counts its commits, so the measure knows when hydration has happened. A string, run as it is written (a function
 * would be sent as tsx compiled it, with helpers the page does not have).
 */
const COUNT_REACT_COMMITS = `
  window.reactCommits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onCommitFiberRoot() { window.reactCommits += 1; },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
`;

interface Measure {
  scripts: number;
  /** Bytes on the wire as the browser fetched them (its Accept-Encoding: brotli, from this server). */
  bytes: number;
  /** The same scripts asked for with `Accept-Encoding: gzip` alone, as a browser without brotli gets them. */
  gzipBytes: number;
}

/** The size of an answer's body exactly as sent (not decoded) when only gzip is accepted. */
function gzipBodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpGet(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
  });
}

async function measure(browser: Browser, origin: string, path: string): Promise<Measure> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    await page.addInitScript(COUNT_REACT_COMMITS);
    let started = 0;
    let inFlight = 0;
    const waiting: (() => void)[] = [];
    const ended = () => {
      inFlight -= 1;
      if (inFlight === 0) waiting.splice(0).forEach((resume) => resume());
    };
    const noneInFlight = () =>
      inFlight === 0 ? Promise.resolve() : new Promise<void>((resume) => waiting.push(resume));
    const sizes: Promise<number>[] = [];
    const scripts: string[] = [];
    page.on("request", () => {
      started += 1;
      inFlight += 1;
    });
    page.on("requestfailed", ended);
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") {
        sizes.push(request.sizes().then((size) => size.responseBodySize));
        scripts.push(request.url());
      }
      ended();
    });
    // Generous limits, for a machine busy with other work: they only stop a page that never loads.
    const response = await page.goto(path, { waitUntil: "load", timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    await page.waitForFunction(() => (window as unknown as { reactCommits: number }).reactCommits > 0, null, {
      timeout: 120_000,
    });
    // Started up: the browser had an idle moment and nothing new was asked for since the last look.
    for (;;) {
      const before = started;
      await noneInFlight();
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      if (inFlight === 0 && started === before) break;
    }
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const bytes = sum(await Promise.all(sizes));
    const gzipBytes = sum(await Promise.all(scripts.map(gzipBodyBytes)));
    return { scripts: sizes.length, bytes, gzipBytes };
  } finally {
    await context.close();
  }
}

/**
 * Modules no browser chunk may hold (docs/decisions/200-dealer-api-boundary.md): anything of dealer-api/ outside its
 * contract. zod may be there: since issue 34 the forms check in the browser with the contract's own zod rules
 * (docs/decisions/313-one-form-stack.md), within the page budget below. Read from the browser build's own record of its
 * inputs.
 */
function modulesTheBrowserMustNotGet(): string[] {
  const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as {
    outputs: Record<string, { inputs?: Record<string, unknown> }>;
  };
  const found = new Set<string>();
  for (const output of Object.values(metafile.outputs))
    for (const input of Object.keys(output.inputs ?? {}))
      if (/(^|\/)dealer-api\/(?!contract\/)/.test(input)) found.add(input);
  return [...found].sort();
}

async function main() {
  const foreign = modulesTheBrowserMustNotGet();
  if (foreign.length > 0) {
    console.error(`The browser's JavaScript holds server-only modules:\n  ${foreign.join("\n  ")}`);
    process.exitCode = 1;
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const directory = mkdtempSync(join(tmpdir(), "js-budget-"));
  const site = startSite(port, {
    DEALER_DB_FILE: join(directory, "dealer.sqlite"),
    SEED_TODAY: "2026-11-01",
    SEED: "20261101",
  });
  let browser: Browser | undefined;
  try {
    await waitForServer(site, `${origin}/healthcheck`, 180_000);
    const pages = await pagesToMeasure(origin);
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
    });
    const rows: (string | number)[][] = [];
    const over: string[] = [];
    for (const { name, path } of pages) {
      const { scripts, bytes, gzipBytes } = await measure(browser, origin, path);
      const kb = bytes / KB;
      rows.push([
        name,
        path,
        scripts,
        kb.toFixed(1),
        (gzipBytes / KB).toFixed(1),
        kb > BUDGET_KB ? "OVER" : "ok",
      ]);
      if (kb > BUDGET_KB) over.push(`${name} (${path}): ${kb.toFixed(1)} KB`);
    }
    console.log(
      table(
        ["page", "path", "scripts", `KB on the wire (budget ${BUDGET_KB})`, "KB with gzip only", ""],
        rows,
        2,
      ),
    );
    if (over.length > 0) {
      console.error(
        `\nFirst-load JavaScript over ${BUDGET_KB} KB compressed on ${over.length} page(s):\n  ${over.join("\n  ")}`,
      );
      process.exitCode = 1;
    } else {
      console.log(`\nEvery page's first-load JavaScript is within ${BUDGET_KB} KB compressed.`);
    }
  } finally {
    await browser?.close();
    await site.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
