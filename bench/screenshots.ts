/**
 * Screenshots of the site for a reviewer who does not run it: `npm run screenshots` (`-- --no-build` to use the build
 * already in `build/`). Builds the site, starts the production server on the embedded data (a fresh database, the
 * e2e suite's seed and day, so every run shows the same cars) on a free port, and saves full-page PNGs of the home
 * page, the search results, a car's page, that car's finance block and a form's error state at a phone's width
 * (390 px) and a desktop's (1366 px) into docs/screenshots/, with an index (docs/screenshots/README.md). The cookie
 * banner is answered first, as a visitor would, so it covers nothing. Not part of `npm test`.
 *
 * Options (env): CHROMIUM_PATH (/usr/bin/chromium).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { chromium, type Browser, type Locator, type Page } from "@playwright/test";
import { chromiumArgs } from "../playwright.config";
import { freePort, startSite, waitForServer } from "./processes";

const OUT = "docs/screenshots";
const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 768 },
] as const;

interface Shot {
  file: string;
  caption: string;
  width: number;
}

/**
 * Every part of the page drawn and every picture loaded: the home page's lower sections skip drawing while off-screen
 * (`content-visibility: auto`) and lazy pictures wait to be scrolled to, which a full-page screenshot never does.
 */
async function settle(page: Page) {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]'))
      image.loading = "eager";
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready);
  // The shell's page-loading bar fades once the page is in.
  await page.locator('[role="progressbar"]').waitFor({ state: "hidden" });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

/** Answers the cookie banner (reject: the site then loads nothing more) and hides its confirmation, as a visitor would. */
async function answerCookieBanner(page: Page) {
  await page.getByRole("button", { name: "Reject additional cookies" }).click();
  const hide = page.getByRole("button", { name: "Hide cookie message" });
  await hide.click();
  await hide.waitFor({ state: "hidden" });
  // The pointer leaves the page, so that nothing is shown hovered.
  await page.mouse.move(-1, -1);
}

/** The first car for sale in the sitemap. */
async function firstCarPath(origin: string): Promise<string> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const path = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/used\/cars\/[a-z0-9-]+)<\/loc>/g)]
    .map((match) => match[1])
    .find((candidate) => candidate !== "/used/cars/search");
  if (!path) throw new Error("The sitemap lists no car");
  return path;
}

async function shoot(browser: Browser, origin: string, carPath: string): Promise<Shot[]> {
  const shots: Shot[] = [];
  for (const { name, width, height } of WIDTHS) {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width, height },
      locale: "en-GB",
      timezoneId: "Europe/London",
      reducedMotion: "reduce",
      // The style settle() adds is not the site's own: the page's Content-Security-Policy would refuse it.
      bypassCSP: true,
    });
    const page = await context.newPage();
    /** The whole page, or one part of it cut from the whole page (where the sticky bars cover nothing). */
    const save = async (slug: string, caption: string, part?: Locator) => {
      const file = `${slug}-${width}.png`;
      await page.evaluate(() => window.scrollTo(0, 0));
      const clip = part ? await part.boundingBox() : undefined;
      if (clip === null) throw new Error(`${caption}: not on the page`);
      await page.screenshot({ path: `${OUT}/${file}`, animations: "disabled", fullPage: true, clip });
      shots.push({ file, caption: `${caption}, ${name} (${width} px)`, width });
      console.log(`  ${OUT}/${file}`);
    };

    await open(page, "/");
    await answerCookieBanner(page);
    await save("home", "Home page");

    await open(page, "/used/cars/search");
    await save("search", "Search results");

    await open(page, carPath);
    await save("vehicle", "A car's page");
    // The finance blocks: personalise, the representative example, the calculator and the budget finder.
    const finance = page.locator("div:has(> div > #finance-personalise):has(> div > #finance-calculator)");
    await save("vehicle-finance", "The car's finance block", finance);

    // A form sent empty: the test drive of the same car, on the form's own page.
    await open(page, `/enquiry?form=8&vehicle=${carPath.split("/").pop()}`);
    await page.getByRole("button", { name: "Request test drive" }).click();
    await page.getByRole("alert").filter({ hasText: "There is a problem" }).waitFor();
    await save("form-errors", "A form sent empty: its error summary and messages");

    await context.close();
  }
  return shots;
}

function index(shots: Shot[]): string {
  const lines = [
    "# Screenshots",
    "",
    "Written by `npm run screenshots` (bench/screenshots.ts): the production build on the embedded data in Chromium,",
    "whole pages (the finance block cut from its page) at a phone's width (390 px) and a desktop's (1366 px). A phone's",
    "picture wider than 390 px is a page that scrolls sideways. Do not edit by hand: run it again.",
    "",
  ];
  for (const shot of shots) lines.push(`## ${shot.caption}`, "", `![${shot.caption}](${shot.file})`, "");
  return lines.join("\n");
}

async function main() {
  if (!process.argv.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const port = await freePort();
  const database = `.data/screenshots-${port}.sqlite`;
  const removeDatabase = () => {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
  };
  removeDatabase();
  const site = startSite(port, {
    DEALER_DB_FILE: database,
    SEED: "20261101",
    SEED_TODAY: "2026-11-01",
  });
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  try {
    await waitForServer(site, `${origin}/healthcheck`, 180_000);
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    const shots = await shoot(browser, origin, await firstCarPath(origin));
    writeFileSync(`${OUT}/README.md`, index(shots));
    console.log(`${shots.length} screenshots in ${OUT}/`);
  } finally {
    await browser.close();
    await site.stop();
    removeDatabase();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
