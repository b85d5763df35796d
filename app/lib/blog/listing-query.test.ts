import { describe, expect, it } from "vitest";
import {
  articleSlug,
  blogSearchUrl,
  canonicalListingUrl,
  listingHref,
  pageWithin,
  parseBlogListing,
  searchRuns,
} from "./listing-query";

const parse = (query: string, featured = false) => parseBlogListing(new URLSearchParams(query), { featured });
const canonical = (path: string, featured = false) => {
  const url = new URL(path, "http://site.test");
  return canonicalListingUrl(url, parseBlogListing(url.searchParams, { featured }));
};

describe("the search rule", () => {
  it("runs as you type only when the trimmed term is longer than 3 characters", () => {
    expect(searchRuns("pcp")).toBe(false);
    expect(searchRuns("  pcp   ")).toBe(false);
    expect(searchRuns("ulez")).toBe(true);
    expect(searchRuns(" mot  ")).toBe(false);
    expect(parse("search=%20tyres%20").search).toBe("tyres");
  });
});

describe("the header's bar in a listing's address", () => {
  it("is kept after the listing's own query, and tidied like it", () => {
    expect(canonical("/blog?sort=age%7Casc&panel=saved")).toBeUndefined();
    expect(canonical("/blog?panel=recent&panel_page=2")).toBeUndefined();
    expect(canonical("/blog?panel=recent&page=1&sort=age%7Casc")).toBe("/blog?sort=age%7Casc&panel=recent");
    expect(canonical("/blog?panel=menu")).toBe("/blog");
  });
});

describe("listing query", () => {
  it("reads the defaults from an empty query", () => {
    expect(parse("")).toEqual({ search: "", sort: "age|desc", page: 1, featured: 1 });
  });

  it("reads search, sort, page and, on the blog home only, the featured post", () => {
    expect(parse("search=  battery   health &sort=age|asc&page=2&featured=3", true)).toEqual({
      search: "battery health",
      sort: "age|asc",
      page: 2,
      featured: 3,
    });
    expect(parse("featured=3").featured).toBe(1);
  });

  it("falls back to the default for unknown or malformed values", () => {
    for (const query of ["page=0", "page=-1", "page=two", "page=1.5", "page=99999999"]) {
      expect(parse(query).page, query).toBe(1);
    }
    expect(parse("sort=price|asc").sort).toBe("age|desc");
    expect(parse("featured=4", true).featured).toBe(1);
    expect(parse("featured=0", true).featured).toBe(1);
  });

  it("keeps at most 100 characters of a search", () => {
    expect(parse(`search=${"a".repeat(150)}`).search).toHaveLength(100);
  });

  it("has one canonical address per state: defaults, empty and bad values redirect to it", () => {
    expect(canonical("/blog")).toBeUndefined();
    expect(canonical("/blog?search=battery&sort=age%7Casc&page=2")).toBeUndefined();
    expect(canonical("/blog?search=&sort=age%7Cdesc")).toBe("/blog");
    expect(canonical("/blog?page=0")).toBe("/blog");
    expect(canonical("/blog?page=1")).toBe("/blog");
    expect(canonical("/blog?sort=newest&page=2")).toBe("/blog?page=2");
    expect(canonical("/blog?page=2&search=tyres")).toBe("/blog?search=tyres&page=2");
    expect(canonical("/blog?utm_source=mail")).toBe("/blog");
    expect(canonical("/blog?featured=2", true)).toBeUndefined();
    expect(canonical("/blog/tag/pcp?featured=2")).toBe("/blog/tag/pcp");
  });

  it("builds listing links without the defaults", () => {
    expect(listingHref("/blog", { search: "", sort: "age|desc", page: 1, featured: 1 })).toBe("/blog");
    expect(
      listingHref("/blog/category/car-finance", {
        search: "pcp deal",
        sort: "age|asc",
        page: 3,
        featured: 1,
      }),
    ).toBe("/blog/category/car-finance?search=pcp+deal&sort=age%7Casc&page=3");
  });

  it("sends a page past the last one to the last page", () => {
    const state = parse("page=5");
    expect(pageWithin(state, 2)).toEqual({ ...state, page: 2 });
    expect(pageWithin(state, 5)).toBeUndefined();
    expect(pageWithin(parse("page=2"), 1)).toEqual({ ...state, page: 1 });
  });
});

describe("addresses", () => {
  it("turns /blog-search/{query} into the listing's search", () => {
    expect(blogSearchUrl("battery health")).toBe("/blog?search=battery+health");
    expect(blogSearchUrl("  ")).toBe("/blog");
    expect(blogSearchUrl("a&b=c")).toBe("/blog?search=a%26b%3Dc");
  });

  it("reads an article's slug in lower case and refuses what cannot be one", () => {
    expect(articleSlug("PCP-vs-HP")).toBe("pcp-vs-hp");
    expect(articleSlug("winter-car-checks")).toBe("winter-car-checks");
    for (const bad of ["", "a.b", "-a", "a--b", "a b", "a/b", "x".repeat(201)]) {
      expect(articleSlug(bad), bad).toBeUndefined();
    }
  });
});
