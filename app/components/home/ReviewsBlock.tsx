import type { ReviewSummary } from "~/dealer/offers-reviews.server";
import { ratingSummary } from "~/lib/home/reviews";
import { ReviewItem, Stars } from "~/components/reviews/ReviewParts";
import { belowTheFold } from "./styles";

/**
 * Home block 7 (docs/product/home.md#home-blocks): the review widget, our own seeded reviews with their
 * rating summary.
 */
export function ReviewsBlock({ summary }: { summary: ReviewSummary }) {
  if (summary.count === 0) return null;
  return (
    <section className={`bg-gray-50 px-4 py-12 ${belowTheFold}`} aria-labelledby="reviews-heading">
      <div className="mx-auto max-w-7xl">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="reviews-heading" className="text-2xl font-bold text-gray-900">
              What our customers say
            </h2>
            <p className="mt-2 flex items-center gap-2 text-lg text-gray-900">
              <Stars rating={summary.average} large />
              <span className="font-semibold">{ratingSummary(summary.average, summary.count)}</span>
            </p>
          </div>
          <a href="/reviews" className="font-semibold underline underline-offset-4">
            Read all reviews
          </a>
        </div>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {summary.reviews.map((review) => (
            <li key={review.id} className="rounded-lg border border-gray-200 bg-white p-5">
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
