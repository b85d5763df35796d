import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  CONTENT_TTL_MS,
  forgetEverything,
  keepTaggedAnswer,
  keptContent,
  keptSanitisedHtml,
  taggedAnswer,
} from "./cache.server";
import { markup } from "./safe-html";

beforeEach(forgetEverything);
afterEach(() => vi.useRealTimers());

describe("content (kept for a minute)", () => {
  it("loads a name once while it is fresh, and again once it is a minute old", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T09:00:00Z") });
    let loads = 0;
    const load = async () => ({ menu: ++loads });
    expect(await keptContent("menu:main", load)).toEqual({ menu: 1 });
    vi.advanceTimersByTime(CONTENT_TTL_MS - 1000);
    expect(await keptContent("menu:main", load)).toEqual({ menu: 1 });
    vi.advanceTimersByTime(2000);
    expect(await keptContent("menu:main", load)).toEqual({ menu: 2 });
  });

  it("shares one load between requests that come while it runs, and keeps no failure", async () => {
    let loads = 0;
    const failing = () => Promise.reject(new Error(`down ${++loads}`));
    await Promise.all([
      expect(keptContent("snippets", failing)).rejects.toThrow("down 1"),
      expect(keptContent("snippets", failing)).rejects.toThrow("down 1"),
    ]);
    expect(await keptContent("snippets", async () => "back")).toBe("back");
  });

  it("hands out a frozen answer: a caller that changes it throws, and the next request gets it as loaded", async () => {
    const load = async () => ({ links: [{ label: "Used cars" }] });
    const first = await keptContent("menu:footer", load);
    expect(() => first.links.push({ label: "Changed" })).toThrow(TypeError);
    expect(() => {
      first.links[0].label = "Changed";
    }).toThrow(TypeError);
    expect(await keptContent("menu:footer", load)).toEqual({ links: [{ label: "Used cars" }] });
  });
});

describe("dealer answers with an ETag", () => {
  const schema = z.object({ name: z.string() });

  it("are kept by URL for the contract they were checked against, frozen, the newest tag replacing the last", () => {
    keepTaggedAnswer("http://api/a", schema, '"v1"', { name: "Leeds" });
    const kept = taggedAnswer("http://api/a", schema);
    expect(kept?.tag).toBe('"v1"');
    expect(Object.isFrozen(kept?.data)).toBe(true);
    // Another contract never reads it.
    expect(taggedAnswer("http://api/a", z.object({}))).toBeUndefined();
    keepTaggedAnswer("http://api/a", schema, '"v2"', { name: "York" });
    expect(taggedAnswer("http://api/a", schema)).toEqual({ schema, tag: '"v2"', data: { name: "York" } });
  });

  it("keep at most 500 answers, the least recently used going first", () => {
    for (let n = 0; n < 501; n++) keepTaggedAnswer(`http://api/${n}`, schema, '"v"', { name: `${n}` });
    expect(taggedAnswer("http://api/0", schema)).toBeUndefined();
    expect(taggedAnswer("http://api/1", schema)?.data).toEqual({ name: "1" });
  });
});

describe("sanitised HTML (keyed by the HTML given)", () => {
  it("sanitises a block once, and keeps at most 200", () => {
    let calls = 0;
    const sanitise = (html: string) => (calls++, markup`<p>${html.length.toString()}</p>`);
    expect(keptSanitisedHtml("<p>a</p>", sanitise)).toBe("<p>8</p>");
    expect(keptSanitisedHtml("<p>a</p>", sanitise)).toBe("<p>8</p>");
    expect(calls).toBe(1);
    for (let n = 0; n < 200; n++) keptSanitisedHtml(`<p>${n}</p>`, sanitise);
    keptSanitisedHtml("<p>a</p>", sanitise);
    expect(calls).toBe(202);
  });
});
