import { LRUCache } from "lru-cache";
import type { z } from "zod";
import type { SafeHtml } from "./safe-html";

/**
 * Every cache of the site, in one place (the dealer API has its own: dealer-api/cache.ts). Each process keeps its own
 * copies, in memory, least recently used first to go.
 *
 * | instance          | holds                                     | key                     | max | how stale it can be |
 * |-------------------|-------------------------------------------|-------------------------|-----|---------------------|
 * | `dealerAnswers`   | dealer API GET answers that carry an ETag | the URL (and contract)  | 500 | never               |
 * | `content`         | content, forms, fees, tariffs, blog lists | a name ("menu:main")    | 500 | one minute          |
 * | `sitemap`         | the sitemap's URLs                        | –                       | 1   | 15 minutes          |
 * | `sanitisedHtml`   | content HTML after sanitising             | the HTML as given       | 200 | never               |
 *
 * The one invalidation rule of each:
 * - `dealerAnswers`: the dealer API's ETag, which names the stock's version (and, where an answer depends on them, the
 *   day and the finance offers: dealer-api/README.md, "Conditional GETs"). A kept answer is never used unasked: every
 *   request sends its tag back (If-None-Match) and the kept answer is used only on a 304, so a change to the cars
 *   answers 200 with a new tag, which replaces it. Only answers the dealer API tags are kept (searches, filter counts,
 *   list quotes).
 * - `content`: age. Content has no version the site can ask for, so an answer is kept for `CONTENT_TTL_MS` and then
 *   asked for again: a change to a menu, a page, a form or a fee shows within a minute. Two stock summaries live here
 *   too (the footer's popular makes, the stock's vocabulary of makes and models): a make that sold out may be named
 *   for up to a minute. A failed load is not kept: the next request asks again.
 * - `sitemap`: age, 15 minutes (crawlers read it rarely; it lists every car, so it is the costliest page to draw).
 * - `sanitisedHtml`: none needed. The key is everything the value is made from (the HTML given), so changed content
 *   is a new key, and the old ones are let go as the least recently used.
 *
 * Nothing kept is shared mutable state: the strings are immutable, and every object is deep-frozen when it is kept
 * (`deepFreeze`), so a caller that tried to change one would throw at once instead of changing what other requests get.
 */

export const CONTENT_TTL_MS = 60_000;
export const SITEMAP_TTL_MS = 15 * 60_000;

/** Freezes an object and everything in it: what the caches keep, every request reads. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

interface TaggedAnswer {
  schema: z.ZodTypeAny;
  tag: string;
  data: unknown;
}

const dealerAnswers = new LRUCache<string, TaggedAnswer>({ max: 500 });

/** The kept answer for this URL, if it was checked against this contract: its tag goes back as If-None-Match. */
export function taggedAnswer(url: string, schema: z.ZodTypeAny): { tag: string; data: unknown } | undefined {
  const kept = dealerAnswers.get(url);
  return kept?.schema === schema ? kept : undefined;
}

/** Keeps a tagged answer (frozen: it is the answer of every request that gets a 304 from now on). */
export function keepTaggedAnswer(url: string, schema: z.ZodTypeAny, tag: string, data: unknown): void {
  dealerAnswers.set(url, { schema, tag, data: deepFreeze(data) });
}

/** A cache of loads by name, each kept for `ttl` ms once it succeeds; concurrent requests share one load. */
function loadsKept(max: number, ttl: number) {
  // Ages are read from Date.now(), the clock tests can move.
  const cache = new LRUCache<string, Promise<unknown>>({
    max,
    ttl,
    ttlResolution: 0,
    perf: { now: () => Date.now() },
  });
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key);
      if (hit) return hit as Promise<T>;
      const value = load().then(deepFreeze);
      cache.set(key, value);
      value.catch(() => {
        if (cache.get(key) === value) cache.delete(key);
      });
      return value;
    },
    clear: () => cache.clear(),
  };
}

const content = loadsKept(500, CONTENT_TTL_MS);
const sitemap = loadsKept(1, SITEMAP_TTL_MS);

/** A content answer by name, loaded at most once a minute (see the table above). */
export const keptContent: <T>(name: string, load: () => Promise<T>) => Promise<T> = content.get;

/** The sitemap's URLs, listed at most once every 15 minutes. */
export const keptSitemap = <T>(load: () => Promise<T>): Promise<T> => sitemap.get("sitemap", load);

/**
 * Forgets every dealer answer kept above. The unit tests share a worker's modules from file to file
 * (vitest.config.ts), and each file has a dealer API of its own: a file starts with nothing kept from another's.
 */
export function forgetKeptAnswers(): void {
  dealerAnswers.clear();
  content.clear();
  sitemap.clear();
}

const sanitisedHtml = new LRUCache<string, SafeHtml>({ max: 200 });

/** Sanitised HTML by the HTML given: sanitising is pure in its input. */
export function keptSanitisedHtml(html: string, sanitise: (html: string) => SafeHtml): SafeHtml {
  let kept = sanitisedHtml.get(html);
  if (kept === undefined) sanitisedHtml.set(html, (kept = sanitise(html)));
  return kept;
}

/** For tests: every instance empty, as in a process that just started. */
export function forgetEverything(): void {
  dealerAnswers.clear();
  content.clear();
  sitemap.clear();
  sanitisedHtml.clear();
}
