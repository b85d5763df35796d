import { Hono } from "hono";
import { listedCarsOf } from "../contract/content";
import type { SiteContent, ListedMake } from "../contract/site-content";
import type { FilterOptions } from "../contract/vehicle";
import { readSiteContent, type SiteContentParts } from "../content/site-content";
import type { DealerDb } from "../db/database";
import { groupContact } from "../branches";
import { pricingOf } from "../finance/promotions";
import { filterOptions } from "../stock/facets";
import { searchDefaults } from "../stock/routes";
import { parseStockQuery } from "../stock/search-params";

/** A part that failed is null, and the rest of the answer stands. */
async function orNull<T>(part: Promise<T>): Promise<T | null> {
  try {
    return await part;
  } catch {
    return null;
  }
}

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
 * The makes as GET /api/v2/vehicle-search-filter counts them for the listing rule of the search page (`listedCarsOf`,
 * the rule the site's lists of cars read): its query parsed as that endpoint parses it, counted by the same function.
 */
async function listedMakes(db: DealerDb, parts: SiteContentParts, today: Date): Promise<ListedMake[]> {
  const { status, min_images } = listedCarsOf(parts.search_page);
  const query = parseStockQuery(
    new URLSearchParams({ status, min_images: String(min_images) }),
    searchDefaults,
  );
  if (!query.ok) throw new Error(query.message);
  return listedMakesFrom(await filterOptions(db, query.value.filters, pricingOf(parts.promotions, today)));
}

/**
 * GET /api/site-content (contract/site-content.ts): what every page of the site shows around its own content, in one
 * answer (ADR 334), built with the queries and functions each part's own endpoint answers with (content/site-content.ts,
 * content/site-routes.ts; the makes as the filter counts count them). The database is asked twice, one wave after the
 * other: the content in one statement (the pages, menus, social links, branches, snippets and the promotions that
 * price the counts), then the makes from the stock index kept in memory (its version only, once it is built). A part
 * that fails is null; the group's contact is the dealer's own and never fails.
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
    const answer: SiteContent = {
      header: parts?.header ?? null,
      search_page: parts?.search_page ?? null,
      menus: parts?.menus ?? null,
      socials: parts?.socials ?? null,
      departments: parts?.departments ?? null,
      snippets: parts?.snippets ?? null,
      group: groupContact,
      makes: parts ? await orNull(listedMakes(db, parts, today())) : null,
    };
    return c.json({ data: answer });
  });
  return app;
}
