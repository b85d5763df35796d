import { z } from "zod";
import { flat, paginationMeta } from "./envelope";
import { financeQuotes } from "./finance";
import { filterOptions, vehicleListing } from "./vehicle";

/**
 * GET /api/results-page?{a search}: what the results page shows for one search, in one answer
 * (docs/decisions/334-page-shaped-answers.md). The query is GET /api/used-vehicles/cars/search's (filters, sort, page,
 * resultsPerPage and the search's finance basis: finance_term, finance_mileage, finance_deposit, finance_deposit_type),
 * and so are its refusals (400, naming the parameter). Tagged with the stock's ETag, as each part's own endpoint is.
 */
export const resultsPage = z.object({
  /** The page of cars: GET /api/used-vehicles/cars/search's `data`. */
  vehicles: z.array(vehicleListing),
  meta: paginationMeta,
  /** The option counts for the same filters: GET /api/v2/vehicle-search-filter (sort and paging play no part). */
  options: filterOptions,
  /**
   * The page's cars as the lender quotes them on the search's finance basis, by VRM: GET /used/cars/get-bulk-finance
   * for their VRMs with that basis. null when they could not be priced (the cards show no monthly figure).
   */
  quotes: z.record(z.string(), financeQuotes).nullable(),
});
export type ResultsPage = z.infer<typeof resultsPage>;

export const resultsPageAnswer = flat(resultsPage);
