import { expect, type Page, type TestInfo } from "@playwright/test";
import { DEALER_DOWN_PORT } from "../../playwright.config";
import { linkInLatestEmail } from "./dealer-api";

/**
 * A visitor address per test (sent as X-Forwarded-For), so each test has its own allowance under the dealer API's
 * rate limit, whatever else runs at the same time.
 */
export function visitorAddress(info: TestInfo, salt = 0): string {
  let hash = salt;
  for (const char of `${info.project.name}:${info.title}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.51.${(hash >>> 8) % 250}.${(hash % 250) + 1}`;
}

/** A field by the start of its label (labels end with a hidden asterisk when required). */
export const field = (scope: Pick<Page, "getByLabel">, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));

/** The car slugs the site lists for sale, from sitemap.xml (tests must not hard-code cars). */
export async function carSlugs(page: Page): Promise<string[]> {
  const response = await page.request.get("/sitemap.xml");
  const xml = await response.text();
  return [...xml.matchAll(/\/used\/cars\/([a-z0-9-]+)<\/loc>/g)]
    .map((match) => match[1])
    .filter((slug) => slug !== "search");
}

/**
 * A car that can still be reserved, discovered through the site: cars are taken from the end of the sitemap (other
 * specs take from the start), `offset` apart for each test and project, skipping any a rerun already reserved.
 */
export async function reservableCar(page: Page, offset: number): Promise<string> {
  const slugs = (await carSlugs(page)).reverse();
  for (const slug of slugs.slice(offset, offset + 10)) {
    const response = await page.request.get(`/reserve/${slug}`);
    if (response.ok() && (await response.text()).includes("Your details")) return slug;
  }
  throw new Error("No reservable car found");
}

/** The day after tomorrow, in the UK, as the date input takes it. */
export function visitDate(daysAhead = 2): string {
  const date = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(date);
}

export async function fillReservation(page: Pick<Page, "getByLabel">, name = "Jane") {
  await field(page, "First name").fill(name);
  await field(page, "Last name").fill("Smith-Jones");
  await field(page, "Email address").fill("jane.smith@example.com");
  await field(page, "Phone number").fill("07700 900982");
  await field(page, "Address").fill("1 High Street");
  await field(page, "Town or city").fill("Leeds");
  await field(page, "Postcode").fill("ls11 8bu");
  await field(page, "When would you like to collect?").fill(visitDate());
  await field(page, "Time").selectOption("10:30");
  await field(page, "I agree to the terms and conditions").check();
}

/** Sends the page's form posts to the copy of the site whose dealer API is down: the API fails mid-submit. */
export async function failPostsToDealerDownSite(page: Page, path: RegExp, delayMs = 0) {
  await page.route(path, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    // A slow answer, so a test can see the form while the post is in flight.
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const url = new URL(route.request().url());
    url.port = String(DEALER_DOWN_PORT);
    // Sent from here rather than by the browser, which would judge a post to another port same-site: the site refuses
    // a post that is not its own (ADR 110), and this one is meant as the dealer-down site's own.
    const response = await route.fetch({
      url: url.toString(),
      headers: { ...route.request().headers(), origin: url.origin, "sec-fetch-site": "same-origin" },
      maxRedirects: 0,
    });
    await route.fulfill({ response });
  });
}

/** Waits for the shell's page-loading bar to finish fading after a slow navigation (it sits outside the landmarks). */
export async function settled(page: Page) {
  await page.locator('[role="progressbar"]').waitFor({ state: "hidden" });
}

/** A customer of the test's own (orders are limited per customer), signed up, confirmed and signed in: their address. */
export async function signedInCustomer(
  page: Page,
  info: TestInfo,
  who: { prefix: string; first: string; last: string },
): Promise<string> {
  const email = `${who.prefix}-${info.project.name}-${info.retry}-${Date.now().toString(36)}@example.com`;
  await page.goto("/account/sign-up");
  await field(page, "First name").fill(who.first);
  await field(page, "Last name").fill(who.last);
  await field(page, "Email address").fill(email);
  await field(page, "Password").fill("copper lantern harbour");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await page.goto(await linkInLatestEmail(email, "/account/confirm/"));
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  return email;
}
