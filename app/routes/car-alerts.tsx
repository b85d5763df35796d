import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { followCar, unfollowCar } from "~/dealer/car-alerts.server";
import { readLogin } from "~/lib/account/customer-cookie.server";
import { asCustomer } from "~/lib/account/guard.server";
import { validatePost } from "~/lib/forms/validate-post.server";
import { carAlertValidator } from "~/lib/saved/car-alert-form";
import { flashHeader } from "~/sessions.server";

/** Nothing to show here: the saved cars' forms post to this URL. */
export function loader() {
  return redirect("/favourites");
}

/**
 * Follows a saved car by e-mail, or stops (issue 36): a customer's only, so a guest is sent to sign in first. Back to
 * the saved cars with a message (Post/Redirect/Get).
 */
export async function action({ request }: ActionFunctionArgs) {
  const login = await readLogin(request);
  if (!login) return redirect("/login?redirectTo=%2Ffavourites", 303);
  const post = await validatePost(request, carAlertValidator);
  const back = async (kind: "success" | "error", message: string) =>
    redirect("/favourites", { status: 303, headers: { "Set-Cookie": await flashHeader({ kind, message }) } });
  if (!post.ok) return back("error", "That car could not be followed. Please try again.");
  const { vehicle_id: id, intent } = post.data;
  const answer = await asCustomer(() =>
    intent === "follow" ? followCar(id, login.token) : unfollowCar(id, login.token),
  );
  if (!answer.ok) return back("error", answer.message);
  return back(
    "success",
    intent === "follow"
      ? "We will e-mail you if its price drops, or it is reserved or sold."
      : "No more e-mails about that car.",
  );
}
