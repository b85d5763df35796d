import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { isFormActionData } from "./view";

/**
 * For a page with a form in it (the vehicle page's dialogs): a submission that came back with errors or a
 * failure changed nothing the page shows, so the page is not loaded again. Loading it again could also take the answer
 * away: a car reserved by someone else meanwhile no longer opens its reservation form, and the shopper would lose the
 * message saying why along with everything they typed.
 */
export function keepPageForFormAnswer({
  actionResult,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // The personalise tool posts its choice and draws the answer itself; the page's URL still holds the earlier choice.
  if (formAction?.startsWith("/resources/finance/")) return false;
  return isFormActionData(actionResult) ? false : defaultShouldRevalidate;
}
