import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

/**
 * What a finance tool's request answers (/resources/finance/{vrm}): the tool's view; `unavailable` when the site
 * answered that the car or the dealer API is missing; `notUpdated` when no answer of the site's arrived at all.
 */
export interface FinanceToolAnswer<View> {
  view?: View;
  unavailable?: boolean;
  notUpdated?: true;
}

/** What the shopper reads when a tool's figures could not be updated; the tool offers to try again. */
export const FIGURES_NOT_UPDATED = "Figures could not be updated just now — try again.";

/**
 * The site's answer, or `{ notUpdated: true }` when the request failed on the way: the network, a proxy's error page,
 * a 5xx the site did not send. Remix sends a fetcher's failure to the error boundary of the page that uses the
 * fetcher, which would replace the whole vehicle page; the tool says so in its own block instead (docs/decisions/070).
 */
export async function answerOrNotUpdated<Answer>(
  request: () => Promise<Answer>,
): Promise<Answer | { notUpdated: true }> {
  try {
    return await request();
  } catch {
    return { notUpdated: true };
  }
}

const notUpdated = (answer: unknown) =>
  typeof answer === "object" && answer !== null && "notUpdated" in answer && answer.notUpdated === true;

/**
 * After the personalise tool's post got no answer nothing has changed, so nothing is loaded again: not the page's
 * data, not the other tools' figures. On a failing network a reload of the page's data would fail in turn and replace
 * the whole page with an error.
 */
export function keepPageWhenNotUpdated({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return notUpdated(actionResult) ? false : defaultShouldRevalidate;
}
