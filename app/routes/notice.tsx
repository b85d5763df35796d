import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "~/lib/safe-redirect";
import { commitVisitorSession, getVisitorSession } from "~/sessions.server";

/** Nothing to show here: the home page's information notice posts to this URL. */
export function loader() {
  return redirect("/");
}

/**
 * Closing the home information notice (spec 3 §4 "Cookie pop-up": closing sets the flag otherwise). A plain form post
 * carries `redirectTo` and goes back there (Post/Redirect/Get); the enhanced notice posts through a fetcher without it
 * and gets a small answer instead of a navigation.
 */
export async function action({ request }: ActionFunctionArgs) {
  const [formData, session] = await Promise.all([request.formData(), getVisitorSession(request)]);
  session.set("noticeAccepted", "yes");
  const headers = { "Set-Cookie": await commitVisitorSession(session) };
  const redirectTo = formData.get("redirectTo");
  if (typeof redirectTo === "string") return redirect(safeRedirect(redirectTo), { status: 303, headers });
  return json({ closed: true }, { headers });
}
