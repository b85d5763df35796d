import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blogCategories, blogPosts, blogTags } from "./data/blog";
import { readingMinutes } from "./seed-helpers";

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

/** US spellings and words a UK reader would trip over. */
const AMERICAN =
  /\b(color|center|favorite|tire|tires|gas station|gasoline|aluminum|license plate|odometer|realize|analyze)\b/i;

describe("the seeded blog posts", () => {
  it("are about twenty, each with its own slug, in every category", () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(20);
    expect(new Set(blogPosts.map((post) => post.slug)).size).toBe(blogPosts.length);
    for (const category of blogCategories) {
      expect(
        blogPosts.some((post) => post.category === category.slug),
        category.slug,
      ).toBe(true);
    }
    expect(blogPosts.filter((post) => post.sticky)).toHaveLength(3);
  });

  it.each(blogPosts.map((post) => [post.slug, post] as const))("%s reads as a real article", (_, post) => {
    expect(post.title.length).toBeGreaterThan(15);
    expect(post.introduction.length).toBeGreaterThan(60);
    expect(post.tags.length).toBeGreaterThan(0);
    expect(post.tags.every((tag) => blogTags.some((known) => known.slug === tag))).toBe(true);
    expect(words(post.article)).toBeGreaterThanOrEqual(150);
    expect(post.article).toMatch(/<h2>/);
    expect(`${post.title} ${post.introduction} ${post.article}`).not.toMatch(AMERICAN);
    expect(existsSync(`public/images/blog/${post.slug}.svg`), "its header art").toBe(true);
  });

  it("says how long a post takes to read from its words, not its markup", () => {
    expect(readingMinutes("<p>one two</p>")).toBe(1);
    expect(readingMinutes(`<p>${"word ".repeat(1000)}</p>`)).toBe(5);
    expect(readingMinutes(`<ul>${"<li class='x'>a</li>".repeat(400)}</ul>`)).toBe(2);
  });
});
