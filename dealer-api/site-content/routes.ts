import { Hono } from "hono";
import { listedCarsOf } from "../contract/content";
import { stockVocabularyOf, type SiteContent, type ListedMake } from "../contract/site-content";
import type { FilterOptions } from "../contract/vehicle";
import { readSiteContent, type SiteContentParts } from "../content/site-content";
import type { DealerDb } from "../db/database";
import { groupContact } from "../branches";
import { financePricing, pricingOf } from "../finance/promotions";
import { filterOptions } from "../stock/facets";
import { searchDefaults } from "../stock/routes";
import { parseStockQuery } from "../stock/search-params";
import { orNull } from "../content/http";

/**
 * Every make with a car listed, most cars first (ties in the filter counts' order): a make whose cars are none of the
 * listed ones is left out, as a link to it would find nothing (docs/decisions/181).
 */
export function listedMakesFrom(options: FilterOptions): ListedMake[] {
  return Object.entries(options.make)
    .filter(([, option]) => option.count > 0)
    .sort(([, a], [, b]) => b.count - a.count)
    .map(([slug, option]) => ({ slug, name: option.label, count: option.count }));
}

/**
 * The option counts of the cars the search page lists (`listedCarsOf`, the rule the site's lists of cars read), as GET
 * /api/v2/vehicle-search-filter counts them: its query parsed as that endpoint parses it, counted by the same function.
 * The makes and the stock's vocabulary are both read from them. Without the content (it could not be read), the rule
 * is the default one, as the site reads it then (app/lib/search/page-content.server.ts), and the offers are read again.
 */
async function listedOptions(
  db: DealerDb,
  parts: SiteContentParts | null,
  today: Date,
): Promise<FilterOptions> {
  const { status, min_images } = listedCarsOf(parts?.search_page);
  const query = parseStockQuery(
    new URLSearchParams({ status, min_images: String(min_images) }),
    searchDefaults,
  );
  if (!query.ok) throw new Error(query.message);
  const pricing = parts ? pricingOf(parts.promotions, today) : await financePricing(db, today);
  return filterOptions(db, query.value.filters, pricing);
}

/**
 * GET /api/site-content (contract/site-content.ts): what every page of the site shows around its own content, in one
 * answer (ADR 334), built with the queries and functions each part's own endpoint answers with (content/site-content.ts,
 * content/site-routes.ts; the makes as the filter counts count them). The database is asked twice, one wave after the
 * other: the content in one statement (the pages, menus, social links, branches, snippets and the promotions that
 * price the counts), then the makes and the stock's vocabulary from the stock index kept in memory (its version only,
 * once it is built). A part that fails is null; the group's contact is the dealer's own and never fails.
 *
 * No ETag, as for every content answer: content has no version to name. The site keeps it a minute and serves it while
 * it refreshes (app/lib/cache.server.ts, `content`).
 */
export function siteContentRoutes({
  db,
  today = () => new Date(),
}: {
  db: DealerDb;
  today?: () => Date;
}): Hono {
  const app = new Hono();
  app.get("/api/site-content", async (c) => {
    const parts = await orNull(readSiteContent(db));
    const options = await orNull(listedOptions(db, parts, today()));
    const answer: SiteContent = {
      header: parts?.header ?? null,
      search_page: parts?.search_page ?? null,
      menus: parts?.menus ?? null,
      socials: parts?.socials ?? null,
      departments: parts?.departments ?? null,
      snippets: parts?.snippets ?? null,
      group: groupContact,
      makes: parts && options ? listedMakesFrom(options) : null,
      vocabulary: options ? stockVocabularyOf(options) : null,
    };
    return c.json({ data: answer });
  });
  return app;
}
