import { getFilterOptions } from "~/dealer/stock.server";
import { getListedVocabulary } from "~/dealer/content.server";
import { searchDistance } from "~/lib/search/place.server";
import { heroOptions, type HeroOptions } from "./options";
import { countQuery, parseHeroSelection, type HeroSelection } from "./selection";
import { countedLocation } from "./location";
import type { FinanceChoice } from "~/lib/finance/choice";
import { log } from "~/lib/ops/log.server";

export interface HeroData {
  selection: HeroSelection;
  /** The shopper's finance basis: what a monthly budget is searched on. */
  basis: FinanceChoice;
  /** Undefined when the dealer API could not answer: the hero still works, without counts. */
  options?: HeroOptions;
  /** Why the Location is not counted (a postcode the dealer API cannot place...): the results page's own words. */
  locationMessage?: string;
}

/**
 * The hero for a URL's picks. They are read as the results page reads them: values the stock doesn't hold are left
 * out (the home page then redirects to the tidy URL), and a postcode the dealer API cannot place is counted at any
 * distance, with its message. Then one filter-options call gives the count and every option list. A range whose make
 * is not chosen is dropped as the URL is read (docs/product/home.md#hero-search), and a range chosen for one make does
 * not hide the other makes' cars (app/lib/search/make-models.ts).
 */
export async function loadHero(params: URLSearchParams, basis: FinanceChoice): Promise<HeroData> {
  let selection = parseHeroSelection(params);
  try {
    const [vocabulary, distance] = await Promise.all([
      // The listed cars' vocabulary comes with the content every page shares (GET /api/site-content).
      getListedVocabulary(),
      searchDistance(selection),
    ]);
    selection = parseHeroSelection(params, vocabulary);
    const filters = await getFilterOptions(
      countQuery(countedLocation(selection, Boolean(distance.place)), basis, vocabulary),
    );
    return {
      selection,
      basis,
      options: heroOptions(filters, selection),
      locationMessage: distance.message,
    };
  } catch (error) {
    // A count failure is not fatal (docs/product/site-wide.md#when-the-dealer-api-fails): the shopper can
    // still search, so the hero shows without numbers.
    log.warn({ err: error }, "hero filter options failed");
    return { selection, basis };
  }
}
