import { defaultFinanceTerm } from "../contract/finance";
import { defaultAnnualMileage } from "../finance/rules";
import { MAX_QUERY_LENGTH } from "../contract/saved-searches";
import { vehicleSearchQuery } from "../contract/vehicle";
import { parseStockQuery, type Parsed } from "../stock/search-params";

/**
 * A saved search is a URL the dealer API built, never one it echoes (docs/decisions/330-saved-searches.md): both of its
 * queries are parsed and written again before they are kept, so a saved search holds only parameters the dealer API
 * knows, in one order, and the same search saved twice is the same text (which is how a second save is found).
 */

/**
 * The stock query's parameters in the order they are written: the stock search's own (contract/vehicle.ts,
 * vehicleSearchQuery), less those that change the order or the page of the results but not which cars match (`sort`,
 * `page`, `resultsPerPage`), and less those written under another name (`colours` joins `colour`; `location_name`
 * becomes `location_id`, the branches' ids).
 */
const notWritten = new Set(["sort", "page", "resultsPerPage", "colours", "location_name"]);
const stockOrder = Object.keys(vehicleSearchQuery.shape).filter((key) => !notWritten.has(key));
/** Only a monthly budget is priced on the finance basis: without one these change no match, and are left out. */
const financeBasis = new Set([
  "finance_search_only",
  "finance_term",
  "finance_deposit",
  "finance_deposit_type",
  "finance_mileage",
]);

const withoutQuestionMark = (query: string) => (query.startsWith("?") ? query.slice(1) : query);

/**
 * The stock query in canonical form, or why it is no stock search (the stock search's own message): parsed with the
 * stock search's parser (stock/search-params.ts), unknown parameters dropped, each value written one way (lists
 * lower-case, without repeats, sorted; numbers as numbers), the parameters in `stockOrder`. Values that ask for what
 * the search does anyway are left out (`status=for_sale_retail`, `min_images=0`, an HP basis, the default term and mileage). The postcode of a
 * distance search is only tidied here; whether it is a postcode is the search's to say (saved-searches/new-since.ts).
 */
export function checkStockQuery(query: string): Parsed<string> {
  const params = new URLSearchParams(withoutQuestionMark(query));
  // Validated by the search itself, so a saved search is one the stock search answers.
  const parsed = parseStockQuery(params, { sort: "age|desc", perPage: 9 });
  if (!parsed.ok) return parsed;
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (key in vehicleSearchQuery.shape && value !== "") raw[key] = value;
  // Parsed already above: the same values read again, as the contract normalises them (lists split and lower-cased).
  const values = vehicleSearchQuery.parse(raw) as Record<string, unknown>;
  const { filters } = parsed.value;
  values.colour = filters.colour;
  values.location_id = filters.site_id;
  if (filters.status.length === 1 && filters.status[0] === "FOR_SALE_RETAIL") delete values.status;
  if (values.min_images === 0) delete values.min_images;
  if (typeof values.search === "string") values.search = values.search.toLowerCase().split(/\s+/).join(" ");
  if (typeof values.distance_from === "string")
    values.distance_from = values.distance_from.trim().toUpperCase().replace(/\s+/g, " ");
  const budget = filters.monthly.min !== undefined || filters.monthly.max !== undefined;
  const { choice, product } = filters.finance;
  const basis: Record<string, unknown> = budget
    ? {
        finance_search_only: product === "HP" ? undefined : product,
        // The defaults the payments are priced on when absent (stock/monthly.ts, basisKey) are written as absent.
        finance_term: choice.term === defaultFinanceTerm ? undefined : choice.term,
        finance_deposit: choice.deposit,
        finance_deposit_type:
          choice.deposit !== undefined && choice.depositType === "Percentage" ? "percentage" : undefined,
        finance_mileage: choice.annualMileage === defaultAnnualMileage ? undefined : choice.annualMileage,
      }
    : {};

  const written = new URLSearchParams();
  for (const key of stockOrder) {
    const value = financeBasis.has(key) ? basis[key] : values[key];
    const text = Array.isArray(value)
      ? [...new Set(value.map(String))].sort().join(",")
      : value === undefined
        ? ""
        : String(value);
    if (text !== "") written.set(key, text);
  }
  const canonical = written.toString();
  if (canonical.length > MAX_QUERY_LENGTH) return { ok: false, message: "That search is too long to save" };
  return { ok: true, value: canonical };
}

/** `checkStockQuery` for a query known to be a stock search; throws with the search's message otherwise. */
export function canonicalStockQuery(query: string): string {
  const checked = checkStockQuery(query);
  if (!checked.ok) throw new Error(checked.message);
  return checked.value;
}

/** The site's parameter names: lower-case words joined by underscores (anything else is not the site's). */
const SITE_KEY = /^[a-z_]{1,40}$/;

/**
 * The site's search query, as the link back to the results: re-serialised through URLSearchParams (so it is only ever
 * a query string), parameters not named like the site's dropped, as are empty ones and `page` (a saved search opens at
 * the first page); at most MAX_QUERY_LENGTH characters. The parameters keep the order they were sent in, never sorted:
 * the order is the site's own canonical one (its results page redirects a URL whose parameters are out of that order),
 * so a sorted link would cost a redirect.
 */
export function checkSiteQuery(query: string): Parsed<string> {
  const kept = [...new URLSearchParams(withoutQuestionMark(query))].filter(
    ([key, value]) => SITE_KEY.test(key) && key !== "page" && value.trim() !== "",
  );
  const canonical = new URLSearchParams(kept).toString();
  if (canonical.length > MAX_QUERY_LENGTH) return { ok: false, message: "That search is too long to save" };
  return { ok: true, value: canonical };
}
