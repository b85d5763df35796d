import { Hono } from "hono";
import type { ResultsPage } from "../contract/results-page";
import type { DealerDb } from "../db/database";
import { errorAnswer, orNull } from "../content/http";
import { financeCars, quotesByKey } from "../finance/cars";
import { parseFinanceChoice } from "../finance/params";
import { financePricing } from "../finance/promotions";
import { embeddedPlaces } from "../places/embedded";
import type { PlaceFinder } from "../places/place-finder";
import { withDistance } from "../stock/distance";
import { filterOptions } from "../stock/facets";
import { searchDefaults } from "../stock/routes";
import { searchStock } from "../stock/search";
import { parseStockQuery } from "../stock/search-params";
import { clientHasCurrent, notModified, stockTag, tagAnswer } from "../stock/stock-tag";

/**
 * GET /api/results-page (contract/results-page.ts): the results page for one search in one answer (docs/decisions/334):
 * the page of cars and the option counts, as GET /api/used-vehicles/cars/search and GET /api/v2/vehicle-search-filter
 * parse the query and answer it (`parseStockQuery`, `withDistance`, `searchStock`, `filterOptions`), read together, then
 * the page's cars as GET /used/cars/get-bulk-finance prices them on the search's finance basis (`financeCars`,
 * `quotesByKey`; the basis read from the search's finance_ names as that endpoint reads them). The quotes fail alone:
 * null, and the cards show no monthly figure. One ETag, the one each of those endpoints answers with: the stock's
 * version, the day and the finance offers (stock/stock-tag.ts).
 */
export function resultsPageRoutes({
  db,
  today = () => new Date(),
  places = embeddedPlaces,
}: {
  db: DealerDb;
  today?: () => Date;
  places?: PlaceFinder;
}): Hono {
  const app = new Hono();
  app.get("/api/results-page", async (c) => {
    // The tag is read before the answer is worked out, as the stock endpoints read it (stock/routes.ts).
    const pricing = await financePricing(db, today());
    const tag = await stockTag(db, pricing.version);
    if (clientHasCurrent(c, tag)) return notModified(c, tag);
    const params = new URL(c.req.url).searchParams;
    const parsed = parseStockQuery(params, searchDefaults);
    const query = parsed.ok ? await withDistance(parsed.value, params, places) : parsed;
    if (!query.ok) return errorAnswer(c, 400, query.message);
    const choice = parseFinanceChoice(params, { widgetNames: false });
    if (!choice.ok) return errorAnswer(c, 400, choice.message);
    const [{ vehicles, meta }, options] = await Promise.all([
      searchStock(db, query.value, pricing),
      filterOptions(db, query.value.filters, pricing),
    ]);
    const quotes = await orNull(
      financeCars(
        db,
        "vrm",
        vehicles.map((vehicle) => vehicle.vrm),
        pricing,
      ).then((cars) => quotesByKey(cars, choice.value)),
    );
    const answer: ResultsPage = { vehicles, meta, options, quotes };
    tagAnswer(c, tag);
    return c.json({ data: answer });
  });
  return app;
}
