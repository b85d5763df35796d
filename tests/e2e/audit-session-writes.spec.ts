import type { APIResponse } from "@playwright/test";
import { test, expect, runOnceForHttp } from "./fixtures";

// Issue 38 item 13: what a page view may write (app/lib/http/page-view-writes.ts, ADR 110), and a 429 page that says
// when to try again. Plain HTTP, as a browser sends it: JavaScript on or off changes nothing.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.213" } });
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
test.beforeEach(({}, testInfo) => runOnceForHttp(testInfo));

const SEARCH_NEAR_LEEDS = "/used/cars/search?distance_from=LS11%208BU";

const sessionCookies = (response: APIResponse) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie" && /^__visitor=/.test(header.value));

/** A shopper's browser (a crawler's visit writes nothing at all: ADR 072). */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

const fetchMetadata = (destination: string, site: string) => ({
  "User-Agent": BROWSER,
  "Sec-Fetch-Dest": destination,
  "Sec-Fetch-Site": site,
  "Sec-Fetch-Mode": destination === "document" ? "navigate" : "no-cors",
});

test("a search near a postcode keeps it for the shopper who typed it or searched on our pages", async ({
  playwright,
  baseURL,
}) => {
  for (const site of ["none", "same-origin"]) {
    // A new visitor each time: a session that already holds the postcode is not written again.
    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.214" },
    });
    const answer = await visitor.get(SEARCH_NEAR_LEEDS, {
      headers: fetchMetadata("document", site),
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(200);
    expect(sessionCookies(answer), site).toHaveLength(1);
    await visitor.dispose();
  }
});

test("a link from another site shows the search but does not plant its postcode in the shopper's session", async ({
  request,
}) => {
  const answer = await request.get(SEARCH_NEAR_LEEDS, {
    headers: fetchMetadata("document", "cross-site"),
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain("LS11");
  expect(sessionCookies(answer)).toEqual([]);
});

test("a picture that names a search writes nothing, even from our own site", async ({ request }) => {
  const answer = await request.get(SEARCH_NEAR_LEEDS, {
    headers: fetchMetadata("image", "same-origin"),
    maxRedirects: 0,
  });
  expect(sessionCookies(answer)).toEqual([]);
});

test("too many valuation lookups: the HTML page is a 429 that says when to try again (Retry-After)", async ({
  request,
}) => {
  // The dealer API allows a visitor 30 lookups in 10 minutes, found or not (dealer-api/forms/rate-limit.ts).
  const lookUp = (index: number) =>
    request.post("/sell-my-car/valuation-steps", {
      form: { vrm: `A${200 + index} BCD`, mileage: "60000", department: "LEE" },
      maxRedirects: 0,
    });
  for (let index = 0; index < 30; index += 1)
    expect((await lookUp(index)).status(), `lookup ${index + 1}`).toBe(303);
  const refused = await lookUp(30);
  expect(refused.status()).toBe(429);
  expect(refused.headers()["content-type"]).toContain("text/html");
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
});
