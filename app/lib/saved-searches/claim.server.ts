import { claimGuestSearches } from "~/dealer/saved-searches.server";
import { commitVisitorSession, getVisitorSession } from "~/sessions.server";

/**
 * On signing in, a guest's saved searches move to the account (issue 36). The session keeps whichever the account
 * could not take (its cap), and all of them when the dealer API failed, for the next sign-in: none is lost. The
 * session's Set-Cookie header when it changed.
 */
export async function keepGuestSearches(request: Request, token: string): Promise<string | undefined> {
  const session = await getVisitorSession(request);
  const guest = session.get("savedSearches") ?? [];
  if (guest.length === 0) return undefined;
  const notKept = await claimGuestSearches(guest, token);
  if (notKept === undefined) return undefined;
  if (notKept.length > 0) session.set("savedSearches", notKept);
  else session.unset("savedSearches");
  return commitVisitorSession(session);
}
