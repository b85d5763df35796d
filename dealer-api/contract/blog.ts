import { z } from "zod";
import { nested, paginationMeta } from "./envelope";

export const blogCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  article_count: z.number().int().nonnegative(),
});
export type BlogCategory = z.infer<typeof blogCategory>;

export const blogTag = z.object({ name: z.string(), slug: z.string() });
export type BlogTag = z.infer<typeof blogTag>;

/** A tag in GET /api/blog/tags, with the number of posts that carry it. */
export const blogTagCount = blogTag.extend({ article_count: z.number().int().nonnegative() });
export type BlogTagCount = z.infer<typeof blogTagCount>;

export const blogPost = z.object({
  id: z.number().int(),
  page_slug: z.string(),
  page_title: z.string(),
  /** date: ISO 8601 instant, e.g. "2026-10-14T09:30:00.000Z" (the site reads published_at.date). */
  published_at: z.object({ date: z.string().datetime() }),
  /** YYYY-MM-DD */
  updated_at: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Featured: the blog page shows three sticky posts, the carousel asks for sticky=1. */
  sticky: z.boolean(),
  category: blogCategory,
  tags: z.object({ data: z.array(blogTag) }),
  author: z.object({ first_name: z.string(), last_name: z.string() }),
  reading_minutes: z.number().int().positive(),
  contents: z.object({
    introduction: z.string(),
    main_image: z.string(),
    main_image_alt: z.string(),
    /** Simple trusted HTML: p, h2, h3, ul, ol, li, strong, a. */
    article: z.string(),
  }),
});
export type BlogPost = z.infer<typeof blogPost>;

export const blogSort = z.enum(["age|desc", "age|asc"]);

/** An empty query value (`?category=` from a form with nothing chosen) means "not given", not "invalid". */
const dropEmptyValues = (input: unknown) =>
  input && typeof input === "object"
    ? Object.fromEntries(Object.entries(input).filter(([, v]) => v !== ""))
    : input;

/** Query of GET /api/blog/all. category and tag are slugs (a numeric category id is accepted too). */
export const blogListQuery = z.preprocess(
  dropEmptyValues,
  z.object({
    resultsPerPage: z.coerce.number().int().min(1).max(50).default(13),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    category: z.string().trim().min(1).max(100).optional(),
    tag: z.string().trim().min(1).max(100).optional(),
    sort: blogSort.default("age|desc"),
    search: z.string().trim().max(100).optional(),
    sticky: z.enum(["0", "1"]).optional(),
  }),
);
export type BlogListQuery = z.infer<typeof blogListQuery>;

export const blogCategoriesAnswer = nested(z.array(blogCategory));
export const blogTagsAnswer = nested(z.array(blogTagCount));
export const blogListAnswer = z.object({ data: z.object({ data: z.array(blogPost), meta: paginationMeta }) });
export const blogPostAnswer = z.object({ data: blogPost });
export type BlogListAnswer = z.infer<typeof blogListAnswer>;

/** How many featured (sticky) posts GET /api/blog/listing carries beside the page of posts: none unless asked. */
export const blogListingFeatured = z.coerce.number().int().min(0).max(10).default(0);

/**
 * GET /api/blog/listing: a listing page of the blog in one answer (docs/decisions/334-page-shaped-answers.md): the page of
 * posts GET /api/blog/all answers for the same query (an unknown category or tag is the same 404), the newest
 * `featured` sticky posts (GET /api/blog/all?sticky=1), and every category with its count (GET /api/blog/categories).
 */
export const blogListing = z.object({
  posts: z.array(blogPost),
  meta: paginationMeta,
  featured: z.array(blogPost),
  categories: z.array(blogCategory),
});
export type BlogListing = z.infer<typeof blogListing>;
export const blogListingAnswer = z.object({ data: blogListing });
