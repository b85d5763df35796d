import type { ReviewSummary } from "~/dealer/home.server";
import { filledStars, ratingSummary } from "~/lib/home/reviews";
import { belowTheFold } from "./styles";

const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Five stars, filled to the nearest half; decorative, since the rating is always given in words beside it. */
function Stars({ rating, large = false }: { rating: number; large?: boolean }) {
  const stars = "★★★★★";
  return (
    <span
      aria-hidden="true"
      className={`relative inline-block leading-none text-gray-400 ${large ? "text-2xl" : "text-lg"}`}
    >
      {stars}
      <span
        className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-amber-600"
        style={{ width: `${(filledStars(rating) / 5) * 100}%` }}
      >
        {stars}
      </span>
    </span>
  );
}

/** Spec 1 §2.6 item 7: the review widget, our own seeded reviews with their rating summary. */
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
              <figure className="flex h-full flex-col gap-3">
                <p className="flex items-center gap-2 text-sm text-gray-800">
                  <Stars rating={review.rating} />
                  <span>{review.rating} out of 5 stars</span>
                </p>
                <blockquote className="flex-1 text-gray-900">
                  <p>{review.text}</p>
                </blockquote>
                <figcaption className="text-sm text-gray-700">
                  <span className="font-semibold text-gray-900">{review.name}</span>, {review.town} ·{" "}
                  <time dateTime={review.reviewed_on}>{longDate.format(new Date(review.reviewed_on))}</time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
