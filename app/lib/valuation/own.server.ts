import { commitVisitorSession, getVisitorSession, type VisitorSession } from "~/sessions.server";
import { ownList, withOwnValuation } from "./own";

/** The visitor's own valuations, newest first, as their session keeps them (own.ts). */
export function ownValuations(session: VisitorSession): string[] {
  return ownList(session.get("valuations"));
}

/** The Set-Cookie header that keeps valuation `id` among the visitor's own (written by the post that made it). */
export async function keepOwnValuation(request: Request, id: string): Promise<string> {
  const session = await getVisitorSession(request);
  session.set("valuations", withOwnValuation(session.get("valuations"), id));
  return commitVisitorSession(session);
}
