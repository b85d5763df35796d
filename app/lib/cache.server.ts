import { LRUCache } from "lru-cache";
import type { z } from "zod";
import type { SafeHtml } from "./safe-html";

/**
 * Every cache of the site, in one place (the dealer API has its own: dealer-api/cache.ts). Each process keeps its own
 * copies, in memory, least recently used first to go.
 *
 * | instance        | holds                                                 | key                     | max | fresh for  | then                               |
 * |-----------------|-------------------------------------------------------|-------------------------|-----|------------|------------------------------------|
 * | `dealerAnswers` | dealer API GET answers that carry an ETag             | the URL (and contract)  | 500 | –          | used only after a 304              |
 * | `content`       | site content, pages, forms, fees, tariffs, blog lists | a name ("site-content") | 500 | one minute | served while one load refreshes it |
 * |                 | (a content page's answer: the page, form, posts)      | ("content-page:about")  |     |            |                                    |
 * | `sitemap`       | the sitemap's URLs                                    | –                       | 1   | 15 minutes | served while one load refreshes it |
 * | `sanitisedHtml` | content HTML after sanitising                         | the HTML as given       | 200 | always     | –                                  |
 *
 * The one invalidation rule of each:
 * - `dealerAnswers`: the dealer API's ETag, which names the stock's version (and, where an answer depends on them, the
 *   day and the finance offers: dealer-api/README.md, "Conditional GETs"). A kept answer is never used unasked: every
 *   request sends its tag back (If-None-Match) and the kept answer is used only on a 304, so a change to the cars
 *   answers 200 with a new tag, which replaces it. Only answers the dealer API tags are kept (searches, filter counts,
 *   list quotes).
 * - `content`: age. Content has no version the site can ask for, so an answer is fresh for `CONTENT_TTL_MS`. The
 *   first request that finds it older starts one load in the background and is answered with the kept value at once,
 *   as is every request until that load ends (`loadsKept` below): no page waits for content it already has. So a
 *   change to a menu, a page, a form or a fee shows once a load after the minute has ended; until then a page shows
 *   the value kept, however old: a name nobody asked for all night is shown once as it was, then refreshed. Stock
 *   summaries live here too (the site content's makes and its vocabulary of the listed makes and models, and the
 *   vocabulary an old make or model link is read against): a make that sold out may be named as long. Never a car or a
 *   price: the home page's answer carries cars, and is not kept (docs/decisions/334-page-shaped-answers.md). A failed load with nothing kept is not kept: the request that started it fails as its
 *   load did (its caller degrades, docs/product/site-wide.md#when-the-dealer-api-fails), and the next request asks
 *   again. A failed refresh keeps the old value, still older than the minute, so the next request starts another load.
 * - `sitemap`: the same, for 15 minutes (crawlers read it rarely; it lists every car, so it is the costliest page to
 *   draw, and a crawler never waits for it once it has been drawn).
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

/**
 * A cache of loads by name, each fresh for `ttl` ms once it succeeds, and served stale while it refreshes (see the
 * `content` rule above), with lru-cache's own fetch:
 * - `fetchMethod` runs the load the request passes as `context`, and freezes what it gives;
 * - concurrent requests for a name share the one load in flight (lru-cache keeps it in place of the value);
 * - `allowStale`: once the value is older than `ttl`, `fetch` answers with it at once and starts one load beside it;
 * - `noDeleteOnFetchRejection`: a failed refresh puts the old value back (still stale: the next request loads again),
 *   where a failed first load, with nothing to put back, is deleted and fails its request. Not
 *   `allowStaleOnFetchRejection`: with nothing kept it would answer a failed first load with `undefined`.
 * Values are kept in a box, so a load whose answer is `undefined` is kept too (lru-cache reads `undefined` as none).
 */
function loadsKept(max: number, ttl: number) {
  type Load = () => Promise<unknown>;
  const cache = new LRUCache<string, { value: unknown }, Load>({
    max,
    ttl,
    ttlResolution: 0,
    // Ages are read from Date.now(), the clock tests can move.
    perf: { now: () => Date.now() },
    allowStale: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context: load }) => ({ value: deepFreeze(await load()) }),
  });
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const kept = await cache.fetch(key, { context: load });
      // Only an aborted load answers nothing, and no load here is ever aborted.
      if (!kept) throw new Error(`No value loaded for ${key}`);
      return kept.value as T;
    },
    clear: () => cache.clear(),
  };
}

const content = loadsKept(500, CONTENT_TTL_MS);
const sitemap = loadsKept(1, SITEMAP_TTL_MS);

/** A content answer by name, loaded at most once a minute and served while it refreshes (see the table above). */
export const keptContent: <T>(name: string, load: () => Promise<T>) => Promise<T> = content.get;

/** The sitemap's URLs, listed at most once every 15 minutes and served while they are listed again. */
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
