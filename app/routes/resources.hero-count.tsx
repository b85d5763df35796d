import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { loadHero } from "~/lib/hero/hero.server";
import { financeDefaultsOf } from "~/lib/finance/defaults.server";
import { getVisitorSession } from "~/sessions.server";

/**
 * The hero's live count and option lists for a selection (the same query as the home page), for the enhanced hero's
 * fetcher. Without JavaScript the home page's own loader answers the same question.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  const hero = await loadHero(new URL(request.url).searchParams, financeDefaultsOf(session).defaults);
  // Counts move as cars are reserved and sold; half a minute of staleness is harmless and spares repeat calls.
  return json(hero, { headers: { "Cache-Control": "private, max-age=30" } });
}
