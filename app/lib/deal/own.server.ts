import { listDeals } from "~/dealer/deals.server";
import type { VisitorSession } from "~/sessions.server";
import { ownDealId } from "./own";

/**
 * The id of the visitor's deal on the car `slug`: the one their session holds, else — signed in, on another browser —
 * the latest on their account (docs/decisions/326-a-deal-priced-once.md).
 */
export async function visitorDealId(
  session: VisitorSession,
  slug: string,
  token: string | undefined,
): Promise<string | undefined> {
  const kept = ownDealId(session.get("deals"), slug);
  if (kept || !token) return kept;
  return (await listDeals(token)).find((deal) => deal.vehicle.slug === slug)?.id;
}
