import { commitVisitorSession, getVisitorSession, type VisitorSession } from "~/sessions.server";
import { ownList, ownsValuation, withOwnValuation } from "./own";

/** The visitor's own valuations, newest first, as their session keeps them (own.ts). */
export function ownValuations(session: VisitorSession): string[] {
  return ownList(session.get("valuations"));
}

/** Whether the visitor of `request` made valuation `id`. */
export async function isOwnValuation(request: Request, id: string): Promise<boolean> {
  return ownsValuation((await getVisitorSession(request)).get("valuations"), id);
}

/** The Set-Cookie header that keeps valuation `id` among the visitor's own (written by the post that made it). */
export async function keepOwnValuation(request: Request, id: string): Promise<string> {
  const session = await getVisitorSession(request);
  session.set("valuations", withOwnValuation(session.get("valuations"), id));
  return commitVisitorSession(session);
}
