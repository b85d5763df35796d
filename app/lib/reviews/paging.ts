/** The reviews page: 10 reviews a page, newest first, paged by GET links (`/reviews?page=2`). */
export const REVIEWS_PER_PAGE = 10;

export interface ReviewsPage<T> {
  items: T[];
  page: number;
  lastPage: number;
}

/**
 * The page `requested` names (`?page=`; the first when absent), or undefined when it names no page: not a whole number
 * from 1, or past the last page. With no reviews there is one, empty, page.
 */
export function reviewsPage<T>(
  all: readonly T[],
  requested: string | null,
  perPage = REVIEWS_PER_PAGE,
): ReviewsPage<T> | undefined {
  const page = requested === null ? 1 : /^[1-9]\d{0,5}$/.test(requested) ? Number(requested) : undefined;
  const lastPage = Math.max(1, Math.ceil(all.length / perPage));
  if (page === undefined || page > lastPage) return undefined;
  return { items: all.slice((page - 1) * perPage, page * perPage), page, lastPage };
}

/** A page's address: the first page is /reviews itself, so it has one address. */
export const reviewsPageHref = (page: number) => (page <= 1 ? "/reviews" : `/reviews?page=${page}`);

/**
 * The address to redirect to when the request names the first page (`?page=1`): it has one address, /reviews, as
 * the blog's first pages do. The other parameters are kept. Undefined when the address is already its own.
 */
export function canonicalReviewsHref(params: URLSearchParams): string | undefined {
  if (params.get("page") !== "1") return undefined;
  const rest = new URLSearchParams(params);
  rest.delete("page");
  const query = rest.toString();
  return query ? `/reviews?${query}` : "/reviews";
}

/** How many reviews gave each rating, five stars first. */
export function ratingCounts(ratings: readonly number[]): { stars: number; count: number }[] {
  return [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: ratings.filter((rating) => rating === stars).length,
  }));
}
