import { test, expect, runOnceForHttp, READS_THE_PAGE } from "./fixtures";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { errorAnswer, scriptedDealerApiAndSite } from "./audit-trust-helpers";

// The site against a dealer API that answers every call in one scripted way (docs/decisions/260-dealer-answers.md):
// a busy or refusing API is an outage (503), never "not found"; its answers are bounded in size and time.
// In order, in one worker: the tests share the scripted dealer API and its site.
test.describe.configure({ mode: "default", timeout: 60_000 });

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

test(
  "a busy dealer API shows the error page, saying the service is unavailable",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    scripted.answerWith(errorAnswer(429, { "Retry-After": "30" }));
    const response = await page.goto(`${scripted.origin}/used/cars/${CAR}`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Sorry about this, but an error has occurred",
    );
    await expect(page.getByText("The service is unavailable just now (503)")).toBeVisible();
    await expectAccessible();
  },
);

test("the dealer API's own 404 is still the not-found page", READS_THE_PAGE, async ({ page }) => {
  scripted.answerWith(errorAnswer(404));
  const response = await page.goto(`${scripted.origin}/used/cars/${CAR}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
});

// Issue 38, item 11: the dealer API's answers are bounded (ADR 260). The site's time limit here is 2 s.
const LIMIT_MS = 2000;
const MARGIN_MS = 3000;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

test("a redirect from the dealer API is never followed", async ({ request }, testInfo) => {
  runOnceForHttp(testInfo);
  let followed = 0;
  const elsewhere = createServer((_request, response) => {
    followed += 1;
    response.writeHead(200, { "Content-Type": "image/svg+xml" }).end("<svg/>");
  });
  const elsewherePort = await new Promise<number>((resolve) =>
    elsewhere.listen(0, "127.0.0.1", () => resolve((elsewhere.address() as AddressInfo).port)),
  );
  try {
    scripted.answerWith((incoming, response) =>
      response.writeHead(302, { Location: `http://127.0.0.1:${elsewherePort}${incoming.url}` }).end(),
    );
    expect((await request.get(`${scripted.origin}/about-us`)).status()).toBe(503);
    expect((await request.get(`${scripted.origin}/media/vehicles/1/side.svg`)).status()).toBe(503);
    expect(followed).toBe(0);
  } finally {
    await new Promise((resolve) => elsewhere.close(resolve));
  }
});

test("/media serves pictures only, never another type of answer", async ({ request }, testInfo) => {
  runOnceForHttp(testInfo);
  scripted.answerWith((_request, response) =>
    response.writeHead(200, { "Content-Type": "text/html" }).end("<script>alert(document.cookie)</script>"),
  );
  const answer = await request.get(`${scripted.origin}/media/vehicles/1/side.svg`);
  expect(answer.status()).toBe(503);
  expect(await answer.text()).toBe("Picture unavailable");
});

test("a huge answer is refused within the time limit: a picture and a page", async ({
  request,
}, testInfo) => {
  runOnceForHttp(testInfo);
  const MB = Buffer.alloc(1024 * 1024, 0x20);
  for (const type of ["image/jpeg", "application/json"]) {
    // 64 MB, without a stated length: the site must stop reading, not pass it on or parse it.
    scripted.answerWith((_request, response) => {
      response.writeHead(200, { "Content-Type": type });
      let sent = 0;
      const more = () => {
        while (sent < 64 && !response.destroyed) {
          sent += 1;
          if (!response.write(MB)) return void response.once("drain", more);
        }
        response.end();
      };
      more();
    });
    const path = type === "image/jpeg" ? "/media/vehicles/1/side.svg" : "/about-us";
    const { value: status, ms } = await timed(async () =>
      (await request.get(`${scripted.origin}${path}`)).status(),
    );
    expect({ path, status }).toEqual({ path, status: 503 });
    expect(ms).toBeLessThan(LIMIT_MS + MARGIN_MS);
  }
});

test("an answer that drips in slower than the time limit ends at the limit", async ({
  request,
}, testInfo) => {
  runOnceForHttp(testInfo);
  const timers = new Set<NodeJS.Timeout>();
  scripted.answerWith((_request, response) => {
    response.writeHead(200, { "Content-Type": "image/svg+xml" });
    const drip = setInterval(() => (response.destroyed ? clearInterval(drip) : response.write(" ")), 200);
    timers.add(drip);
  });
  try {
    const { value: status, ms } = await timed(async () =>
      (await request.get(`${scripted.origin}/media/vehicles/1/side.svg`)).status(),
    );
    expect(status).toBe(503);
    expect(ms).toBeLessThan(LIMIT_MS + MARGIN_MS);
  } finally {
    for (const timer of timers) clearInterval(timer);
  }
});
