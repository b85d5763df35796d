import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { logOut } from "~/dealer/accounts.server";
import { forgetLogin, readLogin } from "~/lib/account/customer-cookie.server";
import { flashHeader } from "~/sessions.server";

/**
 * Signing out (a POST: it changes state): the token is revoked at the dealer API — every token of the customer's with
 * `everywhere` — and the cookie cleared, whatever the API answered (a failing logout is ignored).
 */
export async function action({ request }: ActionFunctionArgs) {
  const [login, form] = await Promise.all([readLogin(request), request.formData()]);
  const everywhere = form.get("everywhere") === "yes";
  if (login) await logOut(login.token, everywhere);
  const headers = new Headers();
  headers.append("Set-Cookie", await forgetLogin());
  headers.append(
    "Set-Cookie",
    await flashHeader({
      kind: "info",
      message: everywhere ? "You have signed out on every device." : "You have signed out.",
    }),
  );
  return redirect("/", { status: 303, headers });
}

/** Nothing to show: an address typed or followed here goes home, changing nothing. */
export const loader = () => redirect("/");
