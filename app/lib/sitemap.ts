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
