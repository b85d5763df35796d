import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { field, signedInCustomer, visitorAddress } from "./forms-helpers";
import { workerDatabase } from "./dealer-database";
import { vehiclePathsFromSitemap } from "./vehicle-stock";
import { runAlerts } from "../../dealer-api/alerts/run";
import { alertsSecretFromEnv } from "../../dealer-api/mail/unsubscribe-token";

// Issue 36: saved searches (docs/decisions/332-saved-searches-on-the-site.md), as a shopper keeps them, with
// JavaScript and without.

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info) }) });

/** A make the stock holds for sale, from the worker's own dealer data (tests must not hard-code cars). */
async function makeForSale(offset: number): Promise<string> {
  const rows = await workerDatabase()
    .selectFrom("vehicles")
    .select("make_slug")
    .where("status", "=", "FOR_SALE_RETAIL")
    .where("image_count", ">", 0)
    .groupBy("make_slug")
    .orderBy("make_slug")
    .execute();
  return rows[offset % rows.length].make_slug;
}

/** The cars a test added, taken away again when it ends: the worker's other specs count and pick from the stock. */
const added: number[] = [];

test.afterEach(async () => {
  const db = workerDatabase();
  for (const id of added.splice(0)) {
    await db.deleteFrom("vehicle_details").where("vehicle_id", "=", id).execute();
    await db.deleteFrom("vehicles").where("id", "=", id).execute();
  }
});

/**
 * A new car arrives: a copy of a car of `make` for sale, under a new id, slug, registration and stock number, as the
 * dealer's stock feed would add one. Vehicle ids only grow, which is what "new since" counts by.
 */
async function newCarOf(make: string): Promise<string> {
  const db = workerDatabase();
  const car = await db
    .selectFrom("vehicles")
    .selectAll()
    .where("make_slug", "=", make)
    .where("status", "=", "FOR_SALE_RETAIL")
    .where("image_count", ">", 0)
    .orderBy("id")
    .limit(1)
    .executeTakeFirstOrThrow();
  const details = await db
    .selectFrom("vehicle_details")
    .selectAll()
    .where("vehicle_id", "=", car.id)
    .executeTakeFirstOrThrow();
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.slice(-7);
  const { id: _old, ...copy } = car;
  const inserted = await db
    .insertInto("vehicles")
    .values({
      ...copy,
      slug: `${car.slug}-${tag}`,
      vrm: tag.toUpperCase().padEnd(7, "X"),
      stock_id: `NWX${tag}`.toUpperCase(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  added.push(inserted.id);
  await db
    .insertInto("vehicle_details")
    .values({ ...details, vehicle_id: inserted.id })
    .execute();
  return `${car.slug}-${tag}`;
}

const savedHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Saved searches" });
const searchArticle = (page: Page, name: string | RegExp) => page.getByRole("article", { name });

/** Saves the search on the results page the test is on, and waits for the message that it is saved. */
async function saveThisSearch(page: Page): Promise<string> {
  const save = page.getByRole("region", { name: "Tell me when cars like these arrive" });
  const name = (await save.locator("strong").first().textContent()) ?? "";
  await save.getByRole("button", { name: "Save this search" }).click();
  await expect(page.getByText(`Search saved as “${name}”.`)).toBeVisible();
  return name;
}

test("a guest saves a search, is told of a car that arrives, opens it, renames and deletes it", async ({
  page,
  expectAccessible,
}, info) => {
  const make = await makeForSale(info.parallelIndex + (info.project.name === "js" ? 0 : 3));
  await page.goto(`/used/cars/search?make=${make}&sort=mileage|asc`);
  const name = await saveThisSearch(page);
  expect(name.toLowerCase()).toContain(make.replace(/-/g, " ").split(" ")[0]);
  // Saving it again keeps one.
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page.getByText(`Search saved as “${name}”.`)).toBeVisible();

  await page.goto("/saved-searches");
  await expect(savedHeading(page)).toBeVisible();
  await expect(page.getByText("This device keeps up to 5 searches.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  const saved = searchArticle(page, name);
  await expect(saved.getByText("No new cars since you last looked")).toBeVisible();
  await expectAccessible();

  await newCarOf(make);
  await page.reload();
  await expect(saved.getByText("1 new car since you last looked")).toBeVisible();

  // Opening it shows the results, and the new car is then seen.
  await saved.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/used/cars/search\\?make=${make}&sort=mileage\\|asc$`));
  await page.goto("/saved-searches");
  await expect(saved.getByText("No new cars since you last looked")).toBeVisible();

  // A name too long is refused with everything typed kept; a good one is kept.
  await saved.getByText("Rename this search").click();
  const tooLong = "An estate for the dog and the bikes ".repeat(3);
  await field(saved, "Name").fill(tooLong);
  await saved.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
  await expect(page.getByText("Use a name of at most 80 characters").first()).toBeVisible();
  await expect(field(searchArticle(page, name), "Name")).toHaveValue(tooLong);
  await expectAccessible();
  await field(searchArticle(page, name), "Name").fill("Dog <b>car</b>");
  await searchArticle(page, name).getByRole("button", { name: "Rename" }).click();
  await expect(page.getByText("Search renamed “Dog <b>car</b>”.")).toBeVisible();
  const renamed = searchArticle(page, "Dog <b>car</b>");
  await expect(renamed.getByRole("link", { name: "Dog <b>car</b>" })).toBeVisible();

  await renamed.getByRole("button", { name: "Delete this search" }).click();
  await expect(page.getByText("Search deleted.")).toBeVisible();
  await expect(page.getByText("You have no saved searches.")).toBeVisible();
});

test("a guest keeps five searches on the device; signing in keeps them on the account, with e-mail alerts", async ({
  page,
  expectAccessible,
}, info) => {
  test.slow();
  const prices = [9000, 11000, 13000, 15000, 17000];
  for (const price of prices) {
    await page.goto(`/used/cars/search?max_price=${price}`);
    await saveThisSearch(page);
  }
  await page.goto("/used/cars/search?max_price=19000");
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page).toHaveURL(/\/saved-searches$/);
  await expect(page.getByText(/This device keeps up to 5 saved searches: delete one/)).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(5);
  // Alerts need an account.
  await expect(page.getByLabel(/^E-mail me new cars/)).toHaveCount(0);

  await signedInCustomer(page, info, { prefix: "saved-searches", first: "Sam", last: "Searcher" });
  await page.goto("/saved-searches");
  await expect(page.getByText("Your account keeps up to 25 searches.", { exact: false })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(5);
  const first = page.getByRole("article").first();
  await expect(first.getByRole("link", { name: "under £17,000" })).toBeVisible();
  await first.getByLabel(/^E-mail me new cars/).selectOption("daily");
  await first.getByRole("button", { name: "Save e-mail alerts" }).click();
  await expect(page.getByText("E-mail alerts saved for “under £17,000”.")).toBeVisible();
  await expect(
    page
      .getByRole("article")
      .first()
      .getByLabel(/^E-mail me new cars/),
  ).toHaveValue("daily");
  await expectAccessible();

  // Saved on the account now: the sixth fits.
  await page.goto("/used/cars/search?max_price=19000");
  await saveThisSearch(page);
  await page.goto("/saved-searches");
  await expect(page.getByRole("article")).toHaveCount(6);
});

test("another visitor's saved search does not open, and a made-up one is not found", async ({
  page,
  browser,
}) => {
  await page.goto("/used/cars/search?max_price=8000");
  await saveThisSearch(page);
  await page.goto("/saved-searches");
  const href = await page.getByRole("article").first().getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/saved-searches\/[0-9a-f-]{36}$/);

  const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await stranger.newPage();
  const answer = await other.goto(href!);
  expect(answer?.status()).toBe(404);
  expect((await other.goto("/saved-searches/not-a-search"))?.status()).toBe(404);
  await stranger.close();
});

test("a customer follows a saved car by e-mail, and stops; a guest is asked to sign in", async ({
  page,
  expectAccessible,
}, info) => {
  test.slow();
  // A car saved as the favourites' own toggle saves one (favourites.spec.ts tests the toggle itself).
  const slug = (await vehiclePathsFromSitemap(page.request))[info.parallelIndex + 5].split("/").pop()!;
  const saved = await page.request.post("/favourites/toggle", {
    form: { slug, intent: "save", redirectTo: "/favourites" },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
  await page.goto("/favourites");
  await expect(
    page.getByText("to be e-mailed when a saved car's price drops, or it is reserved or sold."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "E-mail me about this car" })).toHaveCount(0);

  await signedInCustomer(page, info, { prefix: "car-alerts", first: "Cara", last: "Follower" });
  await page.goto("/favourites");
  await page.getByRole("button", { name: "E-mail me about this car" }).click();
  await expect(
    page.getByText("We will e-mail you if its price drops, or it is reserved or sold."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Stop these e-mails" })).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: "Stop these e-mails" }).click();
  await expect(page.getByText("No more e-mails about that car.")).toBeVisible();
  await expect(page.getByRole("button", { name: "E-mail me about this car" })).toBeVisible();
});

test("a customer's alert e-mail: new cars with their figures, and its link stops the e-mails without signing in", async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}, info) => {
  test.slow();
  const make = await makeForSale(info.parallelIndex + (info.project.name === "js" ? 1 : 4));
  const email = await signedInCustomer(page, info, { prefix: "alerts", first: "Alex", last: "Alerted" });
  await page.goto(`/used/cars/search?make=${make}`);
  const name = await saveThisSearch(page);
  await page.goto("/saved-searches");
  const saved = searchArticle(page, name);
  await saved.getByLabel(/^E-mail me new cars/).selectOption("instant");
  await saved.getByRole("button", { name: "Save e-mail alerts" }).click();
  await expect(page.getByText(`E-mail alerts saved for “${name}”.`)).toBeVisible();

  // A car arrives and the alert job runs (as `npm run alerts` or ALERTS_EVERY would run it), on the site's own data.
  const slug = await newCarOf(make);
  const db = workerDatabase();
  const report = await runAlerts(db, { now: new Date(), siteUrl: baseURL!, secret: alertsSecretFromEnv({}) });
  expect(report.skipped).toBeUndefined();
  // The customer's alerts (their account's confirmation went before, with no such headers).
  const alerts = () =>
    db.selectFrom("outbox").where("to_address", "=", email).where("headers_json", "is not", null);
  const mail = await alerts().selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
  expect(mail.subject).toContain(name);
  expect(mail.body_text).toContain(`/used/cars/${slug}`);
  expect(mail.body_text).toContain("Representative example:");
  const headers = JSON.parse(mail.headers_json ?? "{}") as Record<string, string>;
  expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const link = /^<(.+)>$/.exec(headers["List-Unsubscribe"] ?? "")?.[1];
  expect(link).toMatch(new RegExp(`^${baseURL}/alerts/unsubscribe/`));
  // Run again: nothing new, nothing sent twice.
  await runAlerts(db, { now: new Date(), siteUrl: baseURL!, secret: alertsSecretFromEnv({}) });
  expect(await alerts().select("id").execute()).toHaveLength(1);

  // Opening the link (as a mail scanner would) stops nothing; it asks.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(link!);
  await expect(visitor.getByRole("heading", { level: 1, name: "Stop these e-mails?" })).toBeVisible();
  await expect(visitor.getByText(`your saved search “${name}”`)).toBeVisible();
  await page.reload();
  await expect(searchArticle(page, name).getByLabel(/^E-mail me new cars/)).toHaveValue("instant");
  await stranger.close();

  // A mail client's one-click unsubscribe (RFC 8058): a POST with no cookie and no Origin.
  const oneClick = await page.request.fetch(link!, {
    method: "POST",
    form: { "List-Unsubscribe": "One-Click" },
    headers: { Cookie: "" },
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBe(303);
  await page.reload();
  await expect(searchArticle(page, name).getByLabel(/^E-mail me new cars/)).toHaveValue("off");

  // The page's own button says what stopped; a link with its token changed names nothing.
  await page.goto(link!);
  await expectAccessible();
  await page.getByRole("button", { name: "Stop these e-mails" }).click();
  await expect(
    page.getByText(`You will get no more e-mails about the saved search “${name}”.`),
  ).toBeVisible();
  expect((await page.goto(`${link!.slice(0, -3)}xyz`))?.status()).toBe(404);
});
