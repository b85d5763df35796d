import type { APIRequestContext } from "@playwright/test";
import { test as base, expect, runOnceForHttp } from "./fixtures";
import { serverEnv } from "../../playwright.config";

/** Issue 21, items 4 and 5: docs/decisions/230-operability.md and 231-caching-headers.md. */

/** Each test's own visitor: a fresh client without cookies, on the worker's site, gone when the test ends. */
const test = base.extend<{ visitor: APIRequestContext }>({
  visitor: async ({ playwright, baseURL }, use) => {
    const visitor = await playwright.request.newContext({ baseURL });
    await use(visitor);
    await visitor.dispose();
  },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test.describe("request ids", () => {
  test("every answer carries one: its own, or the proxy's when that is a safe token", async ({
    request,
  }, testInfo) => {
    runOnceForHttp(testInfo);
    const page = await request.get("/");
    expect(page.headers()["x-request-id"]).toMatch(UUID);
    const another = await request.get("/");
    expect(another.headers()["x-request-id"]).not.toBe(page.headers()["x-request-id"]);
    // The e2e sites believe one proxy (TRUST_PROXY=1), as a site behind a load balancer does.
    const fromProxy = await request.get("/robots.txt", { headers: { "X-Request-Id": "lb-7f3a9c2e41" } });
    expect(fromProxy.headers()["x-request-id"]).toBe("lb-7f3a9c2e41");
    const unsafe = await request.get("/robots.txt", { headers: { "X-Request-Id": "jo@example.com" } });
    expect(unsafe.headers()["x-request-id"]).toMatch(UUID);
  });
});

test("/healthcheck is 200 OK while the dealer API's database answers, and never kept", async ({
  request,
}, testInfo) => {
  runOnceForHttp(testInfo);
  const response = await request.get("/healthcheck");
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("OK");
  expect(response.headers()["cache-control"]).toBe("no-store");
});

test.describe("caching headers", () => {
  test("a page for a visitor without cookies has an ETag, and is a 304 when the browser's copy is still good", async ({
    visitor,
  }, testInfo) => {
    runOnceForHttp(testInfo);
    const first = await visitor.get("/used/cars/search");
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toBe("private, no-cache");
    expect(first.headers()["vary"]).toMatch(/Cookie/);
    expect(first.headers()["vary"]).toMatch(/Accept-Encoding/);
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = await visitor.get("/used/cars/search", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
    expect(again.headers()["etag"]).toBe(etag);
    // The browser's copy keeps the policy that came with it: its scripts carry that policy's nonce.
    expect(again.headers()["content-security-policy"]).toBeUndefined();
    const changed = await visitor.get("/used/cars/search", { headers: { "If-None-Match": 'W/"other"' } });
    expect(changed.status()).toBe(200);
  });

  test("a page's data for a visitor without cookies may be kept by a shared cache for a minute", async ({
    visitor,
  }, testInfo) => {
    runOnceForHttp(testInfo);
    const data = await visitor.get("/?_data=routes/_index");
    expect(data.status()).toBe(200);
    expect(data.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    expect(data.headers()["vary"]).toMatch(/Cookie/);
    const again = await visitor.get("/?_data=routes/_index", {
      headers: { "If-None-Match": data.headers()["etag"] },
    });
    expect(again.status()).toBe(304);
  });

  test("a visitor with a session cookie gets their own page, kept by nobody else, and never a 304", async ({
    visitor,
    playwright,
    baseURL,
  }, testInfo) => {
    runOnceForHttp(testInfo);
    const chosen = await visitor.post("/select-dealer", {
      form: { dealer: "leeds", redirectTo: "/used/cars/search" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(chosen.status()).toBe(303);
    expect((await visitor.storageState()).cookies.map((cookie) => cookie.name)).toContain("__visitor");
    const withoutCookie = await playwright.request.newContext({ baseURL });
    const etag = (await withoutCookie.get("/used/cars/search")).headers()["etag"];
    await withoutCookie.dispose();
    const page = await visitor.get("/used/cars/search", { headers: { "If-None-Match": etag } });
    expect(page.status()).toBe(200);
    expect(page.headers()["cache-control"]).toBe("private, no-cache");
    expect(page.headers()["etag"]).toBeUndefined();
    const data = await visitor.get("/?_data=routes/_index");
    expect(data.headers()["cache-control"]).toBe("private, no-cache");
  });
});

test.describe("metrics", () => {
  test("/metrics is the site's 404 without the token", async ({ request }, testInfo) => {
    runOnceForHttp(testInfo);
    expect((await request.get("/metrics")).status()).toBe(404);
    const wrong = await request.get("/metrics", {
      headers: { Authorization: "Bearer not-the-token-at-all" },
    });
    expect(wrong.status()).toBe(404);
  });

  test("with the token, /metrics counts requests by route pattern and times dealer API calls", async ({
    request,
  }, testInfo) => {
    runOnceForHttp(testInfo);
    expect((await request.get("/used/cars/search")).status()).toBe(200);
    const metrics = await request.get("/metrics", {
      headers: { Authorization: `Bearer ${serverEnv.METRICS_TOKEN}` },
    });
    expect(metrics.status()).toBe(200);
    expect(metrics.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(metrics.headers()["cache-control"]).toBe("no-store");
    const text = await metrics.text();
    expect(text).toMatch(
      /site_http_requests_total\{method="GET",route="\/used\/cars\/search",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /site_dealer_api_call_duration_seconds_count\{call="\/api\/[^"]+",outcome="ok"\} \d+/,
    );
  });
});
