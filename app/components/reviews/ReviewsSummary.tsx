import { ratingSummary } from "~/lib/home/reviews";
import { Stars } from "./ReviewParts";

interface ReviewsSummaryProps {
  average: number;
  count: number;
  counts: { stars: number; count: number }[];
}

/** The rating summary: the average in stars and words, and how many reviews gave each rating. */
export function ReviewsSummary({ average, count, counts }: ReviewsSummaryProps) {
  return (
    <section
      aria-labelledby="rating-summary-heading"
      className="rounded-lg border border-gray-200 bg-gray-50 p-6"
    >
      <h2 id="rating-summary-heading" className="text-xl font-bold text-gray-900">
        Our rating
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-lg text-gray-900">
        <Stars rating={average} large />
        <span className="font-semibold">{ratingSummary(average, count)}</span>
      </p>
      {count > 0 ? (
        <table className="mt-4 w-full max-w-sm text-left text-sm">
          <caption className="sr-only">Number of reviews by rating</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Rating</th>
              <th scope="col">Reviews</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((row) => (
              <tr key={row.stars}>
                <th scope="row" className="py-1 pr-3 font-normal text-gray-800">
                  {row.stars} {row.stars === 1 ? "star" : "stars"}
                </th>
                <td className="w-full py-1">
                  <span className="flex items-center gap-2">
                    <span aria-hidden="true" className="h-2 flex-1 rounded bg-gray-200">
                      <span
                        className="block h-2 rounded bg-amber-600"
                        style={{ width: `${(row.count / count) * 100}%` }}
                      />
                    </span>
                    <span className="w-6 text-right text-gray-900">{row.count}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
