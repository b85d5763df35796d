import { describe, expect, it } from "vitest";
import { imagePath, publishedDay, readingTimeText, relatedPosts } from "./posts";

describe("blog post rules", () => {
  it("dates a post by the day in the UK, where an evening in summer time is already the next day", () => {
    expect(publishedDay("2026-07-14T22:30:00.000Z")).toBe("2026-07-14");
    expect(publishedDay("2026-07-14T23:30:00.000Z")).toBe("2026-07-15");
    expect(publishedDay("2026-12-14T23:30:00.000Z")).toBe("2026-12-14");
  });

  it("says the reading time in whole minutes, at least one", () => {
    expect(readingTimeText(1)).toBe("1 minute read");
    expect(readingTimeText(6)).toBe("6 minute read");
    expect(readingTimeText(0)).toBe("1 minute read");
  });

  it("prefixes a slash to an image path without a host or a leading slash", () => {
    expect(imagePath("images/blog/a.svg")).toBe("/images/blog/a.svg");
    expect(imagePath("/images/blog/a.svg")).toBe("/images/blog/a.svg");
    expect(imagePath("https://cdn.example/a.svg")).toBe("https://cdn.example/a.svg");
  });

  it("relates the other posts of the category, at most three", () => {
    const posts = ["a", "b", "c", "d", "e"].map((page_slug) => ({ page_slug }));
    expect(relatedPosts(posts, "b", 3).map((p) => p.page_slug)).toEqual(["a", "c", "d"]);
    expect(relatedPosts(posts, "z", 3).map((p) => p.page_slug)).toEqual(["a", "b", "c"]);
  });
});
