import type { FilterOptions, VehicleListing } from "../../../dealer-api/contract/vehicle";
import type { PaginationMeta } from "../../../dealer-api/contract/envelope";
import { DealerApiError } from "~/dealer/errors";
import { orFallback } from "~/dealer/request.server";
import { monthlyFiguresFor } from "~/lib/finance/monthly-figures.server";
import { financeDefaultsOf } from "~/lib/finance/defaults.server";
import type { MonthlyFigureData } from "~/lib/finance/monthly-figure";
import type { VisitorSession } from "~/sessions.server";
import {
  countVehicles,
  getFilterOptions,
  getStockVocabulary,
  searchUsedVehicles,
} from "~/dealer/stock.server";
import { appliedChips } from "./chips";
import { filterQuery, resultsQuery } from "./dealer-query";
import { loadSearchPageContent, type SearchPageContent } from "./page-content.server";
import { isCanonical, parseSearchParams, searchHref } from "./params";
import { clearAll, removeVersion, withPage } from "./rules";
import {
  basisFields,
  hasMonthlyBounds,
  type SearchDefaults,
  type SearchState,
  type SearchVocabulary,
} from "./state";
import { searchBasis } from "./basis";
import { sameChoice } from "~/lib/finance/choice";
import { toCardVehicle, type CardVehicle } from "./vehicle-card";

/**
 * Everything the results page needs for one URL, loaded in parallel where it can be: the page's content, the stock's
 * vocabulary (to drop unknown values before the dealer API sees them), then the results and the option counts together,
 * and for an empty result how many cars each filter's removal would give back (spec 1 "never a dead end").
 */

export interface ChipLink {
  id: string;
  group: string;
  value: string;
  href: string;
  /** Cars the search finds without this filter: only asked for when nothing matches. */
  count?: number;
}

export interface SearchPageData {
  kind: "results";
  content: SearchPageContent;
  state: SearchState;
  /** The default sort and the shopper's finance basis: what the URL's missing fields mean. */
  defaults: SearchDefaults;
  options: FilterOptions;
  vehicles: CardVehicle[];
  /**
   * Each card's monthly figure on the search's finance basis, by slug (none for a car the lender declines). In a
   * monthly search, the searched product only: the figure the budget was matched on.
   */
  figures: Record<string, MonthlyFigureData>;
  meta: PaginationMeta;
  chips: ChipLink[];
  clearAllHref: string;
  /** Every car for sale: what clearing all filters would show. */
  stockTotal: number;
}

export interface SearchUnavailable {
  kind: "unavailable";
  content: SearchPageContent;
}

export type SearchPageLoad = ({ redirect: string } | SearchPageData | SearchUnavailable) & {
  /** The session took the URL's finance basis as the shopper's: commit it. */
  rememberedBasis?: boolean;
};

/** The version (coin) by its derivative, from a listed car of it. */
const versionName = (state: SearchState, vehicles: VehicleListing[]) =>
  vehicles.find((vehicle) => vehicle.cap_id === state.coin)?.derivative;

/** Model and trim lists are only shown once a make (model) is chosen: the browser needn't get them before. */
function forThePage(options: FilterOptions, state: SearchState): FilterOptions {
  return {
    ...options,
    range: state.make.length > 0 ? options.range : {},
    derivative: state.range.length > 0 ? options.derivative : {},
  };
}

async function removalCounts(chips: ChipLink[], states: SearchState[], content: SearchPageContent) {
  const counts = await Promise.all(
    states.map((state) => orFallback(countVehicles(filterQuery(state, content.rules)), undefined)),
  );
  return chips.map((chip, index) => ({ ...chip, count: counts[index] }));
}

export async function loadSearchPage(url: URL, session: VisitorSession): Promise<SearchPageLoad> {
  const content = await loadSearchPageContent();
  const { rules } = content;
  const shopper = financeDefaultsOf(session).defaults;
  const defaults: SearchDefaults = { sort: content.defaultSort, ...basisFields(shopper) };
  try {
    const stock = await getStockVocabulary({ status: rules.status, min_images: rules.min_images });
    const vocabulary: SearchVocabulary = stock;
    const state = parseSearchParams(url.searchParams, { defaults, vocabulary });
    if (!isCanonical(url.searchParams, state, defaults)) return { redirect: searchHref(state, defaults) };
    // A basis the URL names becomes the shopper's, so the car pages and lists they go on to quote the same.
    const basis = searchBasis(state, defaults);
    const rememberedBasis = !sameChoice(basis, shopper);
    if (rememberedBasis) session.set("financeDefaults", basis);

    // The dealer API is always asked on the whole basis: the monthly budget's options count on it too.
    const asked = { ...state, ...basisFields(basis) };
    const [results, options] = await Promise.all([
      searchUsedVehicles("cars", resultsQuery(asked, rules)),
      getFilterOptions(filterQuery(asked, rules)),
    ]);
    if (state.page > results.meta.last_page)
      return { redirect: searchHref(withPage(state, results.meta.last_page), defaults) };
    // Choosing a make or model clears the version (coin): their counts say what choosing them gives, without it.
    const makesAndModels =
      state.coin === undefined ? options : await getFilterOptions(filterQuery(removeVersion(asked), rules));

    const applied = appliedChips(state, options, vocabulary, versionName(state, results.vehicles));
    const chips: ChipLink[] = applied.map(({ remove, ...chip }) => ({
      ...chip,
      href: searchHref(remove, defaults),
    }));
    // Only an empty result asks for removal counts, and it has no cards to price: never both calls.
    const [figures, chipLinks] = await Promise.all([
      monthlyFiguresFor(results.vehicles, basis, { productOnly: hasMonthlyBounds(state) }),
      results.meta.total === 0
        ? removalCounts(
            chips,
            applied.map((chip) => ({ ...chip.remove, ...basisFields(basis) })),
            content,
          )
        : chips,
    ]);
    return {
      kind: "results",
      content,
      state,
      defaults,
      options: forThePage({ ...options, make: makesAndModels.make, range: makesAndModels.range }, state),
      vehicles: results.vehicles.map(toCardVehicle),
      figures,
      meta: results.meta,
      chips: chipLinks,
      clearAllHref: searchHref(clearAll(state, defaults), defaults),
      stockTotal: stock.total,
      rememberedBasis,
    };
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    console.error("[search] dealer API failed:", error.message);
    return { kind: "unavailable", content };
  }
}
