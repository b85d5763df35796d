import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDepartments } from "~/dealer/content.server";
import { DealerApiError } from "~/dealer/errors";
import { safeRedirect } from "~/lib/safe-redirect";
import { commitVisitorSession, flashHeader, getVisitorSession } from "~/sessions.server";
import { log } from "~/lib/ops/log.server";

const BRANCHES_UNAVAILABLE = "We couldn't change your branch just now. Please try again in a few minutes.";

const schema = z.object({ dealer: z.string().trim().toLowerCase().min(1) });

/** Nothing to show here: the branch picker posts to this URL from the header. */
export function loader() {
  return redirect("/");
}

/**
 * Remember the visitor's branch (docs/product/shell.md#header: choosing a branch remembers it and closes the
 * panel), then go back.
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const redirectTo = safeRedirect(formData.get("redirectTo"));
  const parsed = schema.safeParse({ dealer: formData.get("dealer") ?? "" });
  const [session, departments] = await Promise.all([
    getVisitorSession(request),
    // Without the branches nothing can be chosen: the shopper goes back with a message (Post/Redirect/Get).
    getDepartments().catch((error: unknown) => {
      if (!(error instanceof DealerApiError)) throw error;
      log.error({ err: error }, "branches unavailable");
      return undefined;
    }),
  ]);
  const department = parsed.success
    ? departments?.find((candidate) => candidate.slug.toLowerCase() === parsed.data.dealer)
    : undefined;

  if (!department) {
    const message = departments ? "Choose your nearest branch" : BRANCHES_UNAVAILABLE;
    const flash = await flashHeader({ kind: "error", message });
    return redirect(redirectTo, { status: 303, headers: { "Set-Cookie": flash } });
  }
  session.set("selectedDealer", department.slug);
  const flash = await flashHeader({ kind: "success", message: `Your branch is now ${department.name}` });
  return redirect(redirectTo, {
    status: 303,
    headers: [
      ["Set-Cookie", await commitVisitorSession(session)],
      ["Set-Cookie", flash],
    ],
  });
}
