import { getSearchPage } from "~/dealer/content.server";
import { orFallback } from "~/dealer/request.server";
import { givenSearchRulesOf, listedCarsOf, type Page } from "@contract/content";
import type { SafeHtml } from "../safe-html";
import { sanitiseContentHtml } from "../sanitise.server";
import { gridPageSize, SPEC_RULES, type SearchRules } from "./dealer-query";
import { isSearchSort } from "./params";
import { SPEC_DEFAULTS, type SearchSort } from "./state";

/**
 * The results page's wiring from the content service page `used-cars-search` (docs/product/search.md#results-page): its copy, its search rules
 * (status, min_images, sort, page size). Anything missing or malformed falls back to the site's own values, so a content
 * slip never breaks the search. Its finance fields (default_term, default_deposit, default_mileage) are not read: a
 * monthly budget is searched on the shopper's one finance basis (docs/decisions/130-one-finance-basis.md).
 */

export interface SearchPageContent {
  title: string;
  description: string;
  introHtml?: SafeHtml;
  noteHtml?: SafeHtml;
  underListingsHtml: SafeHtml[];
  footerHtml?: SafeHtml;
  rules: SearchRules;
  defaultSort: SearchSort;
}

export const FALLBACK_TITLE = "Used cars for sale";

const field = (page: Page | undefined, slug: string) => page?.fields.find((item) => item.slug === slug)?.data;

function html(page: Page | undefined, slug: string): SafeHtml | undefined {
  const data = field(page, slug);
  if (typeof data !== "string" || !data.trim()) return undefined;
  return sanitiseContentHtml(data) || undefined;
}

/** Read per request: its HTML blocks are sanitised once (lib/cache.server.ts, `sanitisedHtml`). */
export function searchPageContent(page: Page | undefined): SearchPageContent {
  const title = field(page, "title");
  // Read as the dealer API reads them for the site content's makes (contract/content.ts), so both count the same cars.
  const given = givenSearchRulesOf(page);
  return {
    title: typeof title === "string" && title.trim() ? title.trim() : FALLBACK_TITLE,
    description: page?.meta_description ?? "",
    introHtml: html(page, "main_content"),
    noteHtml: html(page, "main_content_2"),
    underListingsHtml: ["content_under_listings", "content_under_listings_2"]
      .map((slug) => html(page, slug))
      .filter((block): block is SafeHtml => !!block),
    footerHtml: html(page, "footer_content"),
    rules: {
      ...listedCarsOf(page),
      resultsPerPage: gridPageSize(given.resultsPerPage ?? SPEC_RULES.resultsPerPage),
    },
    defaultSort: given.sort && isSearchSort(given.sort) ? given.sort : SPEC_DEFAULTS.sort,
  };
}

/**
 * The results page's content, its copy and rules (the site's own when the content service cannot answer), from the
 * site content every page loads (app/dealer/content.server.ts).
 */
export async function loadSearchPageContent(): Promise<SearchPageContent> {
  return searchPageContent(await orFallback(getSearchPage(), undefined));
}

/**
 * Which cars any list of cars for sale offers (an offer's cars, an article's newest cars, the site search, the header's
 * suggestions): the ones the results page lists, by its rules (status, at least min_images pictures), so no list shows
 * a car, or counts one, that the search leaves out. The dealer API reads the same rule (`listedCarsOf`) for the lists it
 * picks itself: the site content's makes and vocabulary, the home page's cars on offer.
 */
export async function listedCars(): Promise<ListedCars> {
  const { status, min_images } = (await loadSearchPageContent()).rules;
  return { status, min_images };
}

export type ListedCars = Pick<SearchRules, "status" | "min_images">;
