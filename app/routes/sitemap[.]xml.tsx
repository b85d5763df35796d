import { getEnv } from "~/lib/env.server";
import { sitemapXml, SITEMAP_URL_LIMIT, type SitemapUrl } from "~/lib/sitemap";
import { getSitemapEntries } from "~/dealer/content.server";
import { searchVehicles } from "~/dealer/stock.server";
import { cached } from "~/dealer/cache.server";

const PAGE_SIZE = 100;

async function vehicleUrls(limit: number): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  for (let page = 1; urls.length < limit; page += 1) {
    const { vehicles, meta } = await searchVehicles({
      resultsPerPage: PAGE_SIZE,
      page,
      sort: "date_stock_in|desc",
    });
    urls.push(
      ...vehicles.map((vehicle) => ({
        path: `/used/cars/${vehicle.slug}`,
        lastModified: vehicle.date_stock_in,
      })),
    );
    if (page >= meta.last_page) break;
  }
  return urls.slice(0, limit);
}

export async function loader() {
  const body = await cached("sitemap.xml", 15 * 60_000, async () => {
    const entries = await getSitemapEntries();
    const fixed: SitemapUrl[] = [{ path: "/" }, { path: "/used/cars/search" }];
    const content = entries.map((entry) => ({ path: entry.path, lastModified: entry.updated_at }));
    const vehicles = await vehicleUrls(SITEMAP_URL_LIMIT - fixed.length - content.length);
    return sitemapXml(getEnv().SITE_URL, [...fixed, ...content, ...vehicles]);
  });
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
