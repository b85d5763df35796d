import { Hono } from "hono";
import { z } from "zod";
import type { DealerDb } from "../db/database";
import {
  blogListingFeatured,
  blogListQuery,
  type BlogCategory,
  type BlogListAnswer,
  type BlogListing,
  type BlogListQuery,
  type BlogPost,
} from "../contract/blog";
import { LATEST_POSTS } from "../contract/content-page";
import type { PaginationMeta } from "../contract/envelope";
import { errorAnswer, parseInput } from "./http";
import { findCategory, findPost, findTagId, listCategories, listPosts, listTags } from "./blog-queries";

const postSlug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Not a post slug");

/**
 * The page of posts GET /api/blog/all answers for a query: a category or tag named that is not the dealer's is a 404
 * ("Category not found", "Tag not found"). GET /api/blog/listing answers its page of posts with it.
 */
export async function postsPage(
  db: DealerDb,
  { category, tag, search, sticky, ...page }: BlogListQuery,
  categories: BlogCategory[],
): Promise<{ ok: true; posts: BlogPost[]; meta: PaginationMeta } | { ok: false; message: string }> {
  let categoryId: number | undefined;
  if (category !== undefined) {
    categoryId = findCategory(categories, category)?.id;
    if (categoryId === undefined) return { ok: false, message: "Category not found" };
  }
  let tagId: number | undefined;
  if (tag !== undefined) {
    tagId = await findTagId(db, tag);
    if (tagId === undefined) return { ok: false, message: "Tag not found" };
  }
  const filter = {
    categoryId,
    tagId,
    search: search || undefined,
    sticky: sticky === undefined ? undefined : sticky === "1",
  };
  const { posts, total } = await listPosts(db, filter, page, categories);
  const meta: PaginationMeta = {
    total,
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.resultsPerPage)),
    per_page: page.resultsPerPage,
  };
  return { ok: true, posts, meta };
}

/** The newest `count` featured (sticky) posts: GET /api/blog/all?sticky=1&resultsPerPage={count}. */
export async function featuredPosts(
  db: DealerDb,
  count: number,
  categories: BlogCategory[],
): Promise<BlogPost[]> {
  const { posts } = await listPosts(
    db,
    { sticky: true },
    { page: 1, resultsPerPage: count, sort: "age|desc" },
    categories,
  );
  return posts;
}

/**
 * 'Latest from the Blog': the newest `LATEST_POSTS` posts, as GET /api/blog/all?resultsPerPage=5 answers them (the page
 * and home page answers carry them: contract/content-page.ts, contract/home-page.ts).
 */
export async function latestPosts(db: DealerDb): Promise<BlogPost[]> {
  const { posts } = await listPosts(
    db,
    {},
    { page: 1, resultsPerPage: LATEST_POSTS, sort: "age|desc" },
    await listCategories(db),
  );
  return posts;
}

export function blogRoutes({ db }: { db: DealerDb }): Hono {
  const app = new Hono();

  app.get("/api/blog/categories", async (c) => c.json({ data: { data: await listCategories(db) } }));

  app.get("/api/blog/tags", async (c) => c.json({ data: { data: await listTags(db) } }));

  app.get("/api/blog/all", async (c) => {
    const query = parseInput(blogListQuery, c.req.query());
    if (!query.ok) return errorAnswer(c, 400, query.message);
    const listed = await postsPage(db, query.value, await listCategories(db));
    if (!listed.ok) return errorAnswer(c, 404, listed.message);
    const answer: BlogListAnswer = { data: { data: listed.posts, meta: listed.meta } };
    return c.json(answer);
  });

  app.get("/api/blog/listing", async (c) => {
    const query = parseInput(blogListQuery, c.req.query());
    if (!query.ok) return errorAnswer(c, 400, query.message);
    const featured = parseInput(blogListingFeatured, c.req.query("featured") || undefined);
    if (!featured.ok) return errorAnswer(c, 400, `featured: ${featured.message}`);
    // The categories are read once: the page of posts and the featured ones name theirs from them.
    const categories = await listCategories(db);
    const [listed, sticky] = await Promise.all([
      postsPage(db, query.value, categories),
      featured.value > 0 ? featuredPosts(db, featured.value, categories) : [],
    ]);
    if (!listed.ok) return errorAnswer(c, 404, listed.message);
    const answer: BlogListing = { posts: listed.posts, meta: listed.meta, featured: sticky, categories };
    return c.json({ data: answer });
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
