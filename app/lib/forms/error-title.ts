/**
 * GOV.UK: a page that shows a form's errors has a title starting "Error: ", the first thing a screen reader reads.
 *
 * Without JavaScript a form is a plain post, and its action answers in one of two ways: a redirect when it went through
 * (Post/Redirect/Get), or the page drawn again with what stopped it (the error summary, or the one problem). So a page
 * drawn in answer to a post is a form that came back, and the server says so before any route draws it: the root
 * loader's `answersFormPost` (app/server.ts puts the request's method in the load context). Each form page's meta reads
 * it here, so the title comes with the page. With JavaScript the forms are sent in the background and add the prefix
 * themselves while they show errors (components/forms/use-error-title.ts).
 */

export const ERROR_PREFIX = "Error: ";

/** The title, "Error: " first when the page shows a form's errors. */
export function errorTitle(title: string, showsErrors: boolean): string {
  return showsErrors && !title.startsWith(ERROR_PREFIX) ? `${ERROR_PREFIX}${title}` : title;
}

/** Whether the page being drawn is a form's answer to a post, from the root loader's data in a meta function's matches. */
export function answersFormPost(matches: readonly { id: string; data?: unknown }[]): boolean {
  const root = matches.find((match) => match.id === "root")?.data;
  return (
    typeof root === "object" && root !== null && "answersFormPost" in root && root.answersFormPost === true
  );
}
