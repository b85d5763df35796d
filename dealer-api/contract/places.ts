import { isValid, toArea, toDistrict, toNormalised, toOutcode, validOutcode } from "postcode";
import { z } from "zod";
import { flat } from "./envelope";

/**
 * A shopper's postcode and where it is (the distance search and delivery). Shared by the dealer API and the site: both
 * read a typed postcode with the same rule, so the site never sends the dealer API one it would refuse.
 */

/** A postcode as the shopper may give it: a full one ("LS11 8BU") or its outward code alone ("LS11"). */
export interface PostcodeReading {
  /** Normalised: capitals, one space before the inward code ("LS11 8BU"), or the outward code alone ("LS11"). */
  postcode: string;
  /** "LS11" */
  outward: string;
  /** The district without a sub-district letter: "SW1" of "SW1A 1AA". */
  district: string;
  /** The letters: "LS". */
  area: string;
  full: boolean;
}

export const POSTCODE_MISSING = "Enter your postcode";
export const POSTCODE_INVALID = "Enter a UK postcode, like LS11 8BU, or the first part of one, like LS11";

/** Longer than any postcode with spaces: anything longer is not one (and is not kept in a URL or a form). */
export const POSTCODE_MAX_LENGTH = 16;

/**
 * Reads a typed postcode: spaces and case are forgiven (GOV.UK: normalise, don't reject), the format is checked with
 * the `postcode` package (format only: whether it exists is the place finder's question).
 */
export function readPostcode(
  text: string,
): { ok: true; value: PostcodeReading } | { ok: false; message: string } {
  const typed = text.trim().toUpperCase();
  if (typed === "") return { ok: false, message: POSTCODE_MISSING };
  if (typed.length > POSTCODE_MAX_LENGTH) return { ok: false, message: POSTCODE_INVALID };
  const squeezed = typed.replace(/\s+/g, "");
  if (isValid(squeezed)) {
    const outward = toOutcode(squeezed)!;
    return {
      ok: true,
      value: {
        postcode: toNormalised(squeezed)!,
        outward,
        district: toDistrict(squeezed)!,
        area: toArea(squeezed)!,
        full: true,
      },
    };
  }
  if (validOutcode(squeezed)) {
    // Any inward code gives the package the outward code's district and area ("SW1A" → SW1, SW).
    const sample = `${squeezed}1AA`;
    const [district, area] = [toDistrict(sample)!, toArea(sample)!];
    return { ok: true, value: { postcode: squeezed, outward: squeezed, district, area, full: false } };
  }
  return { ok: false, message: POSTCODE_INVALID };
}

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
