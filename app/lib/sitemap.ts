import type { Offer } from "@contract/content";
import type { BlogCategory, BlogTagCount } from "@contract/blog";
import { offerPath } from "~/lib/offers/offers";

export interface SitemapUrl {
  path: string;
  lastModified?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A sitemaps.org urlset; paths are made absolute against the site's public address. */
export function sitemapXml(siteUrl: string, urls: SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const lastmod = url.lastModified ? `<lastmod>${escapeXml(url.lastModified)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(new URL(url.path, siteUrl).href)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** sitemaps.org allows 50 000 URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * The listings a crawler cannot reach from the content pages' list: each special offer's page, and the blog's
 * category and tag listings that have posts (an empty one is a 404).
 */
export function listingUrls({
  offers,
  categories,
  tags,
}: {
  offers: readonly Pick<Offer, "slug">[];
  categories: readonly Pick<BlogCategory, "slug" | "article_count">[];
  tags: readonly Pick<BlogTagCount, "slug" | "article_count">[];
}): SitemapUrl[] {
  return [
    { path: "/special-offers" },
    ...offers.map((offer) => ({ path: offerPath(offer) })),
    ...categories
      .filter((category) => category.article_count > 0)
      .map((category) => ({ path: `/blog/category/${encodeURIComponent(category.slug)}` })),
    ...tags
      .filter((tag) => tag.article_count > 0)
      .map((tag) => ({ path: `/blog/tag/${encodeURIComponent(tag.slug)}` })),
  ];
}
