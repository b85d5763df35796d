import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { applyFavourite, favouriteMessage, type FavouriteAnswer } from "~/lib/saved/favourites";
import { safeRedirect } from "~/lib/safe-redirect";
import { commitVisitorSession, FAVOURITES_LIMIT, flashHeader, getVisitorSession } from "~/sessions.server";

const schema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(200),
  intent: z.enum(["save", "remove"]),
});

/** Nothing to show here: the favourite toggles post to this URL. */
export function loader() {
  return redirect("/favourites");
}

/**
 * Saves or removes a car (docs/product/shell.md#saved-and-recently-viewed-cars). A plain form post goes back
 * where it came from with a flash message (Post/Redirect/Get); the enhanced toggle (a fetcher, sending
 * respond=data) gets the outcome instead.
 */
export async function action({ request }: ActionFunctionArgs) {
  const [form, session] = await Promise.all([request.formData(), getVisitorSession(request)]);
  const asData = form.get("respond") === "data";
  const parsed = schema.safeParse({ slug: form.get("slug"), intent: form.get("intent") });
  const back = safeRedirect(form.get("redirectTo"), "/favourites");
  if (!parsed.success) {
    const error = "That car could not be saved. Please try again.";
    if (asData) return json<FavouriteAnswer>({ error }, { status: 400 });
    return redirect(back, {
      status: 303,
      headers: { "Set-Cookie": await flashHeader({ kind: "error", message: error }) },
    });
  }
  const { slug, intent } = parsed.data;
  const { list, outcome } = applyFavourite(
    session.get("favourites") ?? undefined,
    slug,
    intent,
    FAVOURITES_LIMIT,
  );
  const message = favouriteMessage(outcome, intent, FAVOURITES_LIMIT);
  session.set("favourites", list);
  if (asData) {
    return json<FavouriteAnswer>(
      { outcome, message },
      {
        status: outcome === "full" ? 409 : 200,
        headers: { "Set-Cookie": await commitVisitorSession(session) },
      },
    );
  }
  const flash = await flashHeader({ kind: outcome === "full" ? "error" : "success", message });
  return redirect(back, {
    status: 303,
    headers: [
      ["Set-Cookie", await commitVisitorSession(session)],
      ["Set-Cookie", flash],
    ],
  });
}
