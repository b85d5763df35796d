import {
  blogCategoriesAnswer,
  blogListAnswer,
  blogListingAnswer,
  type BlogListing,
  blogPostAnswer,
  blogTagsAnswer,
  type BlogCategory,
  type BlogPost,
  type BlogTagCount,
} from "@contract/blog";
import type { PaginationMeta } from "@contract/envelope";
import { callDealerApi, dealerPath } from "./request.server";
import { keptContent } from "~/lib/cache.server";

/** GET /api/blog/categories: every category with its article count, in the dealer's order. */
export function getBlogCategories(): Promise<BlogCategory[]> {
  return keptContent("blog-categories", async () => {
    const answer = await callDealerApi("/api/blog/categories", { schema: blogCategoriesAnswer });
    return answer.data.data;
  });
}

/** GET /api/blog/tags: every tag by name with its post count. */
export function getBlogTags(): Promise<BlogTagCount[]> {
  return keptContent("blog-tags", async () => {
    const answer = await callDealerApi("/api/blog/tags", { schema: blogTagsAnswer });
    return answer.data.data;
  });
}

export interface BlogPostQuery {
  resultsPerPage: number;
  page?: number;
  /** A category slug. */
  category?: string;
  /** A tag slug. */
  tag?: string;
  sort?: "age|desc" | "age|asc";
  search?: string;
  /** Only the featured (sticky) posts. */
  sticky?: boolean;
}

export interface BlogPostPage {
  posts: BlogPost[];
  meta: PaginationMeta;
}

/** GET /api/blog/all: a page of posts, newest first unless sorted otherwise; an unknown category or tag is a 404. */
export async function listBlogPosts({ sticky, ...query }: BlogPostQuery): Promise<BlogPostPage> {
  const answer = await callDealerApi("/api/blog/all", {
    query: { ...query, sticky: sticky === undefined ? undefined : sticky ? 1 : 0 },
    schema: blogListAnswer,
  });
  return { posts: answer.data.data, meta: answer.data.meta };
}

/**
 * GET /api/blog/listing: a listing page of the blog in one call (docs/decisions/334-page-shaped-answers.md): the page of
 * posts GET /api/blog/all answers for the query (an unknown category or tag is a 404), the newest `featured` sticky posts
 * and every category with its count. Not kept, as a page of posts is not.
 */
export async function getBlogListing({
  sticky,
  featured,
  ...query
}: BlogPostQuery & { featured: number }): Promise<BlogListing> {
  const answer = await callDealerApi("/api/blog/listing", {
    query: { ...query, sticky: sticky === undefined ? undefined : sticky ? 1 : 0, featured },
    schema: blogListingAnswer,
  });
  return answer.data;
}

/** GET /api/blog/post/{slug}: one article; a 404 when there is none. */
export async function getBlogPost(slug: string): Promise<BlogPost> {
  const answer = await callDealerApi(dealerPath`/api/blog/post/${encodeURIComponent(slug)}`, {
    schema: blogPostAnswer,
  });
  return answer.data;
}

/** The site search's blog section: posts whose title, introduction or article holds the term, newest first. */
export async function searchBlogPosts(
  search: string,
  resultsPerPage = 10,
): Promise<{ posts: BlogPost[]; total: number }> {
  const { posts, meta } = await listBlogPosts({ search, resultsPerPage });
  return { posts, total: meta.total };
}
