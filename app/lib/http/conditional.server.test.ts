import { keptDataAnswer, keptPageAnswer, weakEtag } from "./conditional.server";

const page = (nonce: string) =>
  `<!DOCTYPE html><html><body><script nonce="${nonce}">go()</script></body></html>`;
const get = (headers: Record<string, string> = {}) => new Request("http://localhost/used/cars", { headers });
const pageHeaders = (nonce: string) =>
  new Headers({ "Content-Security-Policy": `script-src 'nonce-${nonce}'`, "Content-Type": "text/html" });

describe("a page's ETag and 304 (docs/decisions/231-caching-headers.md)", () => {
  it("is the same for the same page whatever its nonce, and another for another page", () => {
    const first = keptPageAnswer(get(), {
      status: 200,
      headers: pageHeaders("n0nce1"),
      html: page("n0nce1"),
      nonce: "n0nce1",
    });
    const second = keptPageAnswer(get(), {
      status: 200,
      headers: pageHeaders("n0nce2"),
      html: page("n0nce2"),
      nonce: "n0nce2",
    });
    const other = keptPageAnswer(get(), {
      status: 200,
      headers: pageHeaders("n0nce3"),
      html: page("n0nce3").replace("go()", "went()"),
      nonce: "n0nce3",
    });
    expect(first.headers.get("ETag")).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(other.headers.get("ETag")).not.toBe(first.headers.get("ETag"));
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(first.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
  });

  it("answers 304 without a body or a policy when the browser's copy is still the page", async () => {
    const first = keptPageAnswer(get(), {
      status: 200,
      headers: pageHeaders("a1"),
      html: page("a1"),
      nonce: "a1",
    });
    const again = keptPageAnswer(get({ "If-None-Match": first.headers.get("ETag")! }), {
      status: 200,
      headers: pageHeaders("b2"),
      html: page("b2"),
      nonce: "b2",
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // The browser's copy keeps the policy whose nonce is in its body.
    expect(again.headers.get("Content-Security-Policy")).toBeNull();
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(again.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("gives a visitor with a cookie the whole page, never a 304", async () => {
    const tag = weakEtag(page(""));
    const answer = keptPageAnswer(get({ Cookie: "__visitor=x", "If-None-Match": tag }), {
      status: 200,
      headers: pageHeaders("c3"),
      html: page("c3"),
      nonce: "c3",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("ETag")).toBeNull();
    expect(answer.headers.get("Cache-Control")).toBe("private, no-cache");
  });
});

describe("a page's data ETag and 304", () => {
  it("tags shared data and answers 304 to its tag", async () => {
    const request = get();
    const answer = await keptDataAnswer(request, Response.json({ cars: [1, 2] }));
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60");
    expect(await answer.json()).toEqual({ cars: [1, 2] });
    const again = await keptDataAnswer(
      get({ "If-None-Match": answer.headers.get("ETag")! }),
      Response.json({ cars: [1, 2] }),
    );
    expect(again.status).toBe(304);
  });

  it("gives deferred data its caching headers but no ETag, and streams it as it comes", async () => {
    const deferred = new Response("{}\n\ndata:{}", {
      headers: { "Content-Type": "text/remix-deferred; charset=utf-8" },
    });
    const answer = await keptDataAnswer(get({ Cookie: "__visitor=x" }), deferred);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(answer.headers.get("ETag")).toBeNull();
    expect(await answer.text()).toBe("{}\n\ndata:{}");
  });

  it("leaves a redirect or an error as it is", async () => {
    const redirect = new Response(null, { status: 204, headers: { "X-Remix-Redirect": "/" } });
    expect(await keptDataAnswer(get(), redirect)).toBe(redirect);
  });
});
