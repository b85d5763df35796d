import { offersAnswer, reviewsAnswer, type Offer, type Review } from "@contract/content";
import { callDealerApi } from "./request.server";
import { keptContent } from "~/lib/cache.server";

/** GET /api/offers: offer cards in display order (the home page's Popular Offers are the first four). */
export function getOffers(): Promise<Offer[]> {
  return keptContent("offers", async () => {
    const answer = await callDealerApi("/api/offers", { schema: offersAnswer });
    return answer.data.data;
  });
}

export interface ReviewSummary {
  reviews: Review[];
  average: number;
  count: number;
}

/** GET /api/reviews: customer reviews, newest first, with the average rating and count. */
export function getReviews(): Promise<ReviewSummary> {
  return keptContent("reviews", async () => {
    const answer = await callDealerApi("/api/reviews", { schema: reviewsAnswer });
    return { reviews: answer.data.data, ...answer.data.meta };
  });
}
