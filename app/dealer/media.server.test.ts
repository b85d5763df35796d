import { fetchMedia } from "./media.server";
import { setTransport } from "./transport.server";

const ask = (path = "/media/vehicles/1/side.svg", headers?: HeadersInit) =>
  fetchMedia(path, new Request(`http://localhost${path}`, { headers }));

describe("fetchMedia", () => {
  afterEach(() => setTransport(undefined));

  it("streams a picture with its caching headers and a sandbox", async () => {
    setTransport(
      async () =>
        new Response("<svg/>", {
          headers: { "Content-Type": "image/svg+xml", ETag: '"p1"', "X-Secret": "1" },
        }),
    );
    const response = await ask();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<svg/>");
    expect(response.headers.get("etag")).toBe('"p1"');
    expect(response.headers.get("x-secret")).toBeNull();
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("answers a revalidation with 304 and no body", async () => {
    setTransport(async (request) => {
      expect(request.headers.get("if-none-match")).toBe('"p1"');
      return new Response(null, { status: 304, headers: { ETag: '"p1"' } });
    });
    const response = await ask(undefined, { "If-None-Match": '"p1"' });
    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
  });

  it("never passes the dealer API's error answer through", async () => {
    const leak = '{"error":{"message":"SqliteError: no such table at /srv/dealer-api/media.js:12"}}';
    for (const [upstream, status, text] of [
      [404, 404, "Not found"],
      // Only the dealer API's own "not found" is a missing picture: a refusal or a busy answer is an outage.
      [400, 503, "Picture unavailable"],
      [429, 503, "Picture unavailable"],
      [500, 503, "Picture unavailable"],
      [502, 503, "Picture unavailable"],
    ] as const) {
      setTransport(
        async () => new Response(leak, { status: upstream, headers: { "Content-Type": "application/json" } }),
      );
      const response = await ask();
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await response.text()).toBe(text);
    }
  });

  it("serves pictures only: an answer of another type is 'Picture unavailable', never passed on", async () => {
    for (const type of ["text/html; charset=utf-8", "application/json", "text/javascript", ""]) {
      setTransport(
        async () => new Response("<script>alert(1)</script>", { headers: { "Content-Type": type } }),
      );
      const response = await ask();
      expect(response.status).toBe(503);
      expect(await response.text()).toBe("Picture unavailable");
    }
  });

  it("refuses a picture over its size limit, stated or not", async () => {
    const huge = () =>
      new ReadableStream<Uint8Array>({
        pull: (controller) => controller.enqueue(new Uint8Array(1024 * 1024)),
      });
    setTransport(async () => new Response(huge(), { headers: { "Content-Type": "image/jpeg" } }));
    expect((await ask()).status).toBe(503);
    setTransport(
      async () =>
        new Response("x", {
          headers: { "Content-Type": "image/jpeg", "Content-Length": String(64 * 1024 * 1024) },
        }),
    );
    expect((await ask()).status).toBe(503);
  });

  it("answers 503 when the dealer API cannot be reached, and 404 for a path that is no picture", async () => {
    setTransport(async () => {
      throw new TypeError("fetch failed");
    });
    expect((await ask()).status).toBe(503);
    expect((await ask("/media/../secrets")).status).toBe(404);
  });
});
