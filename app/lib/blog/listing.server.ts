import { panelPairs, withPanel } from "~/lib/saved/panel";
import type { BlogCategory, BlogListing as DealerBlogListing, BlogTag } from "@contract/blog";
import { getBlogListing } from "~/dealer/blog.server";
import { getGroupContact } from "~/dealer/content.server";
import { isNotFound } from "~/dealer/errors";
import {
  canonicalListingUrl,
  FEATURED_POSTS,
  listingHref,
  pageWithin,
  parseBlogListing,
  POSTS_PER_PAGE,
  type BlogListingState,
} from "./listing-query";
import { toBlogCard, type BlogCard } from "./posts";

/** Which posts a listing shows: all of them (`/blog`), one category's or one tag's. */
export type ListingScope =
  { kind: "all" } | { kind: "category"; category: BlogCategory } | { kind: "tag"; tag: BlogTag };

export interface BlogListing {
  path: string;
  state: BlogListingState;
  /** The term searched for, if any. */
  searched?: string;
  cards: BlogCard[];
  total: number;
  lastPage: number;
  categories: BlogCategory[];
  /** The blog home's three featured posts. */
  featured: BlogCard[];
}

/** The text when the posts call answers 404 (an unknown category or tag). */
export const POSTS_NOT_FOUND = "Can not get all posts";

/** A 404 page for a listing the dealer API has no posts for. */
export const postsNotFound = () => new Response(POSTS_NOT_FOUND, { status: 404 });

/**
 * One listing page's data, in one answer (GET /api/blog/listing, app/dealer/blog.server.ts): the page of posts (13, the
 * URL's search and sort), the categories with their counts and, on the blog home, the featured posts. A URL that is not
 * its state's canonical form, or a page past the last one, answers with the address to redirect to.
 */
export async function loadBlogListing(
  url: URL,
  scope: ListingScope,
): Promise<{ redirect: string } | BlogListing> {
  const home = scope.kind === "all";
  const state = parseBlogListing(url.searchParams, { featured: home });
  const canonical = canonicalListingUrl(url, state);
  if (canonical) return { redirect: canonical };
  const searched = state.search || undefined;
  const [page, group] = await Promise.all([
    listingOf(scope, state, searched, home ? FEATURED_POSTS : 0),
    getGroupContact(),
  ]);
  const within = pageWithin(state, page.meta.last_page);
  if (within) return { redirect: withPanel(listingHref(url.pathname, within), panelPairs(url.searchParams)) };
  return {
    path: url.pathname,
    state,
    searched,
    cards: page.posts.map((post) => toBlogCard(post, group.name)),
    total: page.meta.total,
    lastPage: page.meta.last_page,
    categories: page.categories,
    featured: page.featured.map((post) => toBlogCard(post, group.name)),
  };
}

async function listingOf(
  scope: ListingScope,
  state: BlogListingState,
  search: string | undefined,
  featured: number,
): Promise<DealerBlogListing> {
  try {
    return await getBlogListing({
      featured,
      resultsPerPage: POSTS_PER_PAGE,
      page: state.page,
      sort: state.sort,
      search,
      category: scope.kind === "category" ? scope.category.slug : undefined,
      tag: scope.kind === "tag" ? scope.tag.slug : undefined,
    });
  } catch (error) {
    if (isNotFound(error)) throw postsNotFound();
    throw error;
  }
}
