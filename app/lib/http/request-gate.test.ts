import { describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES, refusalFor, type GateRequest } from "./request-gate";

const SITE = ["https://www.northwaycars.co.uk", "http://localhost:3000"];

const post = (overrides: Partial<GateRequest> = {}): GateRequest => ({
  method: "POST",
  target: "/favourites/toggle",
  origin: "https://www.northwaycars.co.uk",
  secFetchSite: "same-origin",
  contentType: "application/x-www-form-urlencoded",
  contentLength: "42",
  transferEncoding: undefined,
  ...overrides,
});

const get = (target: string): GateRequest => ({
  method: "GET",
  target,
  origin: undefined,
  secFetchSite: undefined,
  contentType: undefined,
  contentLength: undefined,
  transferEncoding: undefined,
});

describe("refusalFor", () => {
  it("lets the site's own form posts and ordinary pages through", () => {
    expect(refusalFor(post(), SITE)).toBeNull();
    expect(refusalFor(post({ origin: "http://localhost:3000", secFetchSite: undefined }), SITE)).toBeNull();
    expect(refusalFor(get("/used/cars/search?make=ford&q=%2e%2e"), SITE)).toBeNull();
    expect(refusalFor({ ...get("/"), method: "HEAD" }, SITE)).toBeNull();
  });

  it("lets through clients that send neither Origin nor Sec-Fetch-Site", () => {
    expect(refusalFor(post({ origin: undefined, secFetchSite: undefined }), SITE)).toBeNull();
  });

  it.each([
    "https://evil.example",
    "null",
    "https://www.northwaycars.co.uk.evil.example",
    "http://www.northwaycars.co.uk",
  ])("refuses a post from origin %s with 403", (origin) => {
    expect(refusalFor(post({ origin, secFetchSite: undefined }), SITE)?.status).toBe(403);
  });

  it.each(["cross-site", "same-site"])("refuses a post the browser marks %s", (secFetchSite) => {
    expect(refusalFor(post({ secFetchSite }), SITE)?.status).toBe(403);
  });

  it.each(["PUT", "DELETE", "PATCH", "TRACE", "OPTIONS", "CONNECT", "PROPFIND"])(
    "answers %s with 405 and Allow",
    (method) => {
      const refusal = refusalFor({ ...get("/"), method }, SITE);
      expect(refusal?.status).toBe(405);
      expect(refusal?.headers?.Allow).toBe("GET, HEAD, POST");
    },
  );

  it.each([
    undefined,
    "application/json",
    "text/plain",
    "application/xml",
    "text/xml; charset=utf-8",
    "garbage",
  ])("answers a post of content type %s with 415", (contentType) => {
    expect(refusalFor(post({ contentType }), SITE)?.status).toBe(415);
  });

  it("refuses bodies over the limit before they are read, and bodies of unknown length", () => {
    expect(refusalFor(post({ contentLength: String(BODY_LIMIT_BYTES) }), SITE)).toBeNull();
    expect(refusalFor(post({ contentLength: String(BODY_LIMIT_BYTES + 1) }), SITE)?.status).toBe(413);
    expect(refusalFor(post({ contentLength: "99999999999999999999" }), SITE)?.status).toBe(400);
    expect(refusalFor(post({ contentLength: "-1" }), SITE)?.status).toBe(400);
    expect(refusalFor(post({ contentLength: undefined, transferEncoding: "chunked" }), SITE)?.status).toBe(
      411,
    );
  });

  it.each([
    "/%5C",
    "/%5c/evil.com",
    "/\\evil.com",
    "/a%00b",
    "/a%0Ab",
    "//evil.com",
    "/.//evil.com",
    "/%2e//evil.com",
    "/a/..//evil.com",
  ])("answers the path %s with 404", (target) => {
    expect(refusalFor(get(target), SITE)?.status).toBe(404);
  });

  it.each(["/%", "/%zz", "/%C0%AF", "/%E0%A4%A"])("answers the malformed path %s with 400", (target) => {
    expect(refusalFor(get(target), SITE)?.status).toBe(400);
  });
});

describe("long addresses", () => {
  it("answers an address over 4 KB with 414", () => {
    expect(refusalFor(get(`/used/cars/search?q=${"a".repeat(4100)}`), SITE)?.status).toBe(414);
    expect(refusalFor(get(`/used/cars/search?q=${"a".repeat(3000)}`), SITE)).toBeNull();
  });
});
