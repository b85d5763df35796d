/** The review block's rating summary: the average to one decimal and how many reviews it comes from. */
export function ratingSummary(average: number, count: number): string {
  if (count === 0) return "No reviews yet";
  const rating = new Intl.NumberFormat("en-GB", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
  return `Rated ${rating} out of 5 from ${new Intl.NumberFormat("en-GB").format(count)} ${count === 1 ? "review" : "reviews"}`;
}

/** How many of five stars to fill for a rating, to the nearest half. */
export function filledStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/** The reviews the block shows. */
export const REVIEWS_SHOWN = 3;
