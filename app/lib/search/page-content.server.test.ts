import { describe, expect, it } from "vitest";
import type { Page } from "@contract/content";
import { FALLBACK_TITLE, searchPageContent } from "./page-content.server";

const page = (fields: Record<string, unknown>): Page => ({
  slug: "used-cars-search",
  page_title: "Used cars for sale",
  template: "system",
  meta_description: "Search our cars",
  fields: Object.entries(fields).map(([slug, data]) => ({ slug, data })),
});

describe("the results page's content", () => {
  it("reads the copy, the rules and the finance defaults from the content service", () => {
    const content = searchPageContent(
      page({
        title: "Our cars",
        main_content: "<p>Intro</p><script>alert(1)</script>",
        content_under_listings: "<h2>More</h2>",
        content_under_listings_2: "",
        footer_content: '<p><a href="javascript:alert(1)">x</a></p>',
        rules: { status: "FOR_SALE_RETAIL", min_images: 2, sort: "age|desc", resultsPerPage: 12 },
        default_term: 36,
        default_deposit: 2000,
        default_mileage: 10000,
      }),
    );
    expect(content.title).toBe("Our cars");
    expect(content.introHtml).toBe("<p>Intro</p>");
    expect(content.underListingsHtml).toEqual(["<h2>More</h2>"]);
    expect(content.footerHtml).not.toContain("javascript");
    expect(content.rules).toEqual({ status: "FOR_SALE_RETAIL", min_images: 2, resultsPerPage: 12 });
    expect(content.defaultSort).toBe("age|desc");
    // The page's finance fields are not the search's basis: the shopper's one basis is (ADR 130).
    expect(content).not.toHaveProperty("defaults");
  });

  it("falls back to the site's own values when the page is missing or malformed", () => {
    const fallback = searchPageContent(undefined);
    expect(fallback.title).toBe(FALLBACK_TITLE);
    expect(fallback.rules).toEqual({ status: "FOR_SALE_RETAIL", min_images: 1, resultsPerPage: 12 });
    expect(fallback.defaultSort).toBe("price|asc");
    const odd = searchPageContent(page({ rules: "nonsense", default_term: "soon", title: "  " }));
    expect(odd.title).toBe(FALLBACK_TITLE);
    expect(odd.rules.resultsPerPage).toBe(12);
    // A page size that would leave a lone last card in two or three columns is rounded up to whole rows.
    expect(searchPageContent(page({ rules: { resultsPerPage: 9 } })).rules.resultsPerPage).toBe(12);
    expect(searchPageContent(page({ rules: { sort: "sideways" } })).defaultSort).toBe("price|asc");
  });
});
