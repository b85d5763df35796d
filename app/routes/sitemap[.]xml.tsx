import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicOrigin } from "~/lib/env.server";
import { listingUrls, sitemapXml, SITEMAP_URL_LIMIT, type SitemapUrl } from "~/lib/sitemap";
import { getSitemapEntries } from "~/dealer/content.server";
import { getOffers } from "~/dealer/offers-reviews.server";
import { getBlogCategories, getBlogTags } from "~/dealer/blog.server";
import { searchVehicles } from "~/dealer/stock.server";
import { keptSitemap } from "~/lib/cache.server";
import { DealerApiError } from "~/dealer/errors";
import { log } from "~/lib/ops/log.server";

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

/** The site's paths are kept a while; the address they are written with is the request's (publicOrigin). */
function sitemapUrls(): Promise<SitemapUrl[]> {
  return keptSitemap(async () => {
    const [entries, offers, categories, tags] = await Promise.all([
      getSitemapEntries(),
      getOffers(),
      getBlogCategories(),
      getBlogTags(),
    ]);
    const fixed: SitemapUrl[] = [{ path: "/" }, { path: "/used/cars/search" }, { path: "/sell-my-car" }];
    const pages = [
      ...entries.map((entry) => ({ path: entry.path, lastModified: entry.updated_at })),
      ...listingUrls({ offers, categories, tags }),
    ];
    const content = pages.filter(
      (page, index) =>
        !fixed.some((url) => url.path === page.path) &&
        pages.findIndex((other) => other.path === page.path) === index,
    );
    const vehicles = await vehicleUrls(SITEMAP_URL_LIMIT - fixed.length - content.length);
    return [...fixed, ...content, ...vehicles];
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  let body: string;
  try {
    body = sitemapXml(publicOrigin(request), await sitemapUrls());
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    // A half sitemap would tell crawlers the missing pages are gone: a 503 tells them to come back (ADR 120).
    log.error({ err: error }, "sitemap unavailable");
    return new Response("Sitemap unavailable just now", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
