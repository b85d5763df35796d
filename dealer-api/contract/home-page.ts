import { z } from "zod";
import { blogPost } from "./blog";
import { offer, review } from "./content";
import { flat } from "./envelope";
import { vehicleListing } from "./vehicle";

/** How many cars the home page's offers carousel shows: three steps of three (docs/product/home.md#home-blocks). */
export const CARS_ON_OFFER = 9;

/**
 * GET /api/home-page: what the home page shows of its own, beside the content every page shares (GET
 * /api/site-content) and the hero's counts (which depend on the shopper's picks), in one answer
 * (docs/decisions/334-page-shaped-answers.md). Each part is what its own endpoint answers, or null where that endpoint
 * would have failed, so the page leaves that block out (docs/product/site-wide.md#when-the-dealer-api-fails).
 */
export const homePage = z.object({
  /** GET /api/reviews: newest first, with the average rating and how many. */
  reviews: z
    .object({
      data: z.array(review),
      meta: z.object({ average: z.number().min(0).max(5), count: z.number().int().nonnegative() }),
    })
    .nullable(),
  /** GET /api/offers: the offer cards in display order. */
  offers: z.array(offer).nullable(),
  /** 'Latest from the Blog': the newest posts, as GET /api/content-pages/{slug} carries them. */
  latest_posts: z.array(blogPost).nullable(),
  /**
   * The cars on offer (a tag of `offerTags`) that the search page lists (`listedCarsOf`), newest in stock first, at
   * most `CARS_ON_OFFER`: GET /api/v2/vehicle-search with those filters.
   */
  cars_on_offer: z.array(vehicleListing).nullable(),
});
export type HomePage = z.infer<typeof homePage>;

export const homePageAnswer = flat(homePage);
