import { Hono } from "hono";
import { z } from "zod";
import type { DealerDb } from "../db/database";
import { contentQueries, SNIPPETS_LISTED } from "./page-content";
import { menuItemsFrom, pageFrom, siteQueries } from "./site-content";
import {
  menuName,
  pageSearchQuery,
  type Department,
  type GroupContact,
  type Page,
  type PageSearchResult,
  type RedirectAnswer,
  type SitemapEntry,
  type SocialLink,
  type Snippet,
} from "../contract/content";
import { groupContact } from "../branches";
import { errorAnswer, fromJson, parseInput } from "./http";
import { pageMatchRank, searchWords } from "./page-search";

const snippetQuery = z.object({
  "pageOptions[resultsPerPage]": z.coerce.number().int().min(1).max(100).default(SNIPPETS_LISTED),
});

/** Page slugs: lower-case words joined by '-' or '/', e.g. "finance/zero-deposit-finance". */
export const pageSlug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, "Not a page slug");

const redirectQuery = z.object({
  slug: z.string().max(2000).startsWith("/", "slug must be a path starting with /"),
});

/**
 * Redirects are stored as lower-case paths without a trailing slash or query, so "/About/?utm=x" finds "/about".
 */
export function normaliseRedirectPath(path: string): string {
  const bare = path.split(/[?#]/)[0].toLowerCase().replace(/\/+$/, "");
  return bare === "" ? "/" : bare;
}

export function siteRoutes({ db }: { db: DealerDb }): Hono {
  const app = new Hono();

  app.get("/api/v2/content/snippet", async (c) => {
    const query = parseInput(snippetQuery, c.req.query());
    if (!query.ok) return errorAnswer(c, 400, query.message);
    const rows: Snippet[] = await contentQueries
      .snippets(db, query.value["pageOptions[resultsPerPage]"])
      .execute();
    return c.json({ data: { data: rows } });
  });

  app.get("/api/menu/:menu", async (c) => {
    const menu = menuName.safeParse(c.req.param("menu"));
    if (!menu.success) return errorAnswer(c, 404, "Menu not found");
    const rows = await siteQueries.menuRows(db, [menu.data]).execute();
    return c.json({ data: { data: menuItemsFrom(rows, menu.data) } });
  });

  app.get("/content/socials", async (c) => {
    const links = (await siteQueries.socials(db).execute()) as SocialLink[];
    // The shape the site reads: one record whose social_site is a JSON string of the links.
    return c.json({ data: { data: [{ contents: { social_site: JSON.stringify(links) } }] } });
  });

  // The site calls this with POST and an empty body; GET answers the same for caches and curl.
  const departments = async () => {
    const rows: Department[] = await siteQueries.departments(db).execute();
    return { data: { data: rows } };
  };
  app.post("/api/departments", async (c) => c.json(await departments()));
  app.get("/api/departments", async (c) => c.json(await departments()));

  app.get("/api/group", (c) => c.json({ data: groupContact satisfies GroupContact }));

  app.get("/api/page/:slug{.+}", async (c) => {
    const raw = c.req.param("slug").toLowerCase().replace(/\/+$/, "");
    const slug = parseInput(pageSlug, raw);
    if (!slug.ok) return errorAnswer(c, 400, slug.message);
    const row = await siteQueries.pages(db, [slug.value]).executeTakeFirst();
    if (!row) return errorAnswer(c, 404, "Page not found");
    return c.json({ data: pageFrom(row) satisfies Page });
  });

  app.get("/api/redirect", async (c) => {
    const query = parseInput(redirectQuery, c.req.query());
    if (!query.ok) return errorAnswer(c, 400, query.message);
    const row = await db
      .selectFrom("redirects")
      .select(["status", "to_url"])
      .where("from_path", "=", normaliseRedirectPath(query.value.slug))
      .executeTakeFirst();
    if (!row) return errorAnswer(c, 404, "No redirect for this path");
    const answer: RedirectAnswer = { status: row.status, url: row.to_url };
    return c.json({ data: answer });
  });

  app.get("/api/sitemap/pages", async (c) => {
    const [pages, posts] = await Promise.all([
      db
        .selectFrom("content_pages")
        .select(["slug", "updated_at"])
        .where("in_sitemap", "=", 1)
        .orderBy("slug")
        .execute(),
      db.selectFrom("blog_posts").select(["slug", "updated_at"]).orderBy("published_at", "desc").execute(),
    ]);
    const entries: SitemapEntry[] = [
      ...pages.map((p) => ({
        type: "page" as const,
        slug: p.slug,
        path: `/${p.slug}`,
        updated_at: p.updated_at,
      })),
      ...posts.map((p) => ({
        type: "post" as const,
        slug: p.slug,
        path: `/blog/${p.slug}`,
        updated_at: p.updated_at,
      })),
    ];
    return c.json({ data: { data: entries } });
  });

  // Site search (/search/{term}): the pages that belong in the sitemap whose text holds every word searched for.
  app.get("/api/pages/search", async (c) => {
    const query = parseInput(pageSearchQuery, c.req.query());
    if (!query.ok) return errorAnswer(c, 400, query.message);
    const words = searchWords(query.value.search);
    const rows = await db
      .selectFrom("content_pages")
      .select(["slug", "title", "meta_description", "fields_json"])
      .where("in_sitemap", "=", 1)
      .execute();
    const matches = rows
      .map((row) => ({
        row,
        rank: pageMatchRank({ ...row, fields: fromJson<Page["fields"]>(row.fields_json) }, words),
      }))
      .filter((match) => match.rank > 0)
      .sort((a, b) => b.rank - a.rank || a.row.title.localeCompare(b.row.title));
    const results: PageSearchResult[] = matches.slice(0, query.value.resultsPerPage).map(({ row }) => ({
      slug: row.slug,
      path: `/${row.slug}`,
      page_title: row.title,
      meta_description: row.meta_description,
    }));
    return c.json({ data: { data: results, meta: { total: matches.length } } });
  });

  return app;
}
