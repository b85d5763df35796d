/**
 * Screenshots of the site for a reviewer who does not run it: `npm run screenshots` (`-- --no-build` to use the build
 * already in `build/`). Builds the site, starts the production server on the embedded data (a fresh database, the
 * e2e suite's seed and day, so every run shows the same cars) on a free port, and saves pictures into
 * docs/screenshots/ with an index (docs/screenshots/README.md), at a phone's size (390×844) and a desktop's (1366×768),
 * JavaScript on and off:
 * - the first screen of a first visit from a shared link (the cookie banner showing): a car's page, the home page and
 *   the search results, as much as the window shows;
 * - then, the banner answered as a visitor would, whole pages: home, search results, a car's page and its finance
 *   block, saved cars, the comparison of three cars, the £99 checkout, contact, and a form's error state.
 * Whole pages are JPEGs (a phone's car page is many screens tall). Not part of `npm test`.
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
  /** What the picture shows ("A car's page"). */
  page: string;
  /** Size and JavaScript ("phone (390×844), JavaScript off"). */
  variant: string;
  file: string;
}

/**
 * Every part of the page drawn and every picture loaded: the home page's lower sections skip drawing while off-screen
 * (`content-visibility: auto`) and lazy pictures wait to be scrolled to, which a full-page screenshot never does.
 */
async function settle(page: Page, javaScriptEnabled: boolean) {
  // Without JavaScript, Playwright's style tag and promises never settle: the whole-page screenshot draws the lower
  // sections anyway, the window being the page's height while it is taken.
  if (!javaScriptEnabled) return page.waitForLoadState("load");
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

/** Answers the cookie banner (reject: the site then loads nothing more) and hides its confirmation, as a visitor would. */
async function answerCookieBanner(page: Page) {
  const reject = page.getByRole("button", { name: "Reject additional cookies" });
  await reject.click();
  await reject.waitFor({ state: "detached" });
  // With JavaScript the banner then says what was chosen until hidden; without it the next page has no banner.
  const hide = page.getByRole("button", { name: "Hide cookie message" });
  if (await hide.isVisible()) {
    await hide.click();
    await hide.waitFor({ state: "hidden" });
  }
  // The pointer leaves the page, so that nothing is shown hovered.
  await page.mouse.move(-1, -1);
}

/** Cars for sale from the sitemap, first `count`. */
async function carPaths(origin: string, count: number): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/used\/cars\/[a-z0-9-]+)<\/loc>/g)]
    .map((match) => match[1]!)
    .filter((candidate) => candidate !== "/used/cars/search");
  if (paths.length < count) throw new Error("The sitemap lists too few cars");
  return paths.slice(0, count);
}

const slugOf = (path: string) => path.split("/").pop()!;

/** The first of `paths` whose reservation form opens (a car reserved or sold has none). */
async function reservableCar(origin: string, paths: string[]): Promise<string> {
  for (const path of paths) {
    const response = await fetch(`${origin}/reserve/${slugOf(path)}`);
    if (response.ok && (await response.text()).includes("Your details")) return slugOf(path);
  }
  throw new Error("No car can be reserved");
}

async function shoot(browser: Browser, origin: string, cars: string[]): Promise<Shot[]> {
  const shots: Shot[] = [];
  const [carPath, ...others] = cars as [string, ...string[]];
  let runs = 0;
  for (const { name, width, height } of WIDTHS) {
    for (const javaScriptEnabled of [true, false]) {
      const how = javaScriptEnabled ? "JavaScript on" : "JavaScript off";
      const context = await browser.newContext({
        baseURL: origin,
        viewport: { width, height },
        locale: "en-GB",
        timezoneId: "Europe/London",
        reducedMotion: "reduce",
        javaScriptEnabled,
        // Each run is its own visitor, as a proxy would say (TRUST_PROXY below): one visitor may hold only a few cars.
        extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${10 + runs}` },
        // The style settle() adds is not the site's own: the page's Content-Security-Policy would refuse it.
        bypassCSP: true,
      });
      const page = await context.newPage();
      const open = async (path: string) => {
        await page.goto(path);
        await settle(page, javaScriptEnabled);
      };
      const suffix = `${width}${javaScriptEnabled ? "" : "-nojs"}`;
      /** The window as it opens (`firstScreen`), the whole page, or one part cut from the whole page. */
      const save = async (
        slug: string,
        caption: string,
        options: { part?: Locator; firstScreen?: boolean } = {},
      ) => {
        const firstScreen = options.firstScreen === true;
        const file = `${slug}-${suffix}.${firstScreen ? "png" : "jpg"}`;
        await page.evaluate(() => window.scrollTo(0, 0));
        const clip = options.part ? await options.part.boundingBox() : undefined;
        if (clip === null) throw new Error(`${caption}: not on the page`);
        await page.screenshot({
          path: `${OUT}/${file}`,
          animations: "disabled",
          fullPage: !firstScreen,
          clip,
          ...(firstScreen ? {} : { type: "jpeg", quality: 70 }),
        });
        shots.push({ page: caption, variant: `${name} (${width}×${height}), ${how}`, file });
        console.log(`  ${OUT}/${file}`);
      };

      // A first visit from a shared link: the cookie banner is showing.
      for (const [slug, path, caption] of [
        ["first-vehicle", carPath, "First screen of a car's page, first visit"],
        ["first-search", "/used/cars/search", "First screen of the search results, first visit"],
        ["first-home", "/", "First screen of the home page, first visit"],
      ] as const) {
        await context.clearCookies();
        await page.goto(path);
        // The pictures in the window loaded (a lazy one further down waits to be scrolled to).
        if (!javaScriptEnabled) await page.waitForLoadState("load");
        else
          await page.waitForFunction(() =>
            [...document.images].every((image) => {
              const box = image.getBoundingClientRect();
              const inWindow =
                box.bottom > 0 &&
                box.top < window.innerHeight &&
                box.right > 0 &&
                box.left < window.innerWidth;
              return image.complete || !inWindow;
            }),
          );
        await save(slug, caption, { firstScreen: true });
      }
      await answerCookieBanner(page);

      await open("/");
      await save("home", "Home page");
      await open("/used/cars/search");
      await save("search", "Search results");
      await open(carPath);
      await save("vehicle", "A car's page");
      // The finance section: the HP/PCP table, the calculator and the budget finder (opened on a phone).
      const finance = page.locator("#section-finance-tools");
      if ((await finance.count()) > 0) {
        // On a phone a closed disclosure; from 64em shown open, its summary hidden.
        const summary = finance.locator("> summary");
        if ((await finance.getAttribute("open")) === null && (await summary.isVisible()))
          await summary.click();
        await save("vehicle-finance", "The car's finance section, opened", { part: finance });
      }

      // Three saved cars: the saved-cars page and their comparison.
      for (const path of cars.slice(0, 3))
        await context.request.post("/favourites/toggle", { form: { slug: slugOf(path), intent: "save" } });
      await open("/favourites");
      await save("saved", "Saved cars");
      await open(`/compare?cars=${cars.slice(0, 3).map(slugOf).join(",")}`);
      await save("compare", "Three cars compared");

      // The £99 reservation's checkout, for a car of its own in each run (a reserved car cannot be reserved again).
      const reserved = await reservableCar(origin, others.slice(runs++));
      await open(`/reserve/${reserved}`);
      await reserve(page);
      await page.waitForURL(/\/checkout\//).catch(async (error: unknown) => {
        const problem = await page.getByRole("alert").allInnerTexts();
        throw new Error(`The reservation did not reach its checkout: ${problem.join(" / ")}`, {
          cause: error,
        });
      });
      await settle(page, javaScriptEnabled);
      await save("checkout", "The £99 reservation's checkout");

      await open("/contact");
      await save("contact", "Contact");

      // A form sent empty: the test drive of the same car, on the form's own page.
      await open(`/enquiry?form=8&vehicle=${slugOf(carPath)}`);
      await page.getByRole("button", { name: "Request test drive" }).click();
      await page.getByRole("alert").filter({ hasText: "There is a problem" }).waitFor();
      await save("form-errors", "A form sent empty: its error summary and messages");

      await context.close();
    }
  }
  return shots;
}

/** Fills the reservation form as a buyer would and sends it. */
async function reserve(page: Page) {
  // Labels start with the field's name; some go on ("Postcode (for example, LS1 4AP)").
  const field = (label: string) =>
    page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  const visit = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(
    new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
  );
  await field("First name").fill("Jane");
  await field("Last name").fill("Smith-Jones");
  await field("Email address").fill("jane.smith@example.com");
  await field("Phone number").fill("07700 900982");
  await field("Address").fill("1 High Street");
  await field("Town or city").fill("Leeds");
  await field("Postcode").fill("LS11 8BU");
  await field("When would you like to collect?").fill(visit);
  await field("Time").selectOption("10:30");
  await field("I agree to the terms and conditions").check();
  await page.getByRole("button", { name: "Reserve for £99" }).click();
}

/** One row a page, one link a size and JavaScript setting, in the order they were taken. */
function index(shots: Shot[]): string {
  const variants = [...new Set(shots.map((shot) => shot.variant))];
  const pages = [...new Set(shots.map((shot) => shot.page))];
  const lines = [
    "# Screenshots",
    "",
    "Written by `npm run screenshots` (bench/screenshots.ts): the production build on the embedded data in Chromium, at",
    "a phone's size (390×844) and a desktop's (1366×768), JavaScript on and off. \"First screen\" pictures are the window",
    "of a first visit from a shared link, the cookie banner showing; the others are whole pages once the banner is",
    "answered (the finance block cut from its page). A phone's picture wider than 390 px is a page that scrolls",
    "sideways. Do not edit by hand: run it again.",
    "",
    `| Page | ${variants.join(" | ")} |`,
    `| --- | ${variants.map(() => "---").join(" | ")} |`,
  ];
  for (const page of pages) {
    const cells = variants.map((variant) => {
      const shot = shots.find((candidate) => candidate.page === page && candidate.variant === variant);
      return shot ? `[${shot.file}](${shot.file})` : "";
    });
    lines.push(`| ${page} | ${cells.join(" | ")} |`);
  }
  lines.push("");
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
    TRUST_PROXY: "1",
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
    const shots = await shoot(browser, origin, await carPaths(origin, 40));
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
