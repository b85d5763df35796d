import { Hono } from "hono";
import { formOfPage } from "../contract/content";
import type { ContentPage, PageForm } from "../contract/content-page";
import type { DealerDb } from "../db/database";
import { latestPosts } from "../content/blog-routes";
import { findForm } from "../content/form-routes";
import { errorAnswer, orNull, parseInput } from "../content/http";
import { pageFrom, siteQueries } from "../content/site-content";
import { pageSlug } from "../content/site-routes";

/** The form a page ends with, as GET /api/form/{id} answers it: found, unknown (its 404), or not readable just now. */
export async function pageFormOf(db: DealerDb, id: number): Promise<PageForm> {
  try {
    const definition = await findForm(db, id);
    return definition ? { status: "found", definition } : { status: "not-found" };
  } catch {
    return { status: "unavailable" };
  }
}

/**
 * GET /api/content-pages/{slug} (contract/content-page.ts): a content page, the form it ends with and 'Latest from the
 * Blog', in one answer (docs/decisions/334-page-shaped-answers.md), built with the queries and functions their own
 * endpoints answer with (GET /api/page/{slug}: `siteQueries.pages`, `pageFrom`; GET /api/form/{id}: `findForm`; GET
 * /api/blog/all: `latestPosts`). The page and the posts are read together, then the page's form (`formOfPage`, the rule
 * the site reads too). The page is required: its slug is refused and unknown as GET /api/page/{slug} refuses it; the
 * form and the posts each fail alone. No ETag, as for every content answer: the site keeps it a minute
 * (app/lib/cache.server.ts, `content`).
 */
export function contentPageRoutes({ db }: { db: DealerDb }): Hono {
  const app = new Hono();
  app.get("/api/content-pages/:slug{.+}", async (c) => {
    const slug = parseInput(pageSlug, c.req.param("slug").toLowerCase().replace(/\/+$/, ""));
    if (!slug.ok) return errorAnswer(c, 400, slug.message);
    const [row, posts] = await Promise.all([
      siteQueries.pages(db, [slug.value]).executeTakeFirst(),
      orNull(latestPosts(db)),
    ]);
    if (!row) return errorAnswer(c, 404, "Page not found");
    const page = pageFrom(row);
    const formId = formOfPage(page);
    const answer: ContentPage = {
      page,
      form: formId === undefined ? null : await pageFormOf(db, formId),
      latest_posts: posts,
    };
    return c.json({ data: answer });
  });
  return app;
}
