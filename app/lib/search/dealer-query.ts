import { LISTED_BY_DEFAULT } from "@contract/content";
import { dealerRanges } from "./make-models";
import {
  FINANCE_FIELDS,
  LIST_FILTERS,
  NUMBER_FILTERS,
  PLATE_FILTERS,
  type SearchState,
  type SearchVocabulary,
} from "./state";

/**
 * The dealer API query for a search state (docs/product/search.md#dealer-api-query): the filter set with
 * lists comma-joined, plus the page's rules (status, min_images, page size) from the content service. The
 * results, their counts and the zero-result suggestions all ask with the same filters, so every count on the
 * page agrees with the results.
 */

export interface SearchRules {
  status: string;
  min_images: number;
  resultsPerPage: number;
}

/** The specification's 9 cars a page is 12 here: a page fills rows of 1, 2 and 3 cards (ADR 310). */
export const SPEC_RULES: SearchRules = { ...LISTED_BY_DEFAULT, resultsPerPage: 12 };

/** The most cars the dealer API lists on a page (100), as a whole number of rows of 2 and of 3. */
const MOST_PER_PAGE = 96;

/**
 * Cars per results page as a multiple of 6, rounded up from the content page's rules: the results show 1, 2 or 3
 * columns by width, and a page of 9 left a lone last card in 2 columns (ADR 310).
 */
export function gridPageSize(resultsPerPage: number): number {
  return Math.min(MOST_PER_PAGE, Math.max(6, Math.ceil(resultsPerPage / 6) * 6));
}

export type DealerQuery = Record<string, string | number>;

/**
 * The filters alone: what the option counts are asked with. With the stock's vocabulary, a model chosen for one make
 * does not hide the other chosen makes' cars (make-models.ts).
 */
export function filterQuery(
  state: SearchState,
  rules: SearchRules,
  vocabulary?: Pick<SearchVocabulary, "ranges">,
): DealerQuery {
  const query: DealerQuery = { status: rules.status, min_images: rules.min_images };
  if (state.coin !== undefined) query.coin = state.coin;
  for (const key of LIST_FILTERS) {
    const values =
      key === "range" && vocabulary ? dealerRanges(state.make, state.range, vocabulary) : state[key];
    if (values.length > 0) query[key] = values.join(",");
  }
  for (const key of [...NUMBER_FILTERS, ...PLATE_FILTERS, ...FINANCE_FIELDS]) {
    const value = state[key];
    if (value !== undefined) query[key] = value;
  }
  if (state.finance_search_only) query.finance_search_only = state.finance_search_only;
  // A percentage deposit is each car's share of its price, by the dealer API's rule (docs/decisions/290).
  if (state.finance_deposit_type) query.finance_deposit_type = state.finance_deposit_type;
  // Only a postcode the dealer API has placed reaches here (the loader asks without it otherwise).
  if (state.distance_from !== undefined) query.distance_from = state.distance_from;
  if (state.distance_range !== undefined) query.distance_range = state.distance_range;
  return query;
}

/** The filters with sort and paging: what the results are asked with. */
export function resultsQuery(
  state: SearchState,
  rules: SearchRules,
  vocabulary?: Pick<SearchVocabulary, "ranges">,
): DealerQuery {
  return {
    ...filterQuery(state, rules, vocabulary),
    sort: state.sort,
    page: state.page,
    resultsPerPage: rules.resultsPerPage,
  };
}
