import { expect, it } from "vitest";
import { blogCategoriesAnswer, blogListAnswer, blogListingAnswer } from "../contract/blog";
import { formOfPage, pageAnswer } from "../contract/content";
import { contentPageAnswer, LATEST_POSTS, type ContentPage } from "../contract/content-page";
import { apiError } from "../contract/envelope";
import { formAnswer } from "../contract/forms";
import { describeOnEachEngine, seededDealerApi } from "../test-engines";

/**
 * GET /api/content-pages/{slug} and GET /api/blog/listing: a content page and a blog listing page, each in one answer,
 * on SQLite and on PostgreSQL, checked against the endpoints each part's own answer comes from.
 */

await describeOnEachEngine("content page and blog listing answers", (engine) => {
  const dealer = seededDealerApi(engine, 12);
  const { json } = dealer;

  const contentPage = async (slug: string): Promise<ContentPage> =>
    contentPageAnswer.parse(await json(`/api/content-pages/${slug}`)).data;

  it("carries the page, the form it ends with and the latest posts, as their own endpoints answer them", async () => {
    const answer = await contentPage("about-us");
    expect(answer.page).toEqual(pageAnswer.parse(await json("/api/page/about-us")).data);
    const formId = formOfPage(answer.page);
    expect(formId).toBeDefined();
    expect(answer.form).toEqual({
      status: "found",
      definition: formAnswer.parse(await json(`/api/form/${formId}`)).data,
    });
    const latest = blogListAnswer.parse(await json(`/api/blog/all?resultsPerPage=${LATEST_POSTS}`)).data.data;
    expect(latest).toHaveLength(LATEST_POSTS);
    expect(answer.latest_posts).toEqual(latest);
  });

  it("reads the slug as GET /api/page/{slug} does: nested, any case, a trailing slash", async () => {
    const nested = (await dealer.api.db
      .selectFrom("content_pages")
      .select("slug")
      .where("slug", "like", "%/%")
      .executeTakeFirst())!.slug;
    const answer = await contentPage(`${nested.toUpperCase()}/`);
    expect(answer.page).toEqual(pageAnswer.parse(await json(`/api/page/${nested}`)).data);
  });

  it("answers a page that names no form with none, and a form the dealer does not have as not found", async () => {
    await dealer.api.db
      .updateTable("content_pages")
      .set({ fields_json: JSON.stringify([{ slug: "form", data: 0 }]) })
      .where("slug", "=", "about-us")
      .execute();
    expect((await contentPage("about-us")).form).toBeNull();
    await dealer.api.db
      .updateTable("content_pages")
      .set({ fields_json: JSON.stringify([{ slug: "form", data: 999 }]) })
      .where("slug", "=", "about-us")
      .execute();
    expect((await contentPage("about-us")).form).toEqual({ status: "not-found" });
    expect((await dealer.api.app.request("/api/form/999")).status).toBe(404);
  });

  it("refuses a slug and an unknown page as GET /api/page/{slug} does", async () => {
    for (const [slug, status] of [
      ["no-such-page", 404],
      ["bad%20slug!", 400],
    ] as const) {
      const own = await dealer.api.app.request(`/api/page/${slug}`);
      const answer = await dealer.api.app.request(`/api/content-pages/${slug}`);
      expect(answer.status, slug).toBe(status);
      expect(own.status, slug).toBe(status);
      expect(apiError.parse(await answer.json())).toEqual(apiError.parse(await own.json()));
    }
  });

  it("carries a blog listing's page of posts, featured posts and categories, as their own endpoints answer them", async () => {
    const query = "resultsPerPage=13&page=2&sort=age|asc";
    const answer = blogListingAnswer.parse(await json(`/api/blog/listing?${query}&featured=3`)).data;
    const own = blogListAnswer.parse(await json(`/api/blog/all?${query}`)).data;
    expect(answer.posts).toEqual(own.data);
    expect(answer.meta).toEqual(own.meta);
    const featured = blogListAnswer.parse(await json("/api/blog/all?sticky=1&resultsPerPage=3")).data.data;
    expect(featured.length).toBeGreaterThan(0);
    expect(answer.featured).toEqual(featured);
    expect(answer.categories).toEqual(
      blogCategoriesAnswer.parse(await json("/api/blog/categories")).data.data,
    );
    // No featured posts unless asked for.
    expect(blogListingAnswer.parse(await json(`/api/blog/listing?${query}`)).data.featured).toEqual([]);
  });

  it("answers a blog listing of a category's posts, and refuses one the dealer does not have as GET /api/blog/all does", async () => {
    const category = blogCategoriesAnswer.parse(await json("/api/blog/categories")).data.data[0]!;
    const answer = blogListingAnswer.parse(await json(`/api/blog/listing?category=${category.slug}`)).data;
    expect(answer.posts).toEqual(
      blogListAnswer.parse(await json(`/api/blog/all?category=${category.slug}`)).data.data,
    );
    expect(answer.posts.every((post) => post.category.slug === category.slug)).toBe(true);
    for (const query of ["category=no-such-category", "tag=no-such-tag", "sort=sideways", "featured=99"]) {
      const own = await dealer.api.app.request(`/api/blog/all?${query}`);
      const listing = await dealer.api.app.request(`/api/blog/listing?${query}`);
      if (query.startsWith("featured")) {
        expect(listing.status, query).toBe(400);
        continue;
      }
      expect(listing.status, query).toBe(own.status);
      expect(apiError.parse(await listing.json())).toEqual(apiError.parse(await own.json()));
    }
  });
});
