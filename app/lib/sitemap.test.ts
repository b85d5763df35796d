import { sitemapXml } from "./sitemap";

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
