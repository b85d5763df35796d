import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorPage } from "./ErrorPage";

export const NOT_FOUND_HEADING = "This page could not be found";

/** One boundary for every route: 404s get the not-found page, everything else the 500 page (spec 3 §2.8). */
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
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const shown =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : `An unknown error occurred (${status})`;
  return (
    <ErrorPage
      status={status}
      heading="Sorry about this, but an error has occurred"
      message="Please try again, or..."
      detail={shown}
    />
  );
}
