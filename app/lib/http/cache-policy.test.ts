import { describe, expect, it } from "vitest";
import { cachePolicy, ifNoneMatchHolds, type CacheQuestion } from "./cache-policy";

const firstVisit = (overrides: Partial<CacheQuestion> = {}): CacheQuestion => ({
  method: "GET",
  kind: "document",
  status: 200,
  requestHasCookie: false,
  setsCookie: false,
  routeCacheControl: null,
  ...overrides,
});

describe("how an answer may be kept (docs/decisions/231-caching-headers.md)", () => {
  it("a page for a visitor without cookies: each browser keeps its own copy and asks again with its ETag", () => {
    expect(cachePolicy(firstVisit())).toEqual({
      cacheControl: "private, no-cache",
      vary: "Cookie, Accept-Encoding",
      etag: true,
    });
  });

  it("a page's data for a visitor without cookies (no nonce in it): a shared cache may keep it a minute", () => {
    expect(cachePolicy(firstVisit({ kind: "data" }))).toEqual({
      cacheControl: "public, max-age=0, s-maxage=60",
      vary: "Cookie, Accept-Encoding",
      etag: true,
    });
  });

  it.each([
    ["a visitor with a cookie", { requestHasCookie: true }],
    ["an answer that sets a cookie", { setsCookie: true }],
  ])("%s: only that browser may keep it, and must ask again; no ETag", (_who, overrides) => {
    for (const kind of ["document", "data"] as const)
      expect(cachePolicy(firstVisit({ kind, ...overrides }))).toEqual({
        cacheControl: "private, no-cache",
        vary: "Cookie, Accept-Encoding",
        etag: false,
      });
  });

  it("keeps what a route said itself, and tags it unless it is not to be stored", () => {
    expect(cachePolicy(firstVisit({ kind: "data", routeCacheControl: "private, no-store" }))).toEqual({
      cacheControl: "private, no-store",
      vary: "Cookie, Accept-Encoding",
      etag: false,
    });
    expect(cachePolicy(firstVisit({ kind: "data", routeCacheControl: "private, max-age=30" }))).toEqual({
      cacheControl: "private, max-age=30",
      vary: "Cookie, Accept-Encoding",
      etag: true,
    });
  });

  it("a visitor with a cookie never gets a route's public answer", () => {
    expect(
      cachePolicy(
        firstVisit({ kind: "data", requestHasCookie: true, routeCacheControl: "public, max-age=900" }),
      ),
    ).toMatchObject({ cacheControl: "private, no-cache", etag: false });
  });

  it.each([
    ["a form post", { method: "POST" }],
    ["an error page", { status: 404 }],
    ["a redirect", { status: 302 }],
    ["a 503", { status: 503 }],
  ])("leaves %s as it is", (_what, overrides) => {
    expect(cachePolicy(firstVisit(overrides))).toBeUndefined();
  });

  it("treats HEAD as GET", () => {
    expect(cachePolicy(firstVisit({ method: "HEAD" }))).toMatchObject({ etag: true });
  });
});

describe("If-None-Match", () => {
  const tag = 'W/"abc123"';
  it.each([
    ['W/"abc123"', true],
    ['"abc123"', true],
    ['W/"zzz", W/"abc123"', true],
    ["*", true],
    ['W/"abc124"', false],
    ["", false],
    [null, false],
  ])('%s against W/"abc123": %s', (header, holds) => {
    expect(ifNoneMatchHolds(header, tag)).toBe(holds);
  });
});
