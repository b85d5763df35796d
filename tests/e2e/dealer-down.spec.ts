import type { Page } from "@playwright/test";
import { test, expect, runOnceForHttp, READS_THE_PAGE } from "./fixtures";
import { DEALER_DOWN_PORT } from "../../playwright.config";

// A second copy of the site whose dealer API cannot be reached: every page and action, and what each must answer
// (docs/decisions/120-dealer-failures-and-page-statuses.md).
const ORIGIN = `http://localhost:${DEALER_DOWN_PORT}`;
test.use({ baseURL: ORIGIN });

const ERROR_HEADING = "Sorry about this, but an error has occurred";
const NOT_FOUND_HEADING = "This page could not be found";
const UNAVAILABLE = "The service is unavailable just now (503)";

// Any syntactically valid slug or id will do: the dealer API cannot be asked whether it exists.
const CAR = "ford-fiesta-1-0-ecoboost-titanium-5dr-nw1001";
const RESERVATION = "0f8fad5b-d9cb-469f-a165-70867728950e";

/** Pages that cannot be drawn without the dealer API: the 500-style page, saying the service is unavailable. */
const unavailablePages = [
  `/used/cars/${CAR}`,
  `/used/vans/${CAR}?modal=enquire`,
  `/used/cars/print/${CAR}`,
  `/used/cars/provenance/print/${CAR}`,
  "/used/cars/search/ford",
  "/search/ford",
  "/about-us",
  "/finance",
  "/finance/hire-purchase",
  "/contact/",
  "/can-i-get-credit?Make=Ford",
  "/thank-you",
  // A path the route table gives to content pages: it may be one, so it cannot be called missing.
  "/used-cars",
  "/checkout/cs_test_abcdefghijklmnop",
  `/reservation-success/${RESERVATION}`,
  `/reservation-cancel/${RESERVATION}`,
  "/finance/apply?vrm=AB12CDE&product=HP&term=48&deposit=1000&mileage=8000",
  `/shortlist?cars=${CAR}`,
  `/compare?cars=${CAR},kia-ceed-1-5-t-gdi-gt-line-5dr-nw1002`,
  // Legacy stock-locator links: by plate and stock id, and by the stock id at the end of the path.
  "/stock-locator/ford-fiesta-NW1001?VRM=AB12CDE&extref=NW1001",
  "/stock-locator/ford-fiesta-NW1001?VRM=AB12CDE",
];

/** Pages that are not pages, whatever the dealer API would say: the 404 page, without asking it. */
const notFoundPages = [
  "/no/such/page",
  "/wp-login.php",
  "/used/cars/Not_A_Car",
  "/checkout/%3Cscript%3E",
  `/reservation-success/${"x".repeat(300)}`,
  "/used/cars/search/not%20a%20make",
  // A legacy link whose plate or stock id cannot be one (the dealer API refuses them: its limits are 20 and 40).
  `/stock-locator/old-car?VRM=${"A".repeat(21)}`,
  `/stock-locator/old-car?extref=${"N".repeat(41)}`,
  `/stock-locator/old-car-${"N".repeat(41)}?VRM=${"A".repeat(21)}`,
];

async function expectNoLeak(page: Page) {
  const body = page.locator("body");
  await expect(body).not.toContainText("Unexpected Server Error");
  await expect(body).not.toContainText(/DealerApiError|ECONNREFUSED|127\.0\.0\.1|at .*\.js:\d+/);
}

async function expectUnavailablePage(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ERROR_HEADING);
  await expect(page.getByText("Please try again, or...")).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await expect(page.getByText("Error 503")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Find a vehicle" })).toBeVisible();
  await expect(page).toHaveTitle(`${ERROR_HEADING} | Northway Cars`);
  await expectNoLeak(page);
}

test(
  "the home page still renders, with the chrome it can show",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Perfectly matched at a perfect price");
    await expect(page.getByRole("link", { name: "Start your search" })).toBeVisible();
    await expectAccessible();
  },
);

test(
  "the saved vehicles page still renders (spec: a failing car lookup leaves the list empty)",
  READS_THE_PAGE,
  async ({ page }) => {
    const response = await page.goto("/favourites");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saved vehicles");
  },
);

for (const path of unavailablePages) {
  test(`${path} answers 503 with the error page`, READS_THE_PAGE, async ({ page, expectAccessible }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(503);
    await expectUnavailablePage(page);
    await expectAccessible();
  });
}

for (const path of notFoundPages) {
  test(
    `${path.slice(0, 80)} answers 404 with the not-found page`,
    READS_THE_PAGE,
    async ({ page, expectAccessible }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_HEADING);
      await expect(page.getByText("Sorry about this, but that page doesn't exist")).toBeVisible();
      await expect(page).toHaveTitle(`${NOT_FOUND_HEADING} | Northway Cars`);
      await expectNoLeak(page);
      await expectAccessible();
    },
  );
}

test(
  "the forms' own pages say they cannot be shown, with a 503",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    for (const [path, backLink] of [
      [`/reserve/${CAR}`, true],
      ["/enquiry?form=7", false],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(503);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Sorry, we were unable to process your submission",
      );
      await expect(page).not.toHaveTitle(new RegExp(NOT_FOUND_HEADING));
      if (backLink) await expect(page.getByRole("link", { name: /Back/ })).toBeVisible();
      await expectNoLeak(page);
      await expectAccessible();
    }
  },
);

test("with JavaScript, a client-side navigation ends on the same 503 page", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "client-side navigation needs JavaScript");
  await page.goto("/about-us");
  const getInTouch = page.getByRole("main").getByRole("link", { name: "Get in touch" });
  // Hydrated: React has attached its props to the link, so a click is a client-side navigation.
  await expect
    .poll(() =>
      getInTouch.evaluate((link) => Object.keys(link).some((key) => key.startsWith("__reactProps"))),
    )
    .toBe(true);
  const data = page.waitForResponse((response) => response.url().includes("_data="));
  await getInTouch.click();
  expect((await data).status()).toBe(503);
  await expect(page).toHaveURL(/\/contact\/$/);
  await expectUnavailablePage(page);
});

test.describe("resources and actions answer short, plain and honest", () => {
  const unavailable: [string, RegExp][] = [
    ["/sitemap.xml", /^text\/plain/],
    ["/healthcheck", /^text\/plain/],
    ["/media/vehicles/1/side.svg", /^text\/plain/],
    ["/resources/finance/AB12CDE?block=calculator", /^application\/json/],
  ];
  for (const [path, type] of unavailable) {
    test(`${path} answers 503`, async ({ request }, testInfo) => {
      runOnceForHttp(testInfo);
      const response = await request.get(path);
      expect(response.status()).toBe(503);
      expect(response.headers()["content-type"]).toMatch(type);
      const body = await response.text();
      expect(body.length).toBeLessThan(200);
      expect(body).not.toMatch(/Unexpected Server Error|DealerApiError|ECONNREFUSED|127\.0\.0\.1|\.js:\d+/);
    });
  }

  test("what needs no dealer API keeps working", async ({ request }, testInfo) => {
    runOnceForHttp(testInfo);
    expect((await request.get("/robots.txt")).status()).toBe(200);
    const suggestions = await request.get("/resources/suggestions?q=ford");
    expect(suggestions.status()).toBe(200);
    expect(await suggestions.json()).toEqual({ term: "ford", suggestions: [] });
    const search = await request.get("/search?q=ford", { maxRedirects: 0 });
    expect(search.status()).toBe(302);
    expect(search.headers()["location"]).toBe("/search/ford");
  });

  test("choosing a branch goes back with a message, not a bare error", READS_THE_PAGE, async ({ page }) => {
    const response = await page.request.post("/select-dealer", {
      form: { dealer: "leeds", redirectTo: "/favourites" },
      headers: { Origin: ORIGIN },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/favourites");
    expect(await response.text()).not.toContain("Unexpected Server Error");
    await page.goto("/favourites");
    await expect(page.getByRole("status").filter({ hasText: "branch" })).toHaveText(
      "We couldn't change your branch just now. Please try again in a few minutes.",
    );
  });

  test("saving a car and answering the cookie pop-up need no dealer API", async ({ request }, testInfo) => {
    runOnceForHttp(testInfo);
    const toggle = await request.post("/favourites/toggle", {
      form: { slug: CAR, intent: "save", redirectTo: "/favourites" },
      headers: { Origin: ORIGIN },
      maxRedirects: 0,
    });
    expect(toggle.status()).toBe(303);
    expect(toggle.headers()["location"]).toBe("/favourites");
    const consent = await request.post("/cookie-settings", {
      form: { intent: "reject", redirectTo: "/" },
      headers: { Origin: ORIGIN },
      maxRedirects: 0,
    });
    expect(consent.status()).toBe(303);
    expect(consent.headers()["location"]).toBe("/");
    expect(consent.headers()["set-cookie"]).toContain("__consent=");
  });
});
