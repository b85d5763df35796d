import {
  filterOptionsAnswer,
  findVehicleAnswer,
  usedVehicleSearchAnswer,
  vehicleAnswer,
  vehicleListAnswer,
  vehicleSearchAnswer,
  unknownCatalogueMessage,
  type FilterOptions,
  type Vehicle,
  type VehicleListing,
} from "@contract/vehicle";
import type { PaginationMeta } from "@contract/envelope";
import { resultsPageAnswer, type ResultsPage } from "@contract/results-page";
import { stockVocabularyOf, type StockVocabulary } from "@contract/site-content";
import { callDealerApi, dealerPath, type Query } from "./request.server";
import { keptContent } from "~/lib/cache.server";
import { DealerApiError, isNotFound } from "./errors";
import { apiError } from "@contract/envelope";
import type { LegacyVehicleLookup } from "~/lib/legacy-links.server";

export interface VehiclePage {
  vehicles: VehicleListing[];
  meta: PaginationMeta;
}

/** GET /api/v2/vehicle-search: a page of cars for sale matching the filter set (multi-values comma-joined). */
export async function searchVehicles(query: Query): Promise<VehiclePage> {
  const answer = await callDealerApi("/api/v2/vehicle-search", {
    query: { status: "FOR_SALE_RETAIL", resultsPerPage: 9, ...query },
    schema: vehicleSearchAnswer,
  });
  return { vehicles: answer.data, meta: answer.meta };
}

/** GET /api/used-vehicles/{category}/search: the results-page variant of the search. */
export async function searchUsedVehicles(category: string, query: Query): Promise<VehiclePage> {
  const answer = await callDealerApi(dealerPath`/api/used-vehicles/${encodeURIComponent(category)}/search`, {
    query: { min_images: 1, ...query },
    schema: usedVehicleSearchAnswer,
  });
  return { vehicles: answer.data.data, meta: answer.data.meta };
}

/**
 * GET /api/results-page: the results page for one search in one call (docs/decisions/334-page-shaped-answers.md): the
 * page of cars and their option counts, as GET /api/used-vehicles/cars/search and GET /api/v2/vehicle-search-filter
 * answer the query, and the cars' quotes on the search's finance basis (its finance_ fields), as GET
 * /used/cars/get-bulk-finance prices them (null when they could not be priced). Tagged with the stock's version: a
 * repeat is a 304 (app/lib/cache.server.ts, `dealerAnswers`).
 */
export async function getResultsPage(query: Query): Promise<ResultsPage> {
  const answer = await callDealerApi("/api/results-page", { query, schema: resultsPageAnswer });
  return answer.data;
}

/** GET /api/v2/vehicle-search-filter: option groups with counts for the current selection. */
export async function getFilterOptions(query: Query): Promise<FilterOptions> {
  const answer = await callDealerApi("/api/v2/vehicle-search-filter", { query, schema: filterOptionsAnswer });
  return answer.data;
}

/** GET /api/used-vehicles/all/search: up to five suggestions for the header search, of the cars `listed`. */
export async function suggestVehicles(
  search: string,
  resultsPerPage: number,
  listed: Query,
): Promise<VehicleListing[]> {
  const answer = await callDealerApi("/api/used-vehicles/all/search", {
    query: { ...listed, search, resultsPerPage },
    schema: vehicleListAnswer,
  });
  return answer.data.data;
}

/** POST /api/used-vehicles/find-by-slugs: the cars in the order asked; unknown slugs are skipped. */
export async function findVehiclesBySlugs(slugs: string[]): Promise<VehicleListing[]> {
  if (slugs.length === 0) return [];
  const answer = await callDealerApi("/api/used-vehicles/find-by-slugs", {
    method: "POST",
    body: { slugs },
    schema: vehicleListAnswer,
  });
  return answer.data.data;
}

/** GET /api/v2/vehicle/{slug}, or undefined for an unknown car. */
export async function getVehicle(slug: string): Promise<Vehicle | undefined> {
  try {
    const answer = await callDealerApi(dealerPath`/api/v2/vehicle/${encodeURIComponent(slug)}`, {
      schema: vehicleAnswer,
    });
    return answer.data;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** The car a legacy locator link points at, or undefined when the dealer API doesn't know it. */
export async function findVehicleSlug(lookup: LegacyVehicleLookup): Promise<string | undefined> {
  try {
    const answer = await callDealerApi("/api/used-vehicles/find-vehicle", {
      method: "POST",
      body: lookup,
      schema: findVehicleAnswer,
    });
    return answer.data.data.slug;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * A make or model as the dealer API's catalogue knows it, whether or not a car of it is listed: the option counts with
 * it chosen list it with its name and cars (0 when none is listed); a value the catalogue lacks is refused (undefined).
 * Only the refusal naming this slug means that: any other failure (a busy or failing API) is thrown on (ADR 260).
 */
export async function findCatalogueEntry(
  group: "make" | "range",
  slug: string,
  listed: Query,
): Promise<{ label: string; make?: string; count: number } | undefined> {
  try {
    const options = await getFilterOptions({ ...listed, [group]: slug });
    return options[group][slug];
  } catch (error) {
    if (error instanceof DealerApiError && error.kind === "rejected") {
      const refusal = apiError.safeParse(error.body);
      if (refusal.success && refusal.data.error.message === unknownCatalogueMessage(group, slug))
        return undefined;
    }
    throw error;
  }
}

/** How many cars a search finds, without their listings: one car's worth of answer and its `meta.total`. */
export async function countVehicles(query: Query): Promise<number> {
  const answer = await callDealerApi("/api/used-vehicles/cars/search", {
    query: { ...query, page: 1, resultsPerPage: 1 },
    schema: usedVehicleSearchAnswer,
  });
  return answer.data.meta.total;
}

/**
 * The makes, models and branches the stock holds for a set of cars (from their unfiltered option counts, shaped as the
 * dealer API shapes the listed cars' vocabulary: `stockVocabularyOf`), so a URL's unknown values can be dropped before
 * the dealer API refuses them. Changes rarely: kept for a minute. The cars the search page lists have theirs in the site
 * content (`getListedVocabulary`, app/dealer/content.server.ts).
 */
export function getStockVocabulary(query: Query): Promise<StockVocabulary> {
  return keptContent(`stock-vocabulary:${JSON.stringify(query)}`, async () =>
    stockVocabularyOf(await getFilterOptions(query)),
  );
}
