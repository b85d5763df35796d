import type { BlogPost } from "@contract/blog";
import { getGroupContact } from "~/dealer/content.server";
import { orFallback } from "~/dealer/request.server";
import { toBlogCard, type BlogCard } from "./posts";

/**
 * The posts of 'Latest from the Blog' (components/blog/LatestFromBlog.tsx), as a page's answer carries them (GET
 * /api/content-pages/{slug}, GET /api/home-page: the newest `LATEST_POSTS`, dealer-api/contract/content-page.ts). The
 * block is an extra on the pages that show it: when the blog could not be read (null) it is left out (an empty list),
 * and the page still shows.
 */
export function latestPostCards(posts: readonly BlogPost[] | null): Promise<BlogCard[]> {
  if (!posts) return Promise.resolve([]);
  return orFallback(
    getGroupContact().then((group) => posts.map((post) => toBlogCard(post, group.name))),
    [],
  );
}
