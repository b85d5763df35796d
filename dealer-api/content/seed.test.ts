import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { DealerDb } from "../db/database";
import { contentIsSeeded } from "./seed";
import { openContentDatabase, seedTestContent, TEST_SEED, TEST_TODAY } from "./test-support";
import { pages } from "./data/pages";
import { snippets } from "./data/snippets";
import { menus } from "./data/menus";
import { blogPosts } from "./data/blog";
import { offerCards } from "./data/offers";
import { forms } from "./data/forms";

const tables = [
  "content_pages",
  "menus",
  "snippets",
  "socials",
  "departments",
  "forms",
  "form_fields",
  "blog_posts",
].concat([
  "blog_tags",
  "blog_post_tags",
  "offers",
  "promotions",
  "packages",
  "admin_fees",
  "redirects",
  "reviews",
]);

async function dump(db: DealerDb) {
  return Object.fromEntries(
    await Promise.all(
      tables.map(async (table) => [
        table,
        (await sql`select * from ${sql.table(table)} order by 1, 2`.execute(db)).rows,
      ]),
    ),
  );
}

describe("seedContent", () => {
  it("writes the same content for the same seed and day", async () => {
    const [first, second] = await Promise.all([openContentDatabase(), openContentDatabase()]);
    expect(await contentIsSeeded(first.db)).toBe(false);
    await seedTestContent(first, { seed: TEST_SEED, today: TEST_TODAY });
    await seedTestContent(second, { seed: TEST_SEED, today: TEST_TODAY });
    expect(await contentIsSeeded(first.db)).toBe(true);
    expect(await dump(first.db)).toEqual(await dump(second.db));
    await Promise.all([first.db.destroy(), second.db.destroy()]);
  });

  it("dates everything before the seed's day", async () => {
    const opened = await openContentDatabase();
    const { db } = opened;
    await seedTestContent(opened, { seed: 7, today: TEST_TODAY });
    const latest = await db
      .selectFrom("blog_posts")
      .select((eb) => eb.fn.max("published_at").as("at"))
      .executeTakeFirstOrThrow();
    expect(new Date(latest.at) < TEST_TODAY).toBe(true);
    const reviewed = await db
      .selectFrom("reviews")
      .select((eb) => eb.fn.max("reviewed_on").as("on_day"))
      .executeTakeFirstOrThrow();
    expect(reviewed.on_day < "2026-11-23").toBe(true);
    await db.destroy();
  });
});

// ---- The authored content holds together: links land on real pages, forms exist, markup stays simple. ----

/** Every string inside authored data, however deeply nested (page fields hold lists of objects). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const authoredText = [
  ...pages.flatMap((page) => strings(page.fields)),
  ...Object.values(snippets),
  ...blogPosts.map((post) => post.article),
];
const pageSlugs = new Set(pages.map((page) => page.slug));
const postSlugs = new Set(blogPosts.map((post) => post.slug));

/** Paths the site serves itself rather than from a content page. */
const siteRoutes = [
  /^\/$/,
  /^\/used\/cars\/search$/,
  /^\/sitemap\.xml$/,
  /^\/cookie-settings$/,
  /^\/click-collect$/,
];

function isKnownPath(href: string) {
  const path = href.split("?")[0];
  if (siteRoutes.some((route) => route.test(path))) return true;
  if (path.startsWith("/blog/")) return postSlugs.has(path.slice("/blog/".length));
  return pageSlugs.has(path.slice(1));
}

describe("authored content", () => {
  it("links only to pages, posts and site routes that exist", () => {
    const hrefs = [
      ...authoredText.flatMap((text) => [...text.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1])),
      ...Object.values(menus).flatMap((entries) =>
        entries.flatMap((e) => [e.url, ...(e.children ?? []).map((c) => c.url)]),
      ),
      ...offerCards.map((card) => card.link),
    ];
    expect(hrefs.filter((href) => !isKnownPath(href))).toEqual([]);
  });

  it("uses only simple markup: p, h2, h3, ul, ol, li, strong, a", () => {
    const tags = new Set(
      authoredText.flatMap((text) => [...text.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1])),
    );
    expect(
      [...tags].filter((tag) => !["p", "h2", "h3", "ul", "ol", "li", "strong", "a"].includes(tag)),
    ).toEqual([]);
  });

  it("refers only to forms that exist (0 means no form)", () => {
    const formIds = new Set([0, ...forms.map((form) => form.id)]);
    const referenced = pages.map((page) => page.fields.form).filter((id) => id !== undefined);
    expect(referenced.filter((id) => !formIds.has(id as number))).toEqual([]);
  });

  it("gives every page a title and a meta description of search-result length", () => {
    for (const page of pages) {
      expect(page.title.length, page.slug).toBeGreaterThan(0);
      expect(page.meta_description.length, page.slug).toBeLessThanOrEqual(160);
    }
  });

  it("publishes only company e-mail addresses", () => {
    const emails = authoredText.flatMap((text) => text.match(/[\w.+-]+@[\w.-]+\.[a-z]{2,}/gi) ?? []);
    expect(emails.filter((email) => !email.endsWith("@northwaycars.co.uk"))).toEqual([]);
  });
});
