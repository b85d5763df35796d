import { z } from "zod";
import { flat } from "./envelope";

export * from "./places-vocabulary";

/**
 * A shopper's postcode and where it is (the distance search and delivery). Shared by the dealer API and the site: both
 * read a typed postcode with the same rule, so the site never sends the dealer API one it would refuse.
 */

/** How closely a place matches the postcode: its own centroid, its district's or its area's. */
export const placePrecisions = ["postcode", "district", "area"] as const;
export type PlacePrecision = (typeof placePrecisions)[number];

export const branchDistance = z.object({
  site_id: z.number().int(),
  slug: z.string(),
  city_town: z.string(),
  /** Great-circle ("as the crow flies") miles from the place to the branch, whole miles. */
  miles: z.number().int().nonnegative(),
});
export type BranchDistance = z.infer<typeof branchDistance>;

export const place = z.object({
  /** The postcode as asked, normalised ("LS11 8BU", "LS11"). */
  postcode: z.string(),
  /** The outward code ("LS11"): what the site names when it speaks of the shopper's place. */
  outward: z.string(),
  /** What was found: the postcode itself, or the district or area it falls back to ("LS11", "LS"). */
  matched: z.string(),
  precision: z.enum(placePrecisions),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Every branch, nearest first. */
  branches: z.array(branchDistance),
});
export type Place = z.infer<typeof place>;

/** GET /api/places/{postcode} */
export const placeAnswer = flat(place);
