import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { SEARCH_PATH } from "~/lib/search/params";

/**
 * `/used/cars` and `/used/cars/` (docs/product/shell.md#routes; older budget-finder links come here with
 * their query): the search, at its own address with the query kept, where the results page makes it
 * canonical.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`${SEARCH_PATH}${new URL(request.url).search}`, 301);
}
