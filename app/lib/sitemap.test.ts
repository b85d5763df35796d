import { listingUrls, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("makes absolute, escaped URLs with last-modified dates", () => {
    const xml = sitemapXml("https://www.northwaycars.co.uk", [
      { path: "/" },
      { path: "/blog/pcp-vs-hp?a=1&b=2", lastModified: "2026-10-01" },
    ]);
    expect(xml).toContain("<loc>https://www.northwaycars.co.uk/</loc>");
    expect(xml).toContain(
      "<url><loc>https://www.northwaycars.co.uk/blog/pcp-vs-hp?a=1&amp;b=2</loc><lastmod>2026-10-01</lastmod></url>",
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe("listingUrls", () => {
  it("lists the special offers and the blog's categories and tags that have posts", () => {
    const urls = listingUrls({
      offers: [{ slug: "free-service" }],
      categories: [
        { slug: "buying-guides", article_count: 4 },
        { slug: "empty", article_count: 0 },
      ],
      tags: [
        { slug: "electric", article_count: 2 },
        { slug: "unused", article_count: 0 },
      ],
    });
    expect(urls.map((url) => url.path)).toEqual([
      "/special-offers",
      "/special-offers/free-service",
      "/blog/category/buying-guides",
      "/blog/tag/electric",
    ]);
  });
});
