import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { suggestVehicles } from "~/dealer/stock.server";
import { orFallback } from "~/dealer/request.server";
import { listedCars } from "~/lib/search/page-content.server";
import {
  SUGGEST_LIMIT,
  cleanTerm,
  toSuggestion,
  wantsSuggestions,
  type Suggestion,
} from "~/lib/site-search/suggestions";

/**
 * The header search box's suggestions (docs/product/shell.md#site-search): up to five cars for a term of
 * three characters or more.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const term = cleanTerm(new URL(request.url).searchParams.get("q") ?? "");
  // docs/product/shell.md#site-search: a failing suggestion search is swallowed; the box still submits to the
  // site search.
  const suggestions: Suggestion[] = wantsSuggestions(term)
    ? (await orFallback(suggestVehicles(term, SUGGEST_LIMIT, await listedCars()), [])).map(toSuggestion)
    : [];
  return json({ term, suggestions }, { headers: { "Cache-Control": "private, max-age=60" } });
}
