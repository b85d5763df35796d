import type { MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorPage } from "./ErrorPage";

export const NOT_FOUND_HEADING = "This page could not be found";
export const ERROR_HEADING = "Sorry about this, but an error has occurred";
export const NO_FORMS_HEADING = "This page does not take forms";

const isNotFoundPage = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;
/** A form posted to a page without an action (an old copy of a page, a mistyped action): Remix answers 405. */
const isNoFormsPage = (error: unknown) => isRouteErrorResponse(error) && error.status === 405;

/**
 * The title of the page the boundary draws for `error`: the 404 page's for a 404, the error page's for anything else.
 * Every route's meta answers with it when its loader failed (a route's meta replaces the root's).
 */
export function errorPageMeta(error: unknown): MetaDescriptor[] {
  return [
    {
      title: `${isNotFoundPage(error) ? NOT_FOUND_HEADING : isNoFormsPage(error) ? NO_FORMS_HEADING : ERROR_HEADING} | Northway Cars`,
    },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * One boundary for every route: 404s get the not-found page, a form posted where none is taken (405) says so in the
 * site's words (never the framework's message about a missing `action`; app/server.ts adds `Allow`), everything else
 * the 500 page (docs/product/shell.md#error-pages).
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        status={404}
        heading={NOT_FOUND_HEADING}
        message="Sorry about this, but that page doesn't exist."
        detail={typeof error.data === "string" && error.data ? error.data : undefined}
      />
    );
  }
  if (isNoFormsPage(error)) {
    return (
      <ErrorPage
        status={405}
        heading={NO_FORMS_HEADING}
        message="Nothing has been sent or changed. Please go back and use the form on the page you came from."
      />
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Only a message the site threw on purpose (a Response with a text body) is shown (ADR 002).
  const shown =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : `An unknown error occurred (${status})`;
  return (
    <ErrorPage status={status} heading={ERROR_HEADING} message="Please try again, or..." detail={shown} />
  );
}
