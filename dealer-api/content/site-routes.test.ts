import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  departmentsAnswer,
  groupContactAnswer,
  logo,
  menuAnswer,
  pageAnswer,
  pageSearchAnswer,
  redirectResponse,
  sitemapAnswer,
  snippetsAnswer,
  socialLink,
  socialsAnswer,
} from "../contract/content";
import { apiError } from "../contract/envelope";
import { call, seededContentApp } from "./test-support";
import { normaliseRedirectPath } from "./site-routes";

let ctx: Awaited<ReturnType<typeof seededContentApp>>;
beforeAll(async () => {
  ctx = await seededContentApp();
});
afterAll(() => ctx.db.destroy());

describe("snippets", () => {
  it("answers every snippet, financial disclosure included", async () => {
    const { status, body } = await call(
      ctx.app,
      "/api/v2/content/snippet?pageOptions[resultsPerPage]=50",
      snippetsAnswer,
    );
    expect(status).toBe(200);
    const slugs = body.data.data.map((s) => s.slug);
    for (const slug of [
      "financial-disclosure",
      "company-info",
      "why-list",
      "savings-disclaimer",
      "footer-about",
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(body.data.data.find((s) => s.slug === "financial-disclosure")?.content).toMatch(
      /Financial Conduct Authority/,
    );
  });

  it("limits to resultsPerPage, with the brackets URL-encoded too", async () => {
    const { body } = await call(
      ctx.app,
      "/api/v2/content/snippet?pageOptions%5BresultsPerPage%5D=2",
      snippetsAnswer,
    );
    expect(body.data.data).toHaveLength(2);
  });

  it("rejects a resultsPerPage that is not a number", async () => {
    const { status } = await call(
      ctx.app,
      "/api/v2/content/snippet?pageOptions[resultsPerPage]=lots",
      apiError,
    );
    expect(status).toBe(400);
  });
});

describe("menus", () => {
  it("nests the header's sub-menus under their parents", async () => {
    const { body } = await call(ctx.app, "/api/menu/header", menuAnswer);
    const finance = body.data.data.find((item) => item.name === "Finance");
    expect(finance?.url).toBe("/finance");
    expect(finance?.children.map((child) => child.url)).toContain("/finance/zero-deposit-finance");
  });

  it("answers the footer and its term links", async () => {
    const footer = await call(ctx.app, "/api/menu/footer", menuAnswer);
    expect(footer.body.data.data.length).toBeGreaterThan(4);
    const terms = await call(ctx.app, "/api/menu/footer-term-links", menuAnswer);
    expect(terms.body.data.data.map((item) => item.url)).toEqual(
      expect.arrayContaining(["/terms-and-conditions", "/privacy-policy", "/cookie-policy"]),
    );
  });

  it("answers 404 for a menu that does not exist", async () => {
    expect((await call(ctx.app, "/api/menu/sidebar", apiError)).status).toBe(404);
  });
});

it("answers socials as one record holding a JSON string of links", async () => {
  const { body } = await call(ctx.app, "/content/socials", socialsAnswer);
  const links = socialLink.array().parse(JSON.parse(body.data.data[0].contents.social_site));
  expect(links.map((link) => link.site_name)).toEqual(["facebook", "twitter", "instagram", "youtube"]);
});

it("answers the four branches as departments, sorted by name, with group opening hours", async () => {
  const { body } = await call(ctx.app, "/api/departments", departmentsAnswer, { method: "POST" });
  const names = body.data.data.map((d) => d.name);
  expect(names).toHaveLength(4);
  expect(names).toEqual([...names].sort());
  expect(body.data.data[0]).toMatchObject({
    monday_time_open: "08:30",
    saturday_time_closed: "17:00",
    sunday_time_open: "11:00",
  });
});

describe("pages", () => {
  it("answers the header page with the logo as its first field", async () => {
    const { body } = await call(ctx.app, "/api/page/header", pageAnswer);
    expect(logo.parse(body.data.fields[0].data).url).toBe("/images/logo.svg");
  });

  it("answers a page whose slug contains a slash", async () => {
    const { body } = await call(ctx.app, "/api/page/finance/zero-deposit-finance", pageAnswer);
    expect(body.data).toMatchObject({ slug: "finance/zero-deposit-finance", template: "finance" });
    expect(body.data.fields.find((f) => f.slug === "hide_finance_example")?.data).toBe(false);
  });

  it("feeds the used-cars search page its defaults and form 7", async () => {
    const { body } = await call(ctx.app, "/api/page/used-cars-search", pageAnswer);
    const field = (slug: string) => body.data.fields.find((f) => f.slug === slug)?.data;
    expect([
      field("default_term"),
      field("default_mileage"),
      field("default_deposit"),
      field("form"),
    ]).toEqual([48, 8000, 1000, 7]);
  });

  it("ignores a trailing slash and letter case", async () => {
    expect((await call(ctx.app, "/api/page/About-Us/", pageAnswer)).body.data.slug).toBe("about-us");
  });

  it("answers 404 for an unknown page and 400 for a malformed slug", async () => {
    const missing = await call(ctx.app, "/api/page/no-such-page", apiError);
    expect(missing).toEqual({ status: 404, body: { error: { status: 404, message: "Page not found" } } });
    expect((await call(ctx.app, "/api/page/bad%20slug!", apiError)).status).toBe(400);
  });
});

describe("redirects", () => {
  it("answers the status and target of a legacy path", async () => {
    const { body } = await call(ctx.app, "/api/redirect?slug=/used-cars", redirectResponse);
    expect(body.data).toEqual({ status: 301, url: "/used/cars/search" });
  });

  it("normalises case, trailing slashes and query strings", () => {
    expect(normaliseRedirectPath("/Finance-Explained/?utm_source=x")).toBe("/finance-explained");
    expect(normaliseRedirectPath("/")).toBe("/");
  });

  it("answers 404 when there is no redirect and 400 without a path", async () => {
    expect((await call(ctx.app, "/api/redirect?slug=/finance", apiError)).status).toBe(404);
    expect((await call(ctx.app, "/api/redirect", apiError)).status).toBe(400);
    expect((await call(ctx.app, "/api/redirect?slug=finance", apiError)).status).toBe(400);
  });
});

it("lists sitemap pages and posts, leaving out page parts", async () => {
  const { body } = await call(ctx.app, "/api/sitemap/pages", sitemapAnswer);
  const paths = body.data.data.map((entry) => entry.path);
  expect(paths).toEqual(
    expect.arrayContaining(["/finance/zero-deposit-finance", "/about-us", "/blog/used-car-buying-checklist"]),
  );
  expect(paths).not.toContain("/header");
  expect(paths).not.toContain("/thank-you");
  expect(body.data.data.filter((entry) => entry.type === "post")).toHaveLength(20);
});

describe("page search", () => {
  it("finds pages by their title and copy, best matches first, leaving out page parts", async () => {
    const { status, body } = await call(ctx.app, "/api/pages/search?search=Zero%20DEPOSIT", pageSearchAnswer);
    expect(status).toBe(200);
    expect(body.data.data[0]).toMatchObject({
      slug: "finance/zero-deposit-finance",
      path: "/finance/zero-deposit-finance",
    });
    const everything = await call(
      ctx.app,
      "/api/pages/search?search=the&resultsPerPage=50",
      pageSearchAnswer,
    );
    const paths = everything.body.data.data.map((page) => page.path);
    expect(paths).not.toContain("/header");
    expect(paths).not.toContain("/thank-you");
    expect(everything.body.data.meta.total).toBe(paths.length);
  });

  it("keeps to resultsPerPage and answers nothing for words no page has", async () => {
    const few = await call(ctx.app, "/api/pages/search?search=finance&resultsPerPage=2", pageSearchAnswer);
    expect(few.body.data.data).toHaveLength(2);
    expect(few.body.data.meta.total).toBeGreaterThan(2);
    const none = await call(ctx.app, "/api/pages/search?search=zzxqv", pageSearchAnswer);
    expect(none.body.data).toEqual({ data: [], meta: { total: 0 } });
  });

  it("answers 400 without a search term", async () => {
    expect((await call(ctx.app, "/api/pages/search?search=%20", apiError)).status).toBe(400);
  });
});

describe("the group", () => {
  it("answers the group's own name, phone number, e-mail address and hours, none of them a branch's", async () => {
    const { status, body } = await call(ctx.app, "/api/group", groupContactAnswer);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      name: "Northway Cars",
      telephone: "0113 496 0400",
      email: "sales@northwaycars.co.uk",
      // The group's published week (docs/product/home.md#home-blocks, block 12).
      opening_times: {
        monday_time_open: "08:30",
        monday_time_closed: "19:00",
        saturday_time_open: "09:00",
        saturday_time_closed: "17:00",
        sunday_time_open: "11:00",
        sunday_time_closed: "17:00",
      },
    });
    const branches = await call(ctx.app, "/api/departments", departmentsAnswer);
    const branchPhones = branches.body.data.data.map((branch) => branch.telephone);
    expect(branchPhones).not.toContain(body.data.telephone);
  });
});
