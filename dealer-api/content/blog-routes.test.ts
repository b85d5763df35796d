import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCategoriesAnswer, blogListAnswer, blogPostAnswer, blogTagsAnswer } from "../contract/blog";
import { apiError } from "../contract/envelope";
import { call, seededContentApp, TEST_TODAY } from "./test-support";

let ctx: Awaited<ReturnType<typeof seededContentApp>>;
beforeAll(async () => {
  ctx = await seededContentApp();
});
afterAll(() => ctx.db.destroy());

it("answers categories with their article counts", async () => {
  const { body } = await call(ctx.app, "/api/blog/categories", blogCategoriesAnswer);
  expect(body.data.data).toHaveLength(5);
  expect(body.data.data.reduce((sum, c) => sum + c.article_count, 0)).toBe(20);
});

it("answers every tag by name with the number of posts that carry it", async () => {
  const { body } = await call(ctx.app, "/api/blog/tags", blogTagsAnswer);
  const names = body.data.data.map((t) => t.name);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  const ulez = body.data.data.find((t) => t.slug === "ulez");
  const tagged = await call(ctx.app, "/api/blog/all?tag=ulez", blogListAnswer);
  expect(ulez?.article_count).toBe(tagged.body.data.meta.total);
  expect(ulez?.article_count).toBeGreaterThan(0);
});

describe("post list", () => {
  it("defaults to 13 newest posts per page", async () => {
    const { body } = await call(ctx.app, "/api/blog/all", blogListAnswer);
    expect(body.data.meta).toEqual({ total: 20, current_page: 1, last_page: 2, per_page: 13 });
    const dates = body.data.data.map((p) => p.published_at.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((date) => new Date(date) < TEST_TODAY)).toBe(true);
  });

  it("pages and sorts oldest first", async () => {
    const { body } = await call(
      ctx.app,
      "/api/blog/all?resultsPerPage=5&page=2&sort=age|asc",
      blogListAnswer,
    );
    expect(body.data.meta).toMatchObject({ current_page: 2, last_page: 4, per_page: 5 });
    const dates = body.data.data.map((p) => p.published_at.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("filters by category slug or id, and by tag", async () => {
    const bySlug = await call(ctx.app, "/api/blog/all?category=car-finance", blogListAnswer);
    expect(bySlug.body.data.data.every((p) => p.category.slug === "car-finance")).toBe(true);
    const byId = await call(ctx.app, "/api/blog/all?category=2", blogListAnswer);
    expect(byId.body.data.meta.total).toBe(bySlug.body.data.meta.total);
    const byTag = await call(ctx.app, "/api/blog/all?tag=ulez", blogListAnswer);
    expect(byTag.body.data.data.length).toBeGreaterThan(0);
    expect(byTag.body.data.data.every((p) => p.tags.data.some((t) => t.slug === "ulez"))).toBe(true);
  });

  it("searches titles and text, treating % as a literal", async () => {
    const { body } = await call(ctx.app, "/api/blog/all?search=battery&resultsPerPage=5", blogListAnswer);
    expect(body.data.data.map((p) => p.page_slug)).toContain("buying-a-used-electric-car-battery-health");
    const none = await call(ctx.app, "/api/blog/all?search=%25%25%25", blogListAnswer);
    expect(none.body.data.meta).toMatchObject({ total: 0, last_page: 1 });
  });

  it("searches regardless of case, on either engine (SQLite's LIKE ignores case, PostgreSQL's does not)", async () => {
    const lower = await call(ctx.app, "/api/blog/all?search=electric&resultsPerPage=50", blogListAnswer);
    const upper = await call(ctx.app, "/api/blog/all?search=ELECTRIC&resultsPerPage=50", blogListAnswer);
    expect(lower.body.data.meta.total).toBeGreaterThan(0);
    expect(upper.body.data.data.map((p) => p.page_slug)).toEqual(
      lower.body.data.data.map((p) => p.page_slug),
    );
  });

  it("treats empty query values as not given", async () => {
    const { body } = await call(ctx.app, "/api/blog/all?category=&tag=&search=&page=", blogListAnswer);
    expect(body.data.meta).toMatchObject({ total: 20, current_page: 1 });
  });

  it("answers the three sticky posts for the featured block", async () => {
    const { body } = await call(ctx.app, "/api/blog/all?sticky=1", blogListAnswer);
    expect(body.data.data).toHaveLength(3);
  });

  it("answers 404 for an unknown category or tag and 400 for bad paging or sort", async () => {
    expect((await call(ctx.app, "/api/blog/all?category=gossip", apiError)).status).toBe(404);
    expect((await call(ctx.app, "/api/blog/all?tag=gossip", apiError)).status).toBe(404);
    for (const query of ["page=0", "resultsPerPage=500", "sort=price|asc", "page=two"]) {
      expect((await call(ctx.app, `/api/blog/all?${query}`, apiError)).status).toBe(400);
    }
  });
});

describe("single post", () => {
  it("answers a post with its category, tags, author and article", async () => {
    const { body } = await call(
      ctx.app,
      "/api/blog/post/pcp-vs-hp-which-car-finance-is-right-for-you",
      blogPostAnswer,
    );
    expect(body.data.category.slug).toBe("car-finance");
    expect(body.data.tags.data.map((t) => t.slug).sort()).toEqual(["hp", "pcp"]);
    expect(body.data.author).toEqual({ first_name: "Jess", last_name: "Walker" });
    expect(body.data.contents.main_image).toBe(
      "/images/blog/pcp-vs-hp-which-car-finance-is-right-for-you.svg",
    );
    expect(body.data.contents.article).toContain("<h2>");
  });

  it("answers 404 for an unknown post and 400 for a malformed slug", async () => {
    expect((await call(ctx.app, "/api/blog/post/no-such-post", apiError)).status).toBe(404);
    expect((await call(ctx.app, "/api/blog/post/..%2Fetc", apiError)).status).toBe(400);
  });
});
