import type { BlogCategory, BlogTagCount } from "@contract/blog";

/** A category named by its slug (any case) or, as older links do, by its numeric id. */
export function findBlogCategory(categories: BlogCategory[], key: string): BlogCategory | undefined {
  const wanted = key.trim().toLowerCase();
  return categories.find((category) => category.slug === wanted || String(category.id) === wanted);
}

/** A tag named by its slug, in any case. */
export function findBlogTag(tags: BlogTagCount[], key: string): BlogTagCount | undefined {
  const wanted = key.trim().toLowerCase();
  return tags.find((tag) => tag.slug === wanted);
}
