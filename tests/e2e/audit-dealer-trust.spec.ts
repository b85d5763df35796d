import { test, expect, runOnceForHttp } from "./fixtures";
import { errorAnswer, scriptedDealerApiAndSite } from "./audit-trust-helpers";

// The site against a dealer API that answers every call in one scripted way (docs/decisions/260-dealer-answers.md):
// a busy or refusing API is an outage (503), never "not found"; its answers are bounded in size and time.
test.describe.configure({ mode: "serial", timeout: 60_000 });

let scripted: Awaited<ReturnType<typeof scriptedDealerApiAndSite>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  scripted = await scriptedDealerApiAndSite({ DEALER_API_TIMEOUT_MS: "2000" });
});

test.afterAll(async () => {
  await scripted?.close();
});

const CAR = "ford-fiesta-1-0-ecoboost-titanium-5dr-nw1001";
const RESERVATION = "0f8fad5b-d9cb-469f-a165-70867728950e";

/** Every page that answered 404 while the dealer API answered 429 or 400 (issue 38, item 10). */
const PAGES = [
  "/used/cars/search/ford",
  `/used/cars/${CAR}`,
  `/used/cars/print/${CAR}`,
  `/used/cars/provenance/print/${CAR}`,
  "/search/ford",
  "/about-us",
  "/can-i-get-credit",
  "/thank-you",
  `/compare?cars=${CAR}`,
  `/shortlist?cars=${CAR}`,
  "/finance/apply?vrm=AB12CDE&product=HP&term=48&deposit=1000&mileage=8000",
  "/checkout/cs_test_abcdefghijklmnop",
  `/reservation-success/${RESERVATION}`,
  "/stock-locator/ford-fiesta-NW1001?VRM=AB12CDE&extref=NW1001",
  "/media/vehicles/1/side.svg",
  "/no-such-page",
];

for (const status of [429, 400]) {
  test(`a dealer API answering ${status} makes every page unavailable (503), none "not found"`, async ({
    request,
  }, testInfo) => {
    runOnceForHttp(testInfo);
    scripted.answerWith(errorAnswer(status, status === 429 ? { "Retry-After": "30" } : {}));
    const answered: Record<string, number> = {};
    for (const path of PAGES) answered[path] = (await request.get(`${scripted.origin}${path}`)).status();
    expect(answered).toEqual(Object.fromEntries(PAGES.map((path) => [path, 503])));
  });
}

test("a busy dealer API shows the error page, saying the service is unavailable", async ({
  page,
  expectAccessible,
}) => {
  scripted.answerWith(errorAnswer(429, { "Retry-After": "30" }));
  const response = await page.goto(`${scripted.origin}/used/cars/${CAR}`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Sorry about this, but an error has occurred",
  );
  await expect(page.getByText("The service is unavailable just now (503)")).toBeVisible();
  await expectAccessible();
});

test("the dealer API's own 404 is still the not-found page", async ({ page }) => {
  scripted.answerWith(errorAnswer(404));
  const response = await page.goto(`${scripted.origin}/used/cars/${CAR}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
});
