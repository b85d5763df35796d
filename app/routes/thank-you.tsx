import { json, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getPage } from "~/dealer/content.server";
import { toContentPageView } from "~/lib/content-page.server";
import { ContentPage } from "~/components/content/ContentPage";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";

/** /thank-you: the dealer's thank-you page (content service), where a sent form lands when it has no page to go back to. */
export const loader = pageLoader(async () => {
  return json({ page: toContentPageView(await getPage("thank-you")) });
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error || !data
    ? errorPageMeta(error)
    : [{ title: `${data.page.title} | Northway Cars` }, { name: "robots", content: "noindex" }];

export default function ThankYouPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <ContentPage page={page} />
      <nav aria-label="While you wait" className="mx-auto max-w-4xl px-4 pb-12">
        <ul className="flex flex-wrap gap-3">
          <li>
            <Link to="/used/cars/search" className="btn-primary">
              Browse our cars
            </Link>
          </li>
          <li>
            <Link to="/finance" className="btn-secondary">
              Car finance
            </Link>
          </li>
          <li>
            <Link to="/" className="btn-secondary">
              Home
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
