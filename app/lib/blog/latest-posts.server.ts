import { listBlogPosts } from "~/dealer/blog.server";
import { getGroupContact } from "~/dealer/content.server";
import { keptContent } from "~/lib/cache.server";
import { orFallback } from "~/dealer/request.server";
import { CAROUSEL_POSTS } from "./listing-query";
import { toBlogCard, type BlogCard } from "./posts";

/**
 * The posts of 'Latest from the Blog' (components/blog/LatestFromBlog.tsx): the five newest, kept for a minute. The
 * block is an extra on the pages that show it: when the blog cannot be had it is left out (an empty list), and the
 * page still shows.
 */
export function loadLatestPosts(): Promise<BlogCard[]> {
  return orFallback(
    keptContent("blog-latest", async () => {
      const [{ posts }, group] = await Promise.all([
        listBlogPosts({ resultsPerPage: CAROUSEL_POSTS, page: 1, sort: "age|desc" }),
        getGroupContact(),
      ]);
      return posts.map((post) => toBlogCard(post, group.name));
    }),
    [],
  );
}
