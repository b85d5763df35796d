import { isValid, toArea, toDistrict, toNormalised, toOutcode, validOutcode } from "postcode";

/**
 * Reading a typed postcode, without places.ts's schemas: the browser's code imports this, so a page's scripts carry no
 * schema library (issue 19). places.ts re-exports it.
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
