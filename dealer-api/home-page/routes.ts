import { Hono } from "hono";
import { listedCarsOf } from "../contract/content";
import { CARS_ON_OFFER, type HomePage } from "../contract/home-page";
import { offerTags } from "../contract/vehicle";
import type { DealerDb } from "../db/database";
import { latestPosts } from "../content/blog-routes";
import { orNull } from "../content/http";
import { readOffers, readReviews } from "../content/offer-routes";
import { pageFrom, siteQueries, SITE_PAGES } from "../content/site-content";
import { financePricing } from "../finance/promotions";
import { searchStock } from "../stock/search";
import { parseStockQuery } from "../stock/search-params";
import { searchDefaults } from "../stock/routes";

/**
 * The cars on offer the home page shows: the ones the search page lists (`listedCarsOf`, read from the search page as
 * GET /api/site-content reads it, the default rule when it cannot be read) that carry an offer tag, newest in stock
 * first, as GET /api/v2/vehicle-search parses and answers that query.
 */
async function carsOnOffer(db: DealerDb, today: Date) {
  const [searchPage, pricing] = await Promise.all([
    orNull(siteQueries.pages(db, [SITE_PAGES.searchPage]).executeTakeFirst()),
    financePricing(db, today),
  ]);
  const { status, min_images } = listedCarsOf(searchPage ? pageFrom(searchPage) : null);
  const query = parseStockQuery(
    new URLSearchParams({
      status,
      min_images: String(min_images),
      tags: offerTags.join(","),
      sort: "date_stock_in|desc",
      resultsPerPage: String(CARS_ON_OFFER),
    }),
    searchDefaults,
  );
  if (!query.ok) throw new Error(query.message);
  return (await searchStock(db, query.value, pricing)).vehicles;
}

/**
 * GET /api/home-page (contract/home-page.ts): the home page's own blocks in one answer (docs/decisions/334): the
 * reviews, the offer cards and the latest posts, with the functions their endpoints answer with (`readReviews`,
 * `readOffers`, `latestPosts`), and the cars on offer, as the vehicle search finds them. Every part is read at once, and
 * a part that fails is null. It carries cars and their prices, so it has no ETag and the site does not keep it: the
 * site's caches never hold stock or prices for longer than a search would (app/lib/cache.server.ts).
 */
export function homePageRoutes({ db, today = () => new Date() }: { db: DealerDb; today?: () => Date }): Hono {
  const app = new Hono();
  app.get("/api/home-page", async (c) => {
    const [reviews, offers, posts, cars] = await Promise.all([
      orNull(readReviews(db)),
      orNull(readOffers(db)),
      orNull(latestPosts(db)),
      orNull(carsOnOffer(db, today())),
    ]);
    const answer: HomePage = { reviews, offers, latest_posts: posts, cars_on_offer: cars };
    return c.json({ data: answer });
  });
  return app;
}
