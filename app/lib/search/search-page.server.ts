import type { FilterOptions, VehicleListing } from "@contract/vehicle";
import type { PaginationMeta } from "@contract/envelope";
import { DealerApiError } from "~/dealer/errors";
import { orFallback } from "~/dealer/request.server";
import { figuresFrom } from "~/lib/finance/monthly-figures.server";
import { financeDefaultsOf } from "~/lib/finance/defaults.server";
import type { MonthlyFigureData } from "~/lib/finance/monthly-figure";
import type { VisitorSession } from "~/sessions.server";
import { countVehicles, getFilterOptions, getResultsPage } from "~/dealer/stock.server";
import { getListedVocabulary } from "~/dealer/content.server";
import { appliedChips, type Chip } from "./chips";
import { filterQuery, resultsQuery } from "./dealer-query";
import { loadSearchPageContent, type SearchPageContent } from "./page-content.server";
import { isCanonical, parseSearchParams, searchHref, searchQuery } from "./params";
import { clearAll, removeVersion, withPage } from "./rules";
import {
  basisFields,
  hasMonthlyBounds,
  type SearchDefaults,
  type SearchState,
  type SearchVocabulary,
} from "./state";
import { searchBasis } from "./basis";
import { noStockNames, unlistedValues } from "./unlisted";
import { withCatalogueNames } from "./unlisted.server";
import { sameChoice } from "~/lib/finance/choice";
import { toCardVehicle, type CardVehicle } from "./vehicle-card";
import { getDeliveryTariff } from "~/dealer/places.server";
import type { Place } from "@contract/places";
import type { DeliveryTariff } from "@contract/delivery";
import { withoutDistance } from "./distance";
import { searchDistance, type SearchDistance } from "./place.server";
import { deliveryQuote } from "@contract/delivery-quote";
import { awayLine, deliveryLine } from "~/lib/delivery/delivery";
import { panelPairs, withPanel } from "~/lib/saved/panel";
import { log } from "~/lib/ops/log.server";
import { searchName } from "~/lib/saved-searches/name";

/**
 * Everything the results page needs for one URL, loaded in parallel where it can be: the page's content and the stock's
 * vocabulary (to drop unknown values before the dealer API sees them; both with the content every page shares), then
 * the results, their option counts and the cards' quotes in one answer (GET /api/results-page), and for an empty
 * result how many cars each filter's removal would give back (docs/product/search.md#results-page: "never a dead
 * end").
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
  /** The makes and models the search asks for that have no car for sale: "Jeep", "Ford Mustang". */
  noStock: string[];
  distance: SearchDistance;
  /** By slug; empty without a postcode. */
  whereabouts: Record<string, CardWhereabouts>;
  /** The search as "Save this search" keeps it (app/lib/saved-searches/): built here, never taken from a post. */
  saved: SearchToSave;
}

/**
 * A search to keep: the results page's canonical query (first page), the dealer API's query for the same cars (what
 * "N new" and the alerts count), and a name made from the filters.
 */
export interface SearchToSave {
  query: string;
  stockQuery: string;
  name: string;
}

/** A card's "12 miles away, at Leeds" and its delivery line, when the search has a postcode. */
export interface CardWhereabouts {
  away: string;
  delivery?: string;
}

export interface SearchUnavailable {
  kind: "unavailable";
  content: SearchPageContent;
}

export type SearchPageLoad = ({ redirect: string } | SearchPageData | SearchUnavailable) & {
  /** The session took the URL's finance basis as the shopper's: commit it. */
  rememberedBasis?: boolean;
  /** The session took the URL's postcode as the shopper's (the vehicle page prices delivery with it): commit it. */
  rememberedPostcode?: boolean;
};

/** Where each car is from the shopper's place, and what delivering it costs (no delivery line without the tariff). */
function whereaboutsOf(vehicles: VehicleListing[], place: Place | null, tariff: DeliveryTariff | undefined) {
  const whereabouts: Record<string, CardWhereabouts> = {};
  if (!place) return whereabouts;
  for (const vehicle of vehicles) {
    const branch = place.branches.find((each) => each.site_id === vehicle.location.site_id);
    if (!branch) continue;
    whereabouts[vehicle.slug] = {
      away: awayLine(branch.miles, branch.city_town),
      delivery:
        tariff &&
        deliveryLine(deliveryQuote(tariff, branch.miles, place.outward), place.outward, branch.miles),
    };
  }
  return whereabouts;
}

/** "Distance: Within 25 miles of LS11 8BU", removable (the postcode stays: the cards still say how far each car is). */
function distanceChips(state: SearchState, distance: SearchDistance): Chip[] {
  if (!distance.place || state.distance_range === undefined) return [];
  const remove = { ...state, page: 1 };
  delete remove.distance_range;
  return [
    {
      id: "distance_range",
      group: "Distance",
      value: `Within ${state.distance_range} miles of ${distance.place.postcode}`,
      remove,
    },
  ];
}

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

async function removalCounts(
  chips: ChipLink[],
  states: SearchState[],
  content: SearchPageContent,
  vocabulary: SearchVocabulary,
) {
  const counts = await Promise.all(
    states.map((state) =>
      orFallback(countVehicles(filterQuery(state, content.rules, vocabulary)), undefined),
    ),
  );
  return chips.map((chip, index) => ({ ...chip, count: counts[index] }));
}

/** `rememberPostcode`: whether a postcode the address names may become the shopper's (app/lib/http/page-view-writes.ts). */
export async function loadSearchPage(
  url: URL,
  session: VisitorSession,
  { rememberPostcode }: { rememberPostcode: boolean },
): Promise<SearchPageLoad> {
  const content = await loadSearchPageContent();
  const { rules } = content;
  const shopper = financeDefaultsOf(session).defaults;
  const defaults: SearchDefaults = { sort: content.defaultSort, ...basisFields(shopper) };
  try {
    const listed = { status: rules.status, min_images: rules.min_images };
    // The listed cars' vocabulary, under the rules above: it comes with the content every page shares
    // (GET /api/site-content, whose listing rule is read as `rules` is: `listedCarsOf`).
    const stock = await getListedVocabulary();
    // A make or model with no listed car that the dealer API still knows stays in the search, and the page says there
    // are none (docs/decisions/181); one it doesn't know is dropped by the redirect below.
    const { vocabulary, unlisted } = await withCatalogueNames(
      stock,
      unlistedValues(url.searchParams, stock),
      listed,
    );
    const state = parseSearchParams(url.searchParams, { defaults, vocabulary });
    // The header's saved or recently viewed bar opens here as on any page (the root loader reads it): kept in the
    // address after the search, never a filter.
    const bar = panelPairs(url.searchParams);
    const canonical = (wanted: SearchState) => withPanel(searchHref(wanted, defaults), bar);
    if (!isCanonical(url.searchParams, state, defaults, bar)) return { redirect: canonical(state) };
    // A basis the URL names becomes the shopper's, so the car pages and lists they go on to quote the same.
    const basis = searchBasis(state, defaults);
    const rememberedBasis = !sameChoice(basis, shopper);
    if (rememberedBasis) session.set("financeDefaults", basis);
    // A postcode the dealer API places becomes the shopper's (unless a link from elsewhere named it); one it cannot is
    // left out of the search, with a message.
    const distance = await searchDistance(state);
    const rememberedPostcode =
      rememberPostcode && !!distance.place && session.get("postcode") !== distance.place.postcode;
    if (distance.place && rememberedPostcode) session.set("postcode", distance.place.postcode);
    const searchable = (wanted: SearchState) =>
      distance.place ? wanted : withoutDistance(wanted, defaults.sort);

    // The dealer API is always asked on the whole basis: the monthly budget's options count on it too, and the cards
    // are quoted on it. The cars, their option counts and their quotes come in one answer (GET /api/results-page).
    const asked = { ...searchable(state), ...basisFields(basis) };
    const results = await getResultsPage(resultsQuery(asked, rules, vocabulary));
    const { options } = results;
    if (state.page > results.meta.last_page)
      return { redirect: canonical(withPage(state, results.meta.last_page)) };
    // Choosing a make or model clears the version (coin): their counts say what choosing them gives, without it.
    const makesAndModels =
      state.coin === undefined
        ? options
        : await getFilterOptions(filterQuery(removeVersion(asked), rules, vocabulary));

    const applied = [
      ...appliedChips(state, options, vocabulary, versionName(state, results.vehicles)),
      ...distanceChips(state, distance),
    ];
    const chips: ChipLink[] = applied.map(({ remove, ...chip }) => ({
      ...chip,
      href: searchHref(remove, defaults),
    }));
    // The cards' figures from the answer's quotes, as for any list of cars (monthly-figures.server.ts): a card the
    // lender quotes nothing for says why, and no quotes (they could not be read) leave every card without a figure.
    const figures = figuresFrom(results.quotes ?? {}, results.vehicles, basis, hasMonthlyBounds(state));
    // Only an empty result asks for removal counts.
    const [chipLinks, tariff] = await Promise.all([
      results.meta.total === 0
        ? removalCounts(
            chips,
            applied.map((chip) => ({ ...searchable(chip.remove), ...basisFields(basis) })),
            content,
            vocabulary,
          )
        : chips,
      distance.place ? orFallback(getDeliveryTariff(), undefined) : undefined,
    ]);
    const stockQuery = new URLSearchParams(
      Object.entries(filterQuery(asked, rules, vocabulary)).map(([key, value]) => [key, String(value)]),
    ).toString();
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
      // Nearest first goes with the postcode.
      clearAllHref: searchHref(withoutDistance(clearAll(state, defaults), defaults.sort), defaults),
      stockTotal: stock.total,
      noStock: noStockNames(state, unlisted, options),
      distance,
      whereabouts: whereaboutsOf(results.vehicles, distance.place, tariff),
      saved: { query: searchQuery(withPage(state, 1), defaults), stockQuery, name: searchName(applied) },
      rememberedBasis,
      rememberedPostcode,
    };
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error;
    log.error({ err: error }, "search: dealer API failed");
    return { kind: "unavailable", content };
  }
}
