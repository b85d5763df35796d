import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getStockVocabulary } from "~/dealer/stock.server";
import { SPEC_RULES } from "~/lib/search/dealer-query";
import { parseSearchParams, searchHref } from "~/lib/search/params";
import type { SearchVocabulary } from "~/lib/search/state";
import { withCatalogueNames } from "~/lib/search/unlisted.server";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";

/**
 * /used/cars/search/{id} (docs/product/shell.md#routes): older links name a make or a model in the path. They
 * go to the search for it, keeping their query, whether or not a car of it is for sale just now (the search
 * then says there is none, docs/decisions/181); what names neither is not a page.
 */
export const loader = pageLoader(async ({ params, request }: LoaderFunctionArgs) => {
  const id = (params.id ?? "").toLowerCase();
  // Make and model slugs are lower-case words: anything else names neither, without asking.
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id) || id.length > 100) throw new Response(null, { status: 404 });
  const listed = { status: SPEC_RULES.status, min_images: SPEC_RULES.min_images };
  const stock = await getStockVocabulary(listed);
  const known = (vocabulary: SearchVocabulary) =>
    Object.hasOwn(vocabulary.makes, id) ? "make" : Object.hasOwn(vocabulary.ranges, id) ? "range" : undefined;
  const { vocabulary } = known(stock)
    ? { vocabulary: stock }
    : await withCatalogueNames(stock, { make: [id], range: [id] }, listed);
  const group = known(vocabulary);
  if (!group) throw new Response("No such make or model", { status: 404 });
  const query = new URL(request.url).searchParams;
  query.append(group, id);
  return redirect(searchHref(parseSearchParams(query, { vocabulary })), 301);
});

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
