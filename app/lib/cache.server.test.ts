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

describe("content (fresh for a minute, then served while it refreshes)", () => {
  /** A load that answers when told to, counting how often it was started. */
  function controlledLoads<T>() {
    const started: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
    const load = () =>
      new Promise<T>((resolve, reject) => {
        started.push({ resolve, reject });
      });
    return { load, started };
  }
  /** Lets the kept load's settling run (lru-cache writes the value when the load's promise settles). */
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-26T09:00:00Z"), toFake: ["Date"] }));

  it("loads a name once while it is fresh", async () => {
    let loads = 0;
    const load = async () => ({ menu: ++loads });
    expect(await keptContent("menu:main", load)).toEqual({ menu: 1 });
    vi.advanceTimersByTime(CONTENT_TTL_MS - 1000);
    expect(await keptContent("menu:main", load)).toEqual({ menu: 1 });
    expect(loads).toBe(1);
  });

  it("after the minute, answers with the kept value at once and refreshes it with one load in the background", async () => {
    const { load, started } = controlledLoads<{ menu: number }>();
    const first = keptContent("menu:main", load);
    started[0]!.resolve({ menu: 1 });
    expect(await first).toEqual({ menu: 1 });
    vi.advanceTimersByTime(CONTENT_TTL_MS + 1);
    // Three requests while the refresh runs: the kept value for each, and one load between them.
    expect(await keptContent("menu:main", load)).toEqual({ menu: 1 });
    expect(await keptContent("menu:main", load)).toEqual({ menu: 1 });
    expect(await keptContent("menu:main", load)).toEqual({ menu: 1 });
    expect(started).toHaveLength(2);
    started[1]!.resolve({ menu: 2 });
    await settled();
    expect(await keptContent("menu:main", load)).toEqual({ menu: 2 });
    // Fresh again for a minute from the refresh.
    vi.advanceTimersByTime(CONTENT_TTL_MS - 1);
    expect(await keptContent("menu:main", load)).toEqual({ menu: 2 });
    expect(started).toHaveLength(2);
  });

  it("shares one first load between requests that come while it runs, and keeps no failure", async () => {
    const { load, started } = controlledLoads<string>();
    const asked = [keptContent("snippets", load), keptContent("snippets", load)];
    expect(started).toHaveLength(1);
    started[0]!.reject(new Error("down"));
    for (const answer of asked) await expect(answer).rejects.toThrow("down");
    // Nothing was kept: the next request loads again.
    const again = keptContent("snippets", load);
    expect(started).toHaveLength(2);
    started[1]!.resolve("back");
    expect(await again).toBe("back");
  });

  it("keeps serving the old value when a refresh fails, and loads again at the next request", async () => {
    const { load, started } = controlledLoads<string>();
    const first = keptContent("group", load);
    started[0]!.resolve("Northway Cars");
    await first;
    vi.advanceTimersByTime(CONTENT_TTL_MS + 1);
    expect(await keptContent("group", load)).toBe("Northway Cars");
    started[1]!.reject(new Error("down"));
    await settled();
    expect(await keptContent("group", load)).toBe("Northway Cars");
    // The failed refresh left the old value stale: that request started another load.
    expect(started).toHaveLength(3);
    started[2]!.resolve("Northway Cars Group");
    await settled();
    expect(await keptContent("group", load)).toBe("Northway Cars Group");
  });

  it("keeps a load that answers nothing (undefined) like any other", async () => {
    let loads = 0;
    const load = async () => void loads++;
    expect(await keptContent("page:header", load)).toBeUndefined();
    expect(await keptContent("page:header", load)).toBeUndefined();
    expect(loads).toBe(1);
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
