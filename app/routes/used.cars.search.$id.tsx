import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getStockVocabulary } from "~/dealer/stock.server";
import { SPEC_RULES } from "~/lib/search/dealer-query";
import { parseSearchParams, searchHref } from "~/lib/search/params";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";

/**
 * /used/cars/search/{id} (spec 1 §2.1): older links name a make or a model in the path. They go to the search for it,
 * keeping their query; anything else is not a page.
 */
export const loader = pageLoader(async ({ params, request }: LoaderFunctionArgs) => {
  const id = (params.id ?? "").toLowerCase();
  // Make and model slugs are lower-case words: anything else names neither, without asking.
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id) || id.length > 100) throw new Response(null, { status: 404 });
  const vocabulary = await getStockVocabulary({
    status: SPEC_RULES.status,
    min_images: SPEC_RULES.min_images,
  });
  const query = new URL(request.url).searchParams;
  if (Object.hasOwn(vocabulary.makes, id)) query.append("make", id);
  else if (Object.hasOwn(vocabulary.ranges, id)) query.append("range", id);
  else throw new Response("No cars of that make or model", { status: 404 });
  return redirect(searchHref(parseSearchParams(query, { vocabulary })), 301);
});

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
