import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { loadBar } from "~/lib/saved/saved-cars.server";
import { pageParam } from "~/lib/saved/paging";
import { barKindOf, PANEL_PAGE_PARAM, PANEL_PARAM } from "~/lib/saved/panel";
import { getVisitorSession } from "~/sessions.server";

/**
 * GET /resources/saved-bar?panel=saved|recent&panel_page=N: one page of a header bar, for the enhanced header (the
 * same loader the root uses when the page's own URL opens a bar). The answer is the visitor's own: never cached.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const kind = barKindOf(params.get(PANEL_PARAM));
  const headers = { "Cache-Control": "private, no-store" };
  if (!kind) return json({ bar: null }, { status: 400, headers });
  const session = await getVisitorSession(request);
  return json({ bar: await loadBar(kind, pageParam(params.get(PANEL_PAGE_PARAM)), session) }, { headers });
}
