import type { PlacePrecision, PostcodeReading } from "../contract/places";
import type { LatLon } from "./distance";

/**
 * Where a postcode is: one question with two answers behind it, the embedded table (embedded.ts, the default) and a
 * real postcode service (postcodes-io.ts, when `POSTCODE_API_URL` is set).
 */
export interface PlaceFound extends LatLon {
  /** What the position is of: the postcode itself, or the district or area it fell back to. */
  matched: string;
  precision: PlacePrecision;
}

export interface PlaceFinder {
  /** The place of a well-formed postcode; undefined when there is no such postcode. Throws when it cannot answer. */
  find(postcode: PostcodeReading): Promise<PlaceFound | undefined>;
}

/** The postcode service could not be asked (down, slow, an answer that makes no sense). */
export class PlaceServiceError extends Error {}
