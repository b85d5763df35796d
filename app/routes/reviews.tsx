import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getContentPage } from "~/dealer/content.server";
import { getReviews } from "~/dealer/offers-reviews.server";
import { pageLoader } from "~/dealer/errors";
import { loadContentPage } from "~/lib/content-page-load.server";
import { canonicalReviewsHref, ratingCounts, reviewsPage, reviewsPageHref } from "~/lib/reviews/paging";
import { ContentPage } from "~/components/content/ContentPage";
import { PageEnquiry } from "~/components/content/PageEnquiry";
import { ReviewItem } from "~/components/reviews/ReviewParts";
import { ReviewsSummary } from "~/components/reviews/ReviewsSummary";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/** /reviews: the 'reviews' content page around every customer review, newest first, ten a page (`?page=2`). */
export const loader = pageLoader(async ({ request }: LoaderFunctionArgs) => {
  const canonical = canonicalReviewsHref(new URL(request.url).searchParams);
  if (canonical) throw redirect(canonical);
  const [page, summary] = await Promise.all([getContentPage("reviews"), getReviews()]);
  const shown = reviewsPage(summary.reviews, new URL(request.url).searchParams.get("page"));
  if (!shown) throw notFound();
  return json({
    ...(await loadContentPage(page, request)),
    summary: {
      average: summary.average,
      count: summary.count,
      counts: ratingCounts(summary.reviews.map((review) => review.rating)),
    },
    reviews: shown,
  });
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorPageMeta(error);
  const { page, lastPage } = data.reviews;
  return [
    { title: `${data.page.title}${page > 1 ? ` (page ${page} of ${lastPage})` : ""} | Northway Cars` },
    { name: "description", content: data.page.description },
  ];
};

export default function Reviews() {
  const { page, enquiry, financeExample, summary, reviews } = useLoaderData<typeof loader>();
  return (
    <>
      <ContentPage page={page} financeExample={financeExample}>
        <ReviewsSummary {...summary} />
        <section aria-labelledby="review-list-heading" className="my-10">
          <h2 id="review-list-heading" className="text-2xl font-bold text-gray-900">
            {reviews.lastPage > 1 ? `Reviews, page ${reviews.page} of ${reviews.lastPage}` : "Reviews"}
          </h2>
          {reviews.items.length > 0 ? (
            <ol className="mt-4 space-y-4">
              {reviews.items.map((review) => (
                <li key={review.id} className="rounded-lg border border-gray-200 bg-white p-5">
                  <ReviewItem review={review} />
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-4 text-gray-800">No reviews yet.</p>
          )}
          {reviews.lastPage > 1 ? (
            <nav aria-label="Pages of reviews" className="mt-6">
              <ul className="flex flex-wrap items-center gap-2">
                {reviews.page > 1 ? (
                  <li>
                    <Link to={reviewsPageHref(reviews.page - 1)} className="btn-secondary" rel="prev">
                      Previous<span className="sr-only"> page of reviews</span>
                    </Link>
                  </li>
                ) : null}
                {Array.from({ length: reviews.lastPage }, (_, index) => index + 1).map((number) => (
                  <li key={number}>
                    <Link
                      to={reviewsPageHref(number)}
                      aria-current={number === reviews.page ? "page" : undefined}
                      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold ${
                        number === reviews.page
                          ? "border-brand bg-brand text-white"
                          : "border-gray-300 text-gray-900 underline"
                      }`}
                    >
                      <span className="sr-only">Page </span>
                      {number}
                    </Link>
                  </li>
                ))}
                {reviews.page < reviews.lastPage ? (
                  <li>
                    <Link to={reviewsPageHref(reviews.page + 1)} className="btn-secondary" rel="next">
                      Next<span className="sr-only"> page of reviews</span>
                    </Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
        </section>
      </ContentPage>
      <PageEnquiry page={page} enquiry={enquiry} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
