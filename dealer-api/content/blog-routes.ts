import { Hono } from "hono";
import { z } from "zod";
import type { DealerDb } from "../db/database";
import { blogListQuery, type BlogListAnswer } from "../contract/blog";
import { errorAnswer, parseInput } from "./http";
import { findCategory, findPost, findTagId, listCategories, listPosts, listTags } from "./blog-queries";

const postSlug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Not a post slug");

export function blogRoutes({ db }: { db: DealerDb }): Hono {
  const app = new Hono();

  app.get("/api/blog/categories", async (c) => c.json({ data: { data: await listCategories(db) } }));

  app.get("/api/blog/tags", async (c) => c.json({ data: { data: await listTags(db) } }));

  app.get("/api/blog/all", async (c) => {
    const query = parseInput(blogListQuery, c.req.query());
    if (!query.ok) return errorAnswer(c, 400, query.message);
    const { category, tag, search, sticky, ...page } = query.value;
    const categories = await listCategories(db);
    let categoryId: number | undefined;
    if (category !== undefined) {
      categoryId = findCategory(categories, category)?.id;
      if (categoryId === undefined) return errorAnswer(c, 404, "Category not found");
    }
    let tagId: number | undefined;
    if (tag !== undefined) {
      tagId = await findTagId(db, tag);
      if (tagId === undefined) return errorAnswer(c, 404, "Tag not found");
    }
    const filter = {
      categoryId,
      tagId,
      search: search || undefined,
      sticky: sticky === undefined ? undefined : sticky === "1",
    };
    const { posts, total } = await listPosts(db, filter, page, categories);
    const answer: BlogListAnswer = {
      data: {
        data: posts,
        meta: {
          total,
          current_page: page.page,
          last_page: Math.max(1, Math.ceil(total / page.resultsPerPage)),
          per_page: page.resultsPerPage,
        },
      },
    };
    return c.json(answer);
  });

  app.get("/api/blog/post/:slug", async (c) => {
    const slug = parseInput(postSlug, c.req.param("slug").toLowerCase());
    if (!slug.ok) return errorAnswer(c, 400, slug.message);
    const post = await findPost(db, slug.value, await listCategories(db));
    if (!post) return errorAnswer(c, 404, "Post not found");
    return c.json({ data: post });
  });

  return app;
}
